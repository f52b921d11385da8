import { connect } from 'node:net';
import { errorBodyProblem } from './error-body-problem';

/** What came back on the socket: an answer, the connection closed with none, or nothing at all. */
export type RawReply =
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: string }
  | { kind: 'closed' }
  | { kind: 'hang' };

/** One piece of a request: bytes to write, or a pause (ms) before the next piece. */
export type RawPiece = string | Buffer | { pauseMs: number };

export type RawOptions = {
  /** No answer and no close within this many ms is a hang. */
  timeoutMs?: number;
  /** Half-close the socket after the last piece (a client that gives up sending). */
  endAfter?: boolean;
};

/**
 * Writes `pieces` to a fresh TCP connection to 127.0.0.1:`port` and reads the first answer (its
 * head, then Content-Length bytes or chunks up to the last one). Nothing is normalised on the
 * way: the bytes are the request, as a hostile client could send them.
 */
export function rawRequest(
  port: number,
  pieces: RawPiece | RawPiece[],
  options: RawOptions = {},
): Promise<RawReply> {
  const list = Array.isArray(pieces) ? pieces : [pieces];
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let done = false;
    const finish = (reply: RawReply) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(reply);
    };
    const timer = setTimeout(() => finish({ kind: 'hang' }), options.timeoutMs ?? 5000);
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const reply = parseAnswer(received, false);
      if (reply) finish(reply);
    });
    socket.on('close', () => finish(parseAnswer(received, true) ?? { kind: 'closed' }));
    socket.on('connect', () => {
      void (async () => {
        for (const piece of list) {
          if (socket.destroyed) return;
          if (typeof piece === 'object' && 'pauseMs' in piece) {
            await new Promise((r) => setTimeout(r, piece.pauseMs));
          } else {
            socket.write(piece);
          }
        }
        if (options.endAfter && !socket.destroyed) socket.end();
      })();
    });
  });
}

/** The first complete answer in `bytes` (skipping 1xx), or null while it is still arriving. */
function parseAnswer(bytes: Buffer, closed: boolean): RawReply | null {
  let rest = bytes;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const head = rest.subarray(0, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')?.[1]);
    const headers: Record<string, string> = {};
    for (const line of head.slice(1)) {
      const colon = line.indexOf(':');
      if (colon > 0)
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const bodyBytes = rest.subarray(end + 4);
    if (status >= 100 && status < 200) {
      rest = bodyBytes;
      continue;
    }
    const length = headers['content-length'];
    if (length !== undefined) {
      if (bodyBytes.length < Number(length))
        return closed ? answer(status, headers, bodyBytes) : null;
      return answer(status, headers, bodyBytes.subarray(0, Number(length)));
    }
    if (headers['transfer-encoding']?.includes('chunked')) {
      const body = dechunk(bodyBytes);
      if (body) return answer(status, headers, body);
      return closed ? answer(status, headers, bodyBytes) : null;
    }
    return closed ? answer(status, headers, bodyBytes) : null;
  }
}

function answer(status: number, headers: Record<string, string>, body: Buffer): RawReply {
  return { kind: 'answer', status, headers, body: body.toString('utf8') };
}

/** The body of a complete chunked stream, or null while its last chunk has not arrived. */
function dechunk(bytes: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = bytes.indexOf('\r\n', at);
    if (eol < 0) return null;
    const size = parseInt(bytes.subarray(at, eol).toString('latin1'), 16);
    if (Number.isNaN(size)) return null;
    if (size === 0) return Buffer.concat(parts);
    if (bytes.length < eol + 2 + size + 2) return null;
    parts.push(bytes.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

/**
 * What is wrong with a reply by the API's rules, or null: no hang, no 5xx, and a 4xx carries the
 * contract's error body whose code is of the catalogue and whose field messages the UI
 * translates (MESSAGE_CODES). A closed connection with no answer is allowed only when `mayClose`
 * (the client broke off its own request).
 */
export function replyProblem(reply: RawReply, mayClose = false): string | null {
  if (reply.kind === 'hang') return 'no answer and no close';
  if (reply.kind === 'closed') return mayClose ? null : 'closed with no answer';
  if (reply.status >= 500) return `${reply.status} ${reply.body.slice(0, 200)}`;
  if (reply.status < 400) return null;
  return errorBodyProblem(reply.status, reply.body);
}
