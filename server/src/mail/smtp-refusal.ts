import { HOUR, MINUTE } from '../clock';

/**
 * Whether a failed send can never succeed for this mail: the server refused the recipient or the
 * message for good (5xx to RCPT TO or DATA), or the address is malformed. Anything else — the
 * server unreachable, a 4xx, even a 5xx to AUTH or MAIL FROM (our configuration, which an
 * operator fixes) — is tried again. So is a refusal for security or policy (530, enhanced status
 * 5.7.x: relay denied, authentication required, our domain not authenticated) even at RCPT TO:
 * a mail server that does not relay for us refuses every recipient so, and giving those up would
 * lose every mail until an operator noticed.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, command, code, response } = error as {
    responseCode?: unknown;
    command?: unknown;
    code?: unknown;
    response?: unknown;
  };
  if (typeof responseCode === 'number' && responseCode >= 500) {
    if (responseCode === 530 || enhancedStatus(response)?.startsWith('5.7.')) return false;
    return command === 'RCPT TO' || command === 'DATA';
  }
  return code === 'EENVELOPE' && command === 'API';
}

/** The enhanced status code (RFC 3463) an SMTP answer starts with, e.g. `5.1.1`; null if none. */
function enhancedStatus(response: unknown): string | null {
  if (typeof response !== 'string') return null;
  return /^\d{3}[ -](\d\.\d{1,3}\.\d{1,3})\b/.exec(response)?.[1] ?? null;
}

/** Waits between tries: 1, 2, 4 … minutes after each failure, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), HOUR);
}

/** A mail still unsent this long after it was queued is given up: its links expire soon after. */
export const MAIL_MAX_AGE_MS = 24 * HOUR;
