import { REVERSIBLE_KINDS, type LedgerTransaction } from 'shared-api';

/** Why a transaction cannot be reversed, or null when it can. */
export function reversalBlock(tx: LedgerTransaction): 'kind' | 'reversed' | null {
  if (!(REVERSIBLE_KINDS as readonly string[]).includes(tx.kind)) return 'kind';
  return tx.reversedBy === null ? null : 'reversed';
}
