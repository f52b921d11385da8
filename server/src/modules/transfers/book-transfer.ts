import type { Transfer } from 'shared-api/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { ledgerBatchCtes, runLedgerStatement } from '../ledger/post-batch';
import { toTransfer } from './transfer-view';

export type TransferBooking = {
  senderId: number;
  recipient: { id: number };
  amount: bigint;
  at: Date;
  impersonatorAdminId: number | null;
  ip: string | null;
};

/**
 * Books a checked transfer (the route has checked 2FA, recipient and minimum) in one statement:
 * the transfer's id from its sequence, one ledger transaction sender → recipient (postBatch's
 * CTEs: wallets locked in id order, a sender short of funds is 409 INSUFFICIENT_FUNDS), the
 * transfer row and both client logs; the answer is built from what it wrote, not reloaded.
 * Its text is the same for every transfer, so its plan is reused (prepared on PGlite, where
 * planning it costs more than running it). The benchmark times it.
 */
export async function bookTransfer(tx: Db, input: TransferBooking): Promise<Transfer> {
  const { senderId, amount, at } = input;
  const recipientId = input.recipient.id;
  const [row] = await runLedgerStatement<BookedRow>(
    tx,
    transferStatement(input),
    'amount',
    'book_transfer',
  );
  if (!row) throw new Error('the transfer booked no row');
  return toTransfer(
    {
      transfer: {
        id: row.id,
        senderId,
        recipientId,
        amount,
        transactionId: row.transaction_id,
        createdAt: at,
      },
      sender: { id: senderId, login: row.sender_login, partnerCode: row.sender_code },
      recipient: { id: recipientId, login: row.recipient_login, partnerCode: row.recipient_code },
    },
    senderId,
  );
}

export function transferStatement(input: TransferBooking): SQL {
  const { senderId, amount, at } = input;
  const recipientId = input.recipient.id;
  const time = sql`${at.toISOString()}::timestamptz`;
  const money = sql`${amount.toString()}::numeric`;
  // The operations list shows each side the other partner as the counterparty.
  const source = sql`select 'transfer'::text as kind, 'transfer:' || t.id as natural_key,
      ${senderId}::int as partner_id, 'Transfer #' || t.id as memo,
      jsonb_build_object('senderId', ${senderId}::int, 'recipientId', ${recipientId}::int,
                         'transferId', t.id) as details,
      null::int as reverses_id, 'partner'::text as created_by_kind,
      ${senderId}::int as created_by_id, array[null, null]::int[] as leg_accounts,
      array[${senderId}::int, ${recipientId}::int] as leg_partners,
      array['GTC', 'GTC']::text[] as leg_currencies, array[-${money}, ${money}] as leg_amounts
    from transfer t`;
  return sql`with transfer as (select nextval('transfers_id_seq')::int as id),
    ${ledgerBatchCtes(source, at)},
    transfer_row as (
      insert into transfers (id, sender_id, recipient_id, amount, transaction_id, created_at)
      overriding system value
      select t.id, ${senderId}::int, ${recipientId}::int, ${money}, b.id, ${time} from transfer t, batch_txs b
      returning id, transaction_id
    ),
    parties as (select id, login, partner_code from partners where id in (${senderId}::int, ${recipientId}::int)),
    logs as (
      insert into client_logs (partner_id, action, details, impersonator_admin_id, ip, created_at)
      select ${senderId}::int, 'transfer-sent',
             jsonb_build_object('transferId', t.id, 'amount', ${amount.toString()}::text, 'recipient', p.login),
             ${input.impersonatorAdminId}::int, ${input.ip}::text, ${time}
        from transfer t, parties p where p.id = ${recipientId}::int
      union all
      select ${recipientId}::int, 'transfer-received',
             jsonb_build_object('transferId', t.id, 'amount', ${amount.toString()}::text, 'sender', p.login),
             null, null, ${time}
        from transfer t, parties p where p.id = ${senderId}::int
    )
    select r.id, r.transaction_id, s.login as sender_login, s.partner_code as sender_code,
           p.login as recipient_login, p.partner_code as recipient_code,
           (select short from batch_short) as short
    from transfer_row r, parties s, parties p
    where s.id = ${senderId}::int and p.id = ${recipientId}::int`;
}

type BookedRow = {
  id: number;
  transaction_id: number;
  sender_login: string;
  sender_code: string;
  recipient_login: string;
  recipient_code: string;
};
