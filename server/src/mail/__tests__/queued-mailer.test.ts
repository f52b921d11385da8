import { sql } from 'drizzle-orm';
import { FixedClock, MINUTE } from '../../clock';
import type { OpenDb } from '../../db/open-db';
import { mailQueue } from '../../db/schema';
import { queueDrained, queuedMails } from '../../testing/mail-queue';
import { openTestDb } from '../../testing/test-db';
import type { Mail, Mailer } from '../mailer';
import { QueuedMailer, type MailFailureReport, type QueuedMailerOptions } from '../queued-mailer';
import { MAIL_MAX_AGE_MS } from '../smtp-refusal';

const mail = (to: string): Mail => ({ to, subject: 's', text: 't', html: 'h', link: null });

/** A transport whose sends stay under way until the test settles them. */
function heldTransport() {
  const held: { mail: Mail; resolve(): void; reject(error: Error): void }[] = [];
  const transport: Mailer & { closed: boolean } = {
    closed: false,
    send: (m) =>
      new Promise<void>((resolve, reject) => {
        held.push({ mail: m, resolve, reject });
      }),
    close() {
      transport.closed = true;
      return Promise.resolve();
    },
    unsent: () => held.length,
  };
  return { transport, held };
}

/** An SMTP refusal as nodemailer gives it. */
const smtpError = (responseCode: number, command: string) =>
  Object.assign(new Error(`${responseCode} refused`), { responseCode, command });

const until = async (condition: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 500 && !(await condition()); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(await condition()).toBe(true);
};

const noPoll: QueuedMailerOptions = { maxAtOnce: 3, pollMs: 0, leaseMs: 5 * MINUTE };

let database: OpenDb;
let clock: FixedClock;
beforeAll(async () => {
  database = await openTestDb();
});
afterAll(() => database?.close());
beforeEach(async () => {
  clock = new FixedClock();
  await database.db.delete(mailQueue);
});

