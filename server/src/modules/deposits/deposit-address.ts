import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { chainWatchOn, readChainSettings, shareChainSettings } from '../chain/chain-settings';
import { deriveTronAddress } from '../chain/tron-address';
import { queryRows } from '../ledger/sql-rows';

/**
 * The address a new request is paid to: with the chain watcher on, a fresh one derived from the
 * xpub at the next index of a sequence (never reused, unique per request); otherwise the
 * single platform wallet of the finance settings, confirmed by an admin. Read under the chain
 * key's shared lock: an xpub save under way is waited for, not shown to the partner as it leaves.
 */
export async function depositAddress(
  tx: Db,
  platformWallet: string,
): Promise<{ walletAddress: string; addressIndex: number | null }> {
  await shareChainSettings(tx);
  const chain = await readChainSettings(tx);
  if (!chainWatchOn(chain)) return { walletAddress: platformWallet, addressIndex: null };
  const [row] = await queryRows<{ index: number | string }>(
    tx,
    sql`select nextval('deposit_address_index_seq')::int as index`,
  );
  const addressIndex = Number(row?.index);
  if (!Number.isSafeInteger(addressIndex)) throw new Error('no deposit address index');
  return { walletAddress: deriveTronAddress(chain.xpub, addressIndex), addressIndex };
}
