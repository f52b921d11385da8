import { createServer, type Socket } from 'node:net';

export type HeldSmtp = {
  url: string;
  /** Resolves when a client has connected (and waits for the withheld greeting). */
  connected: Promise<void>;
  /** Greets the waiting clients (and every later one): the conversations go on. */
  release(): void;
  /** Each mail received: its recipients and its DATA. */
  received: { to: string[]; data: string }[];
  close(): Promise<void>;
};

/**
 * A minimal SMTP server on a free local port that withholds its greeting until `release`, as a
 * slow or stalled mail server does: what waits on it, waits visibly.
 */
export async function startHeldSmtp(): Promise<HeldSmtp> {
  const received: HeldSmtp['received'] = [];
  const sockets = new Set<Socket>();
  const waiting: Socket[] = [];
  let released = false;
  let onConnect: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => {
    onConnect = resolve;
  });

  const converse = (socket: Socket) => {
    socket.write('220 held.test ESMTP\r\n');
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
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 held.test\r\n');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    onConnect();
    if (released) converse(socket);
    else waiting.push(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    connected,
    received,
    release() {
      released = true;
      for (const socket of waiting.splice(0)) converse(socket);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