describe('QueuedMailer', () => {
  it('accepts a mail once it is queued, before the transport has sent it, and deletes it once sent', async () => {
    const { transport, held } = heldTransport();
    const mailer = new QueuedMailer(database.db, clock, transport, jest.fn(), noPoll);
    await mailer.send(mail('a@b.c'));
    expect((await queuedMails(database.db)).map((r) => r.to)).toEqual(['a@b.c']);
    await until(() => held.length === 1);
    expect(mailer.unsent()).toBe(1);
    held[0]?.resolve();
    await queueDrained(database.db);
    await mailer.close();
    expect(transport.closed).toBe(true);
  });

  it('keeps a mail the server could not take and sends it after the wait', async () => {
    const { transport, held } = heldTransport();
    const report = jest.fn();
    const mailer = new QueuedMailer(database.db, clock, transport, report, noPoll);
    await mailer.send(mail('a@b.c'));
    await until(() => held.length === 1);
    const busy = smtpError(421, 'CONN');
    held[0]?.reject(busy);
    await until(() => report.mock.calls.length === 1);
    expect(report).toHaveBeenCalledWith(busy, mail('a@b.c'), 'retry');
    const [row] = await queuedMails(database.db);
    expect(row).toMatchObject({
      attempts: 1,
      claimedUntil: null,
      nextAttemptAt: new Date(clock.now().getTime() + MINUTE),
      lastError: expect.stringContaining('421'),
    });

    mailer.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held).toHaveLength(1); // not due yet
    clock.advance(MINUTE);
    mailer.wake();
    await until(() => held.length === 2);
    held[1]?.resolve();
    await queueDrained(database.db);
    await mailer.close();
  });

  it('gives up at once a recipient the server refuses for good, and a mail a day old', async () => {
    const { transport, held } = heldTransport();
    const report = jest.fn();
    const mailer = new QueuedMailer(database.db, clock, transport, report, noPoll);
    await mailer.send(mail('nobody@b.c'));
    await until(() => held.length === 1);
    held[0]?.reject(smtpError(550, 'RCPT TO'));
    await queueDrained(database.db);
    expect(report).toHaveBeenLastCalledWith(expect.anything(), mail('nobody@b.c'), 'dropped');

    await mailer.send(mail('late@b.c'));
    await until(() => held.length === 2);
    clock.advance(MAIL_MAX_AGE_MS);
    held[1]?.reject(smtpError(421, 'CONN'));
    await queueDrained(database.db);
    expect(report).toHaveBeenLastCalledWith(expect.anything(), mail('late@b.c'), 'dropped');
    await mailer.close();
  });

  it('reports a sent mail whose row it could not delete (sent again once its claim lapses)', async () => {
    const { transport, held } = heldTransport();
    const report = jest.fn<void, Parameters<MailFailureReport>>();
    const mailer = new QueuedMailer(database.db, clock, transport, report, noPoll);
    await mailer.send(mail('a@b.c'));
    await until(() => held.length === 1);
    await database.db.execute(sql`alter table mail_queue rename to mail_queue_away`);
    try {
      held[0]?.resolve();
      // The failed delete, then the claim its wake makes: both told, neither thrown.
      await until(() => report.mock.calls.length === 2);
      expect(report.mock.calls.map(([, m, outcome]) => [m, outcome])).toEqual([
        [null, 'retry'],
        [null, 'retry'],
      ]);
    } finally {
      await database.db.execute(sql`alter table mail_queue_away rename to mail_queue`);
    }
    await mailer.close();
  });

  it('sends at most maxAtOnce at a time, oldest first', async () => {
    const { transport, held } = heldTransport();
    const mailer = new QueuedMailer(database.db, clock, transport, jest.fn(), noPoll);
    for (const to of ['1@b.c', '2@b.c', '3@b.c', '4@b.c', '5@b.c']) await mailer.send(mail(to));
    await until(() => held.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(held.map((h) => h.mail.to)).toEqual(['1@b.c', '2@b.c', '3@b.c']);
    held[0]?.resolve();
    await until(() => held.length === 4);
    for (const h of held.slice(1)) h.resolve();
    await until(() => held.length === 5);
    held[4]?.resolve();
    await queueDrained(database.db);
    await mailer.close();
  });

  it('loses nothing to a shutdown: what is queued goes out from the next start', async () => {
    const first = heldTransport();
    const stopped = new QueuedMailer(database.db, clock, first.transport, jest.fn(), {
      ...noPoll,
      maxAtOnce: 1,
    });
    await stopped.send(mail('under-way@b.c'));
    await until(() => first.held.length === 1);
    await stopped.send(mail('queued@b.c'));
    let closed = false;
    const closing = stopped.close().then(() => {
      closed = true;
    });
    // A job finishing during the shutdown may still hand over a mail: it is queued, not sent.
    await stopped.send(mail('late@b.c'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    first.held[0]?.resolve();
    await closing;
    expect(first.held).toHaveLength(1);
    expect((await queuedMails(database.db)).map((r) => r.to)).toEqual(['queued@b.c', 'late@b.c']);

    const next = heldTransport();
    const restarted = new QueuedMailer(database.db, clock, next.transport, jest.fn(), noPoll);
    restarted.wake();
    await until(() => next.held.length === 2);
    for (const h of next.held) h.resolve();
    await queueDrained(database.db);
    await restarted.close();
  });

  it('leaves a mail a dead sender claimed until its claim lapses, then sends it once', async () => {
    // The lease runs on the database's clock (real time): a short one, to see it lapse.
    const shortLease = { ...noPoll, leaseMs: 300 };
    const dead = heldTransport();
    const crashed = new QueuedMailer(database.db, clock, dead.transport, jest.fn(), shortLease);
    await crashed.send(mail('a@b.c'));
    await until(() => dead.held.length === 1); // never settled: the process "died" here

    const other = heldTransport();
    const survivor = new QueuedMailer(database.db, clock, other.transport, jest.fn(), shortLease);
    survivor.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(other.held).toHaveLength(0);
    await until(() => {
      survivor.wake();
      return other.held.length === 1;
    });
    other.held[0]?.resolve();
    await queueDrained(database.db);
    await survivor.close();
  });

  it('leaves alone a mail another sender claimed after its own claim lapsed', async () => {
    const shortLease = { ...noPoll, leaseMs: 300 };
    const slow = heldTransport();
    const late = new QueuedMailer(database.db, clock, slow.transport, jest.fn(), shortLease);
    await late.send(mail('a@b.c'));
    await until(() => slow.held.length === 1); // stuck past its lease
    const other = heldTransport();
    const next = new QueuedMailer(database.db, clock, other.transport, jest.fn(), shortLease);
    await until(() => {
      next.wake();
      return other.held.length === 1;
    });
    // The late sender's failure must not release the row under the other sender's claim.
    slow.held[0]?.reject(smtpError(421, 'DATA'));
    await until(() => late.unsent() === 0);
    const [row] = await queuedMails(database.db);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row?.claimedUntil).not.toBeNull();
    other.held[0]?.resolve();
    await queueDrained(database.db);
    await Promise.all([late.close(), next.close()]);
  });

  it('takes no mail another sender is sending, whatever its own clock says', async () => {
    const behind = heldTransport();
    const sending = new QueuedMailer(database.db, clock, behind.transport, jest.fn(), noPoll);
    await sending.send(mail('a@b.c'));
    await until(() => behind.held.length === 1);

    // An instance whose clock runs a lease and more ahead (a host whose time drifted).
    const ahead = heldTransport();
    const skewed = new FixedClock(new Date(clock.now().getTime() + 2 * noPoll.leaseMs));
    const other = new QueuedMailer(database.db, skewed, ahead.transport, jest.fn(), noPoll);
    other.wake();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ahead.held).toHaveLength(0);

    behind.held[0]?.resolve();
    await queueDrained(database.db);
    await Promise.all([sending.close(), other.close()]);
  });

  it('shares the queue between instances: each mail goes out once', async () => {
    const a = heldTransport();
    const b = heldTransport();
    const one = new QueuedMailer(database.db, clock, a.transport, jest.fn(), noPoll);
    const two = new QueuedMailer(database.db, clock, b.transport, jest.fn(), noPoll);
    for (let i = 0; i < 12; i += 1) await (i % 2 ? one : two).send(mail(`${i}@b.c`));
    const settle = async () => {
      for (const h of [...a.held, ...b.held]) h.resolve();
    };
    await until(async () => {
      await settle();
      return (await queuedMails(database.db)).length === 0;
    });
    const sent = [...a.held, ...b.held].map((h) => h.mail.to).sort();
    expect(sent).toEqual(Array.from({ length: 12 }, (_, i) => `${i}@b.c`).sort());
    await Promise.all([one.close(), two.close()]);
  });
});
