import type { z } from 'zod';
import {
  adminPackageListQuerySchema,
  adminTransactionQuerySchema,
  adminWalletSchema,
  depositPageSchema,
  depositQuerySchema,
  depositSchema,
  financeSettingsSchema,
  IDEMPOTENCY_HEADER,
  ledgerTransactionDetailSchema,
  ledgerTransactionPageSchema,
  ledgerTransactionSchema,
  packagePageSchema,
  packageSchema,
  transferPageSchema,
  transferQuerySchema,
  transferSchema,
  withdrawalPageSchema,
  withdrawalQuerySchema,
  withdrawalSchema,
  type BalanceAdjustment,
  type FinanceSettings,
  type PackageInput,
} from '../contract';
import { apiClient } from '../http/api-client';

// The back-office's money endpoints (issue 4). Money-moving POSTs take the caller's idempotency
// key: one per submission attempt, the same one when that attempt is retried.

type QueryOf<S extends z.ZodType> = Partial<z.infer<S>>;

const idempotent = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });

// --- Packages -------------------------------------------------------------------------------

/** GET /api/admin/packages (view-packages): one page, sorted, searched, filtered by status. */
export async function listAdminPackages(query: QueryOf<typeof adminPackageListQuerySchema>) {
  const { data } = await apiClient.get('/api/admin/packages', { params: query });
  return packagePageSchema.parse(data);
}

/** GET /api/admin/packages/{id} (view-packages); 404 NOT_FOUND for an unknown id. */
export async function getAdminPackage(id: number) {
  const { data } = await apiClient.get(`/api/admin/packages/${id}`);
  return packageSchema.parse(data);
}

/** POST /api/admin/packages (create-packages): the new package. */
export async function createAdminPackage(body: PackageInput) {
  const { data } = await apiClient.post('/api/admin/packages', body);
  return packageSchema.parse(data);
}

/** PUT /api/admin/packages/{id} (update-packages): the updated package. */
export async function updateAdminPackage(id: number, body: PackageInput) {
  const { data } = await apiClient.put(`/api/admin/packages/${id}`, body);
  return packageSchema.parse(data);
}

/** DELETE /api/admin/packages/{id} (delete-packages); 409 INVALID_STATE once it was sold. */
export async function deleteAdminPackage(id: number): Promise<void> {
  await apiClient.delete(`/api/admin/packages/${id}`);
}

// --- Ledger transactions --------------------------------------------------------------------

/** GET /api/admin/transactions (view-transactions): filtered by kind, partner and period. */
export async function listAdminTransactions(query: QueryOf<typeof adminTransactionQuerySchema>) {
  const { data } = await apiClient.get('/api/admin/transactions', { params: query });
  return ledgerTransactionPageSchema.parse(data);
}

/** GET /api/admin/transactions/{id} (view-transactions): with its entries. */
export async function getAdminTransaction(id: number) {
  const { data } = await apiClient.get(`/api/admin/transactions/${id}`);
  return ledgerTransactionDetailSchema.parse(data);
}

/**
 * POST /api/admin/transactions/{id}/reverse (update-transactions): the reversing transaction.
 * 409 INVALID_STATE (not reversible, already reversed), 409 INSUFFICIENT_FUNDS.
 */
export async function reverseTransaction(
  id: number,
  body: { reason: string },
  idempotencyKey: string,
) {
  const { data } = await apiClient.post(
    `/api/admin/transactions/${id}/reverse`,
    body,
    idempotent(idempotencyKey),
  );
  return ledgerTransactionSchema.parse(data);
}

// --- Deposits -------------------------------------------------------------------------------

/** GET /api/admin/deposits (view-transactions): filtered by status, partner and period. */
export async function listAdminDeposits(query: QueryOf<typeof depositQuerySchema>) {
  const { data } = await apiClient.get('/api/admin/deposits', { params: query });
  return depositPageSchema.parse(data);
}

/** GET /api/admin/deposits/{id} (view-transactions). */
export async function getAdminDeposit(id: number) {
  const { data } = await apiClient.get(`/api/admin/deposits/${id}`);
  return depositSchema.parse(data);
}

