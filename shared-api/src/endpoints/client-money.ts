import type { z } from 'zod';
import {
  depositInfoSchema,
  depositPageSchema,
  depositSchema,
  earningsCalendarSchema,
  IDEMPOTENCY_HEADER,
  operationPageSchema,
  packageCatalogueSchema,
  partnerPackageListSchema,
  partnerPackageSchema,
  transferPageSchema,
  transferSchema,
  walletSchema,
  withdrawalInfoSchema,
  withdrawalPageSchema,
  withdrawalSchema,
  type depositQuerySchema,
  type Deposit,
  type DepositInfo,
  type DepositRequest,
  type EarningsCalendarDay,
  type InvestmentPackage,
  type OperationQuery,
  type PackagePurchase,
  type PackageUpgrade,
  type PartnerPackage,
  type Transfer,
  type transferQuerySchema,
  type TransferRequest,
  type Wallet,
  type Withdrawal,
  type WithdrawalInfo,
  type withdrawalQuerySchema,
  type WithdrawalRequest,
} from '../contract';
import { apiClient } from '../http/api-client';

// The partner's money routes (contract: wallet, packages, deposits, transfers, withdrawals).
// Refusals come back as axios errors; `toApiError` reads their code, fields and params.

/** A client list's query: the admin-only `partnerId` filter is not the partner's to set. */
type ClientQuery<S extends z.ZodType> = Partial<Omit<z.infer<S>, 'partnerId'>>;

/**
 * A fresh `Idempotency-Key`. `crypto.randomUUID` exists only in secure contexts (https,
 * localhost); elsewhere a version-4 UUID is built from `getRandomValues`, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The header of a money-moving POST: a retry with the same key returns the first result. */
const idempotent = (idempotencyKey: string) => ({
  headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
});

/** GET /api/client/wallet: GTC, USDT and the GTC reserved by pending withdrawals. */
export async function fetchWallet(): Promise<Wallet> {
  const { data } = await apiClient.get('/api/client/wallet');
  return walletSchema.parse(data);
}

/** GET /api/client/operations: newest first, filtered by type and period (ISO days). */
export async function listOperations(query: Partial<OperationQuery>) {
  const { data } = await apiClient.get('/api/client/operations', { params: query });
  return operationPageSchema.parse(data);
}

/** GET /api/client/packages: the active packages of the catalogue. */
export async function fetchPackageCatalogue(): Promise<InvestmentPackage[]> {
  const { data } = await apiClient.get('/api/client/packages');
  return packageCatalogueSchema.parse(data).items;
}

/** POST /api/client/packages/purchase: debits the GTC wallet; answers the package bought. */
export async function purchasePackage(
  body: PackagePurchase,
  idempotencyKey: string,
): Promise<PartnerPackage> {
  const { data } = await apiClient.post(
    '/api/client/packages/purchase',
    body,
    idempotent(idempotencyKey),
  );
  return partnerPackageSchema.parse(data);
}

/** POST /api/client/packages/upgrade: for the price difference; answers the upgraded package. */
export async function upgradePackage(
  body: PackageUpgrade,
  idempotencyKey: string,
): Promise<PartnerPackage> {
  const { data } = await apiClient.post(
    '/api/client/packages/upgrade',
    body,
    idempotent(idempotencyKey),
  );
  return partnerPackageSchema.parse(data);
}

/** GET /api/client/my-packages: every package the partner holds (active, finished, upgraded). */
export async function fetchMyPackages(): Promise<PartnerPackage[]> {
  const { data } = await apiClient.get('/api/client/my-packages');
  return partnerPackageListSchema.parse(data).items;
}

/** GET /api/client/my-packages/calendar: paid and future accruals, at most 100 days. */
export async function fetchEarningsCalendar(query: {
  from: string;
  to: string;
}): Promise<EarningsCalendarDay[]> {
  const { data } = await apiClient.get('/api/client/my-packages/calendar', { params: query });
  return earningsCalendarSchema.parse(data).items;
}

/** GET /api/client/deposits/info: wallet, network, minimum, fee, rate, timer and processing. */
export async function fetchDepositInfo(): Promise<DepositInfo> {
  const { data } = await apiClient.get('/api/client/deposits/info');
  return depositInfoSchema.parse(data);
}

/** POST /api/client/deposits: a top-up request awaiting payment (422 amount 'minDeposit'). */
export async function createDeposit(
  body: DepositRequest,
  idempotencyKey: string,
): Promise<Deposit> {
  const { data } = await apiClient.post('/api/client/deposits', body, idempotent(idempotencyKey));
  return depositSchema.parse(data);
}

/** POST /api/client/deposits/{id}/paid ("I have paid"): awaiting-payment → pending. */
export async function markDepositPaid(id: number, body: { txHash?: string }): Promise<Deposit> {
  const { data } = await apiClient.post(`/api/client/deposits/${id}/paid`, body);
  return depositSchema.parse(data);
}

/** GET /api/client/deposits: the partner's top-up requests, newest first. */
export async function listDeposits(query: ClientQuery<typeof depositQuerySchema>) {
  const { data } = await apiClient.get('/api/client/deposits', { params: query });
  return depositPageSchema.parse(data);
}

/** POST /api/client/transfers: GTC to another partner, with a 2FA code. */
export async function createTransfer(
  body: TransferRequest,
  idempotencyKey: string,
): Promise<Transfer> {
  const { data } = await apiClient.post('/api/client/transfers', body, idempotent(idempotencyKey));
  return transferSchema.parse(data);
}

/** GET /api/client/transfers: sent and received, each with its `direction`. */
export async function listTransfers(query: ClientQuery<typeof transferQuerySchema>) {
  const { data } = await apiClient.get('/api/client/transfers', { params: query });
  return transferPageSchema.parse(data);
}

/** GET /api/client/withdrawals/info: window, minimum, fees, today's limit, 2FA, server time. */
export async function fetchWithdrawalInfo(): Promise<WithdrawalInfo> {
  const { data } = await apiClient.get('/api/client/withdrawals/info');
  return withdrawalInfoSchema.parse(data);
}

/** POST /api/client/withdrawals: reserves the GTC amount at once; answers the request. */
export async function createWithdrawal(
  body: WithdrawalRequest,
  idempotencyKey: string,
): Promise<Withdrawal> {
  const { data } = await apiClient.post(
    '/api/client/withdrawals',
    body,
    idempotent(idempotencyKey),
  );
  return withdrawalSchema.parse(data);
}

/** POST /api/client/withdrawals/{id}/cancel (no body): pending → cancelled, reserve returned. */
export async function cancelWithdrawal(id: number, idempotencyKey: string): Promise<Withdrawal> {
  const { data } = await apiClient.post(
    `/api/client/withdrawals/${id}/cancel`,
    undefined,
    idempotent(idempotencyKey),
  );
  return withdrawalSchema.parse(data);
}

/** GET /api/client/withdrawals: the partner's requests, newest first. */
export async function listWithdrawals(query: ClientQuery<typeof withdrawalQuerySchema>) {
  const { data } = await apiClient.get('/api/client/withdrawals', { params: query });
  return withdrawalPageSchema.parse(data);
}
