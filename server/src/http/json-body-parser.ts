import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** Throws on bytes that are not UTF-8 (a leading BOM is dropped, as JSON allows). */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Charsets whose bytes are UTF-8 as they stand. */
const UTF8_CHARSETS = new Set(['utf-8', 'utf8', 'us-ascii']);

/**
 * JSON bodies are UTF-8 (RFC 8259 §8.1) and are read as nothing else. Fastify's own parser
 * decodes any bytes as UTF-8, whatever charset the Content-Type names, and turns what is not
 * UTF-8 into U+FFFD: a latin1 'Café' was stored as 'Caf\uFFFD', broken bytes as replacement
 * characters. Now another charset is 415 and bytes that are not UTF-8 are 400, before a route
 * sees the body; the rest (empty body, invalid JSON, __proto__ keys) is Fastify's parser as before.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== null && !UTF8_CHARSETS.has(charset)) {
      done(new AppError(415, 'VALIDATION_FAILED', 'A JSON body must be UTF-8'), undefined);
      return;
    }
    let text: string;
    try {
      text = STRICT_UTF8.decode(body as Buffer);
    } catch {
      done(new AppError(400, 'VALIDATION_FAILED', 'The body is not valid UTF-8'), undefined);
      return;
    }
    // Fastify's own parser, which answers through `done` (its type allows a promise too).
    void parseJson(request, text, done);
  });
}

/** The charset parameter of a Content-Type, lower-cased, or null when it names none. */
function charsetOf(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? '');
  return match ? (match[1] ?? '').toLowerCase() : null;
}
