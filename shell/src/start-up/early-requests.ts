import { readRuntimeEnv } from '../config/runtime-env';

/** A request's answer, or why there is none: settled, so no rejection goes unhandled meanwhile. */
export type Answer = { response: Response } | { error: unknown };

export interface EarlyRequests {
  registry: Promise<Answer>;
  status: Promise<Answer>;
  /** The support contacts the bootstrap reads (maintenance/support-contact.ts). */
  contacts: Promise<Answer>;
}

/** The answer as the request's own promise again: rejected with its error. */
export async function responseOf(answer: Promise<Answer>): Promise<Response> {
  const settled = await answer;
  if ('response' in settled) return settled.response;
  throw settled.error;
}

const settle = (request: Promise<Response>): Promise<Answer> =>
  request.then(
    (response) => ({ response }),
    (error: unknown) => ({ error }),
  );

/**
 * The answers start-up waits for, the registry and the API's status, asked by the entry chunk
 * while the bootstrap chunk and the shared modules are still loading: one round trip less before
 * the first render. The support contacts too: read by the bootstrap, they were the page's last
 * round trip. `no-store`: a release or rollback is a moved pointer in the registry, and a
 * stale copy must never start a page.
 */
export function sendEarlyRequests(): EarlyRequests {
  const env = readRuntimeEnv();
  return {
    registry: settle(fetch(env.registryUrl, { cache: 'no-store' })),
    status: settle(fetch(`${env.apiBaseUrl}/api/status`, { cache: 'no-store' })),
    contacts: settle(fetch(`${env.apiBaseUrl}/api/support/contacts`, { cache: 'no-store' })),
  };
}