/**
 * POST /api/admin/deposits/{id}/confirm (update-transactions): the completed deposit, GTC
 * credited. 409 ALREADY_EXISTS fields.txHash when another deposit booked the hash.
 */
export async function confirmDeposit(
  id: number,
  body: { txHash?: string },
  idempotencyKey: string,
) {
  const { data } = await apiClient.post(
    `/api/admin/deposits/${id}/confirm`,
    body,
    idempotent(idempotencyKey),
  );
  return depositSchema.parse(data);
}

/** POST /api/admin/deposits/{id}/reject (update-transactions): the rejected deposit. */
export async function rejectDeposit(id: number, body: { reason: string }) {
  const { data } = await apiClient.post(`/api/admin/deposits/${id}/reject`, body);
  return depositSchema.parse(data);
}

// --- Withdrawals ----------------------------------------------------------------------------

/** GET /api/admin/withdrawals (view-transactions): by status, currency, partner and period. */
export async function listAdminWithdrawals(query: QueryOf<typeof withdrawalQuerySchema>) {
  const { data } = await apiClient.get('/api/admin/withdrawals', { params: query });
  return withdrawalPageSchema.parse(data);
}

/** GET /api/admin/withdrawals/{id} (view-transactions). */
export async function getAdminWithdrawal(id: number) {
  const { data } = await apiClient.get(`/api/admin/withdrawals/${id}`);
  return withdrawalSchema.parse(data);
}

/** POST /api/admin/withdrawals/{id}/complete (update-transactions): the paid-out request. */
export async function completeWithdrawal(
  id: number,
  body: { payoutTxHash?: string },
  idempotencyKey: string,
) {
  const { data } = await apiClient.post(
    `/api/admin/withdrawals/${id}/complete`,
    body,
    idempotent(idempotencyKey),
  );
  return withdrawalSchema.parse(data);
}

/** POST /api/admin/withdrawals/{id}/reject (update-transactions): rejected, reserve returned. */
export async function rejectWithdrawal(
  id: number,
  body: { reason: string },
  idempotencyKey: string,
) {
  const { data } = await apiClient.post(
    `/api/admin/withdrawals/${id}/reject`,
    body,
    idempotent(idempotencyKey),
  );
  return withdrawalSchema.parse(data);
}

// --- Transfers ------------------------------------------------------------------------------

/** GET /api/admin/transfers (view-transactions): by partner (either side) and period. */
export async function listAdminTransfers(query: QueryOf<typeof transferQuerySchema>) {
  const { data } = await apiClient.get('/api/admin/transfers', { params: query });
  return transferPageSchema.parse(data);
}

/** GET /api/admin/transfers/{id} (view-transactions). */
export async function getAdminTransfer(id: number) {
  const { data } = await apiClient.get(`/api/admin/transfers/${id}`);
  return transferSchema.parse(data);
}

// --- Partner wallets ------------------------------------------------------------------------

/** GET /api/admin/partners/{id}/balance (view-partners): the partner's wallet. */
export async function getPartnerWallet(partnerId: number) {
  const { data } = await apiClient.get(`/api/admin/partners/${partnerId}/balance`);
  return adminWalletSchema.parse(data);
}

/**
 * POST /api/admin/partners/{id}/balance-adjustments (update-balance): the wallet after the
 * credit or debit. 409 INSUFFICIENT_FUNDS when a debit would take it below zero.
 */
export async function adjustPartnerBalance(
  partnerId: number,
  body: BalanceAdjustment,
  idempotencyKey: string,
) {
  const { data } = await apiClient.post(
    `/api/admin/partners/${partnerId}/balance-adjustments`,
    body,
    idempotent(idempotencyKey),
  );
  return adminWalletSchema.parse(data);
}

// --- Finance settings -----------------------------------------------------------------------

/** GET /api/admin/settings/finance (view-transactions): the numbers of the business rules. */
export async function getFinanceSettings() {
  const { data } = await apiClient.get('/api/admin/settings/finance');
  return financeSettingsSchema.parse(data);
}

/** PUT /api/admin/settings/finance (update-transactions): the saved settings. */
export async function updateFinanceSettings(body: FinanceSettings) {
  const { data } = await apiClient.put('/api/admin/settings/finance', body);
  return financeSettingsSchema.parse(data);
}
