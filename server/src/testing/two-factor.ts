import type { Clock, FixedClock } from '../clock';
import type { AppConfig } from '../config';
import type { Db } from '../db/types';
import type { TwoFactorSubject } from '../modules/two-factor/subject';
import { enableTwoFactor, setupTwoFactor } from '../modules/two-factor/two-factor-service';
import { totpCode, totpStep } from '../security/totp';

/** The code an authenticator shows now (offset in steps of 30 s). */
export const codeNow = (secret: string, clock: Clock, offsetSteps = 0) =>
  totpCode(secret, totpStep(clock.now()) + offsetSteps);

/**
 * Turns 2FA on for an account through the service (setup + confirm), then moves the clock two
 * steps on so that no code of the window around now (±1) is the one just used. Returns the secret and recovery codes.
 */
export async function enableTwoFactorFor(
  t: { db: Db; clock: FixedClock; config: AppConfig },
  subject: TwoFactorSubject,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const deps = { clock: t.clock, config: t.config };
  const { secret } = await t.db.transaction((tx) => setupTwoFactor(tx, deps, subject, 'test'));
  const { recoveryCodes } = await t.db.transaction((tx) =>
    enableTwoFactor(tx, deps, subject, codeNow(secret, t.clock)),
  );
  t.clock.advance(60_000);
  return { secret, recoveryCodes };
}

/** A code that is none of the codes of the window around now. */
export function wrongCode(secret: string, clock: Clock): string {
  const valid = new Set([-2, -1, 0, 1, 2].map((o) => codeNow(secret, clock, o)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}
