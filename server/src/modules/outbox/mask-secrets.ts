import { MASKED } from 'shared-api/contract';

/**
 * What the admin outbox shows of a mail: its links with their secrets cut out. A set-password or
 * reset link is a key to the account, and reading the outbox needs only a view permission; the
 * full link reaches only the console print (development) and the TEST_MODE route.
 */
const SECRET_PARAM = /([?&#](?:token|loginAs|code)=)[^&#\s"'<>]+/gi;

/** The text (plain or HTML) with the value of every secret link parameter replaced. */
export function maskSecrets(text: string): string {
  return text.replace(SECRET_PARAM, `$1${MASKED}`);
}
