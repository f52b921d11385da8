import { createServer, type Socket } from 'node:net';
import { FixedClock } from '../../clock';
import type { Db } from '../../db/types';
import { testConfig } from '../../testing/test-config';
import { createMailer } from '../create-mailer';
import type { Mail } from '../mailer';

/**
 * A mail server that answers each connection after `delayMs` and counts the connections open at
 * once; past `maxConnections` it refuses a connection with 421, as mail providers do.
 */
async function countingSmtp(delayMs: number, maxConnections: number) {
  const open = new Set<Socket>();
  let peak = 0;
  let delivered = 0;
  const server = createServer((socket) => {
    open.add(socket);
    peak = Math.max(peak, open.size);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
    if (open.size > maxConnections) {
      socket.end('421 too many connections\r\n');
      return;
    }
    setTimeout(() => {
      socket.write('220 burst.test ESMTP\r\n');
      let buffer = '';
      let inData = false;
      socket.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end < 0) return;
            buffer = buffer.slice(end + 5);
            inData = false;
            delivered += 1;
            socket.write('250 queued\r\n');
            continue;
          }
          const eol = buffer.indexOf('\r\n');
          if (eol < 0) return;
          const verb = buffer.slice(0, 4).toUpperCase();
          buffer = buffer.slice(eol + 2);
          if (verb === 'DATA') {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    peak: () => peak,
    delivered: () => delivered,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const mail = (i: number): Mail => ({
  to: `p${i}@burst.test`,
  subject: 's',
  text: 't',
  html: 'h',
  link: null,
});

// A burst of mails (the deposit watcher crediting a batch, a flood of forgot-password posts) is
// handed over at once now that SMTP runs in the background: it must not open one connection per
// mail at the same time, or a provider's per-client connection limit refuses and loses them.
it('sends a burst of background mails over a bounded number of connections, losing none', async () => {
  const smtp = await countingSmtp(50, 5);
  const report = jest.fn();
  const config = testConfig({ mail: { smtpUrl: smtp.url, from: 'platform@burst.test' } });
  const mailer = createMailer(config, {} as Db, new FixedClock(), { report });
  try {
    for (let i = 0; i < 20; i += 1) await mailer.send(mail(i));
    await mailer.close();
    expect(report).not.toHaveBeenCalled();
    expect(smtp.delivered()).toBe(20);
    expect(smtp.peak()).toBeLessThanOrEqual(5);
  } finally {
    await smtp.close();
  }
});
