import type { Db } from '../db/types';
import { ledgerViolations } from './ledger-invariants';

/**
 * Fails with the list of broken ledger invariants (entries sum to zero per currency and per
 * transaction, cached balance = sum of entries, no partner wallet below zero, natural keys once,
 * accrual counters, active flags). Call it in `afterEach` of every money test file.
 */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  expect(await ledgerViolations(db)).toEqual([]);
}
