import { createServer, type Socket } from 'node:net';

export type TestSmtpOptions = {
  /** Withhold the greeting until `release`, as a stalled mail server does. */
  held?: boolean;
  /** Greet each connection this long after it opens (a slow server). */
  greetAfterMs?: number;
  /** Refuse a connection past this many open at once with 421, as mail providers do. */
  maxConnections?: number;
  /** The answer to each RCPT TO (default `250 ok`), e.g. a refusal of the recipient. */
  rcptReply?: string;
};

export type TestSmtp = {
  url: string;
  /** Resolves when a client has connected. */
  connected: Promise<void>;
  /** Greets the held clients (and every later one): the conversations go on. */
  release(): void;
  /** Each mail received: its recipients and its DATA. */
  received: { to: string[]; data: string }[];
  /** The most connections open at once. */
  peak(): number;
  close(): Promise<void>;
};

/** A minimal SMTP server on a free local port, for the mailers' tests (a real conversation). */
export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const { greetAfterMs = 0, maxConnections = Infinity, rcptReply = '250 ok' } = options;
  const received: TestSmtp['received'] = [];
  const sockets = new Set<Socket>();
  const waiting: Socket[] = [];
  let released = !options.held;
  let peak = 0;
  let onConnect: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => {
    onConnect = resolve;
  });

  const converse = (socket: Socket) => {
    socket.write('220 test.smtp ESMTP\r\n');
    let buffer = '';
    let to: string[] = [];
    let inData = false;
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push({ to, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test.smtp\r\n');
        else if (verb === 'RCPT') {
          if (rcptReply.startsWith('2')) to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write(`${rcptReply}\r\n`);
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  };
  const greet = (socket: Socket) => {
    if (greetAfterMs > 0) setTimeout(() => converse(socket), greetAfterMs);
    else converse(socket);
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    peak = Math.max(peak, sockets.size);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    onConnect();
    if (sockets.size > maxConnections) socket.end('421 too many connections\r\n');
    else if (released) greet(socket);
    else waiting.push(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    connected,
    received,
    peak: () => peak,
    release() {
      released = true;
      for (const socket of waiting.splice(0)) greet(socket);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
