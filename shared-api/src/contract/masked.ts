/**
 * What the API sends in place of a value the reader may not see: a partner's personal data in a
 * log to an admin without view-partners, a secret in an outbox link, a partner mail's recipient
 * and body in the outbox. One placeholder everywhere, so the admin UI can tell "hidden from you"
 * from a real value and say so.
 */
export const MASKED = '••••••';

/** The value is the placeholder of a field the reader may not see. */
export const isMasked = (value: unknown): value is typeof MASKED => value === MASKED;
