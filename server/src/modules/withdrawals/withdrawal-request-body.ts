import { withdrawalRequestSchema } from 'shared-api/contract';
import { isPayableTronAddress } from '../chain/tron-address';

/**
 * The contract's withdrawal request with the USDT wallet's base58check added. The contract checks
 * only the shape (T and 33 base58 characters: it runs in the browser, which does not carry
 * sha256), so a one-character typo would pass and the reserve be paid to an address nobody holds;
 * the black-hole address and the USDT contract are refused as well (see isPayableTronAddress).
 * Refused as a validation error like the shape (422 `fields.wallet = 'invalidWallet'`), before
 * the operation runs: nothing is booked and the Idempotency-Key stays free for the corrected body.
 */
export const withdrawalRequestBodySchema = withdrawalRequestSchema.superRefine((body, ctx) => {
  if (body.currency === 'USDT' && !isPayableTronAddress(body.wallet)) {
    ctx.addIssue({ code: 'custom', path: ['wallet'], message: 'invalidWallet' });
  }
});
