import { BackgroundMailer } from '../background-mailer';
import type { Mail, Mailer } from '../mailer';

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

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BackgroundMailer', () => {
  it('accepts a mail before its transport has sent it', async () => {
    const { transport, held } = heldTransport();
    const mailer = new BackgroundMailer(transport, jest.fn());
    await mailer.send(mail('a@b.c'));
    await tick();
    expect(held.map((h) => h.mail.to)).toEqual(['a@b.c']);
  });

  it('reports a refused mail instead of rejecting', async () => {
    const { transport, held } = heldTransport();
    const report = jest.fn();
    const mailer = new BackgroundMailer(transport, report);
    await mailer.send(mail('a@b.c'));
    await tick();
    const refusal = new Error('550 mailbox unavailable');
    held[0]?.reject(refusal);
    await mailer.close();
    expect(report).toHaveBeenCalledWith(refusal, mail('a@b.c'));
  });

  it('reports a transport that throws before it returns a promise', async () => {
    const report = jest.fn();
    const throwing: Mailer = {
      send: () => {
        throw new Error('bad address');
      },
      close: () => Promise.resolve(),
      unsent: () => 0,
    };
    const mailer = new BackgroundMailer(throwing, report);
    await expect(mailer.send(mail('a@b.c'))).resolves.toBeUndefined();
    await mailer.close();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('closes the transport only after every mail under way, a later one included', async () => {
    const { transport, held } = heldTransport();
    const mailer = new BackgroundMailer(transport, jest.fn());
    await mailer.send(mail('first@b.c'));
    let closed = false;
    const closing = mailer.close().then(() => {
      closed = true;
    });
    await tick();
    // A job finishing during the shutdown may still hand over a mail.
    await mailer.send(mail('second@b.c'));
    await tick();
    expect(mailer.unsent()).toBe(2);
    held[0]?.resolve();
    await tick();
    expect(mailer.unsent()).toBe(1);
    expect(closed).toBe(false);
    expect(transport.closed).toBe(false);
    held[1]?.resolve();
    await closing;
    expect([transport.closed, mailer.unsent()]).toEqual([true, 0]);
  });
});
