import { HOUR, MINUTE } from '../clock';

/**
 * Whether a failed send can never succeed for this mail: the server refused the recipient or the
 * message for good (5xx to RCPT TO or DATA), or the address is malformed. Anything else — the
 * server unreachable, a 4xx, even a 5xx to AUTH or MAIL FROM (our configuration, which an
 * operator fixes) — is tried again.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, command, code } = error as {
    responseCode?: unknown;
    command?: unknown;
    code?: unknown;
  };
  if (typeof responseCode === 'number' && responseCode >= 500) {
    return command === 'RCPT TO' || command === 'DATA';
  }
  return code === 'EENVELOPE' && command === 'API';
}

/** Waits between tries: 1, 2, 4 … minutes after each failure, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), HOUR);
}

/** A mail still unsent this long after it was queued is given up: its links expire soon after. */
export const MAIL_MAX_AGE_MS = 24 * HOUR;
