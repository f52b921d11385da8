import type { Transfer } from 'shared-api/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { runLedgerStatement } from '../ledger/post-batch';
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
 * the transfer's id from its sequence, one ledger transaction sender → recipient, the transfer
 * row and both client logs; the answer is built from what it wrote, not reloaded. A sender short
 * of funds is 409 INSUFFICIENT_FUNDS. Its text is the same for every transfer, so it is prepared
 * once per connection and its plan reused. The benchmark times it.
 */
export async function bookTransfer(tx: Db, input: TransferBooking): Promise<Transfer> {
  const { senderId, amount, at } = input;
  const recipientId = input.recipient.id;
  // Two CTEs of the statement would move the same wallet; the route refuses this first.
  if (recipientId === senderId) throw new Error('a transfer to oneself reached the booking');
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

/**
 * The transfer as one statement of its own rather than through ledgerBatchCtes: the batch
 * writer's general legs (arrays, any accounts, many transactions) cost as much again as the
 * booking, and the wallets stay locked meanwhile (bench:money on PostgreSQL, 50 wallets, 8 in
 * flight: 45 % of the baseline through the writer, 59 % so). It keeps the writer's rules: both
 * GTC wallets locked in id order before a balance moves, the recipient's wallet created by its
 * first credit, the sender's going below zero fails the wallet CHECK, a sender without a wallet
 * is `short`; the same ledger transaction and entries (sender's leg first).
 */
export function transferStatement(input: TransferBooking): SQL {
  const { senderId, amount, at } = input;
  const recipientId = input.recipient.id;
  const sender = sql`${senderId}::int`;
  const recipient = sql`${recipientId}::int`;
  const time = sql`${at.toISOString()}::timestamptz`;
  const money = sql`${amount.toString()}::numeric`;
  return sql`with ids as (
      select nextval('transfers_id_seq')::int as id,
             nextval('ledger_transactions_id_seq')::int as tx_id
    ),
    locked as (
      select id, partner_id from ledger_accounts
      where partner_id in (${sender}, ${recipient}) and currency = 'GTC'
      order by id
      for no key update
    ),
    debited as (
      update ledger_accounts a set balance = a.balance - ${money}
      from locked l where a.id = l.id and l.partner_id = ${sender}
        and (select count(*) from locked) >= 0 -- every lock taken before the balance moves
      returning a.id
    ),
    credited as (
      insert into ledger_accounts as a (partner_id, currency, balance, created_at)
      select ${recipient}, 'GTC', ${money}, ${time} where (select count(*) from locked) >= 0
      on conflict (partner_id, currency) where partner_id is not null
      do update set balance = a.balance + excluded.balance
      returning a.id
    ),
    booked as (
      insert into ledger_transactions (id, kind, natural_key, partner_id, memo, details,
                                       created_by_kind, created_by_id, created_at)
      overriding system value
      -- The operations list shows each side the other partner as the counterparty.
      select tx_id, 'transfer', 'transfer:' || id, ${sender}, 'Transfer #' || id,
             jsonb_build_object('senderId', ${sender}, 'recipientId', ${recipient}, 'transferId', id),
             'partner', ${sender}, ${time}
      from ids
      returning id
    ),
    entries as (
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select i.tx_id, d.id, -${money}, ${time} from ids i, debited d
      union all
      select i.tx_id, c.id, ${money}, ${time} from ids i, credited c
      returning id
    ),
    transfer_row as (
      insert into transfers (id, sender_id, recipient_id, amount, transaction_id, created_at)
      overriding system value
      select i.id, ${sender}, ${recipient}, ${money}, b.id, ${time} from ids i, booked b
      returning id, transaction_id
    ),
    parties as (select id, login, partner_code from partners where id in (${sender}, ${recipient})),
    logs as (
      insert into client_logs (partner_id, action, details, impersonator_admin_id, ip, created_at)
      select ${sender}, 'transfer-sent',
             jsonb_build_object('transferId', i.id, 'amount', ${amount.toString()}::text, 'recipient', p.login),
             ${input.impersonatorAdminId}::int, ${input.ip}::text, ${time}
        from ids i, parties p where p.id = ${recipient}
      union all
      select ${recipient}, 'transfer-received',
             jsonb_build_object('transferId', i.id, 'amount', ${amount.toString()}::text, 'sender', p.login),
             null, null, ${time}
        from ids i, parties p where p.id = ${sender}
    )
    select r.id, r.transaction_id, s.login as sender_login, s.partner_code as sender_code,
           p.login as recipient_login, p.partner_code as recipient_code,
           (select count(*) from entries) < 2 as short
    from transfer_row r, parties s, parties p
    where s.id = ${sender} and p.id = ${recipient}`;
}

type BookedRow = {
  id: number;
  transaction_id: number;
  sender_login: string;
  sender_code: string;
  recipient_login: string;
  recipient_code: string;
};
