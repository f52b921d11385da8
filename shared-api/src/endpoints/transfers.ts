import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  recipientSchema,
  transferPageSchema,
  transferQuerySchema,
  transferSchema,
  type Transfer,
  type TransferRequest,
} from '../contract';
import { apiClient } from '../http/api-client';
import { invalidating } from '../query/invalidating';
import { idempotent } from '../idempotency/idempotency-key';

// GTC transfers between partners (server: modules/transfers).

/** A client list's query: the admin-only `partnerId` filter is not the partner's to set. */
type ClientQuery<S extends z.ZodType> = Partial<Omit<z.infer<S>, 'partnerId'>>;

type QueryOf<S extends z.ZodType> = Partial<z.infer<S>>;

/** POST /api/client/transfers: GTC to another partner, with a 2FA code. */
export async function createTransfer(
  body: TransferRequest,
  idempotencyKey: string,
): Promise<Transfer> {
  const { data } = await apiClient.post<unknown>(
    '/api/client/transfers',
    body,
    idempotent(idempotencyKey),
  );
  return transferSchema.parse(data);
}

/** GET /api/client/transfers/recipient: who a transfer to this partner ID would reach. */
export async function getRecipient(id: string) {
  const { data } = await apiClient.get<unknown>('/api/client/transfers/recipient', {
    params: { id },
  });
  return recipientSchema.parse(data);
}

/** GET /api/client/transfers: sent and received, each with its `direction`. */
export async function listTransfers(query: ClientQuery<typeof transferQuerySchema>) {
  const { data } = await apiClient.get<unknown>('/api/client/transfers', { params: query });
  return transferPageSchema.parse(data);
}

/** GET /api/admin/transfers (view-transactions): by partner (either side) and period. */
export async function listAdminTransfers(query: QueryOf<typeof transferQuerySchema>) {
  const { data } = await apiClient.get<unknown>('/api/admin/transfers', { params: query });
  return transferPageSchema.parse(data);
}

/** GET /api/admin/transfers/{id} (view-transactions). */
export async function getAdminTransfer(id: number) {
  const { data } = await apiClient.get<unknown>(`/api/admin/transfers/${id}`);
  return transferSchema.parse(data);
}

// --- Queries and mutations (TanStack Query) ---------------------------------------------------

export const transfersKey = ['transfers'] as const;

export const transfersQueryOptions = (query: ClientQuery<typeof transferQuerySchema>) =>
  queryOptions({ queryKey: [...transfersKey, 'list', query], queryFn: () => listTransfers(query) });

/** The recipient preview of the transfer form; a refusal is an answer, not worth a retry. */
export const recipientQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...transfersKey, 'recipient', id],
    queryFn: () => getRecipient(id),
    retry: false,
    staleTime: 60_000,
  });

export const adminTransfersQueryOptions = (query: QueryOf<typeof transferQuerySchema>) =>
  queryOptions({
    queryKey: [...transfersKey, 'admin', 'list', query],
    queryFn: () => listAdminTransfers(query),
  });

export const adminTransferQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...transfersKey, 'admin', id], queryFn: () => getAdminTransfer(id) });

/** A transfer moves GTC: balances (wallet, header), operations and the dashboard change. */
export const createTransferMutationOptions = () =>
  mutationOptions({
    mutationFn: (v: { body: TransferRequest; idempotencyKey: string }) =>
      createTransfer(v.body, v.idempotencyKey),
    onSuccess: invalidating(transfersKey, ['operations'], ['network'], ['partners']),
  });
