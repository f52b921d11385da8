import { transferRequestSchema, transferSchema, type Transfer } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import { clientOf, type ClientPrincipal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { access } from '../../http/access';
import { errorResponses } from '../../http/error-responses';
import type { ZodApp } from '../../http/zod-app';
import { belowMinimum } from '../finance/money-errors';
import { readFinanceSettings } from '../settings/finance-settings';
import { clientSubject } from '../two-factor/subject';
import { twoFactorRequired } from '../two-factor/two-factor-errors';
import { isTwoFactorEnabled } from '../two-factor/two-factor-state';
import { idempotentRequestWithCode } from '../two-factor/idempotent-with-code';
import { requireTwoFactorCode } from '../two-factor/verify-code';
import { bookTransfer } from './book-transfer';
import { findRecipient, recipientRefused } from './find-recipient';

/**
 * POST /api/client/transfers (Idempotency-Key): GTC from the signed-in partner to another one
 * in one ledger transaction. Checks in the contract's order; the 2FA code is checked (and spent)
 * last before the booking, inside the same database transaction.
 */
export function sendTransferRoute(app: ZodApp, deps: AppDeps): void {
  app.post(
    '/api/client/transfers',
    {
      schema: {
        tags: ['transfers'],
        body: transferRequestSchema,
        response: { 201: transferSchema, ...errorResponses(400, 401, 409, 422, 429) },
      },
      config: { access: access.client },
    },
    async (request, reply) => {
      const client = clientOf(request);
      const subject = clientSubject(client.partnerId);
      const result = await idempotentRequestWithCode(
        deps,
        request,
        subject,
        request.body.code,
        (tx) => sendTransfer(tx, deps, client, { ...request.body, ip: request.ip }),
        201,
      );
      return reply.code(result.statusCode).send(result.body);
    },
  );
}

async function sendTransfer(
  tx: Db,
  deps: AppDeps,
  client: ClientPrincipal,
  input: { amount: string; recipient: string; code: string; ip: string },
): Promise<Transfer> {
  const now = deps.clock.now();
  const senderId = client.partnerId;
  const subject = clientSubject(senderId);
  if (!(await isTwoFactorEnabled(tx, subject))) throw twoFactorRequired();
  const recipient = await findRecipient(tx, input.recipient, { lock: true });
  if (!recipient) throw recipientRefused('recipient', 'unknownPartner');
  if (recipient.id === senderId) throw recipientRefused('recipient', 'selfTransfer');
  const amount = BigInt(input.amount);
  const minimum = BigInt((await readFinanceSettings(tx)).transfer.minAmount);
  if (amount < minimum) throw belowMinimum('minTransfer', minimum, 'GTC');
  await requireTwoFactorCode(tx, deps, subject, input.code, input.ip);

  return bookTransfer(tx, {
    senderId,
    recipient,
    amount,
    at: now,
    impersonatorAdminId: client.impersonatorAdminId,
    ip: input.ip,
  });
}
