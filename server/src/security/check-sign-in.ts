import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps';
import { passSignInChallenge } from '../captcha/sign-in-challenge';
import type { Db } from '../db/types';
import { refuseNoSoonerThan } from '../http/answer-floor';
import { invalidCredentials } from '../http/app-error';
import { loginFailures } from '../metrics/auth-metrics';
import { judgeCounted } from './failure-reservation';
import { assertLoginAllowed, loginKeys, type ThrottleKey } from './login-throttle';
import { burnPasswordCheck, verifyPassword } from './passwords';

export type SignInAttempt = {
  realm: 'admin' | 'client';
  /** Who the typed login names (`partner:7`, `admin:3`), or `unknown:<login>` when nobody. */
  account: string;
  /** Null when nobody matched or the account has no password yet: the check then fails. */
  passwordHash: string | null;
  password: string;
  captchaToken: string | undefined;
  ip: string;
  now: Date;
  log: FastifyBaseLogger;
  /** Written when the password is wrong (the partner's `login-failed` log row). */
  onFailure?: (tx: Db) => Promise<void>;
};

/**
 * The password step of the partner and the admin sign-in: the IP's hard limit (429), the
 * account's challenge (captcha or delay, see passSignInChallenge), then the password. A wrong
 * one is counted under the account and the IP (counted before the checks and taken back when
 * the password is right or the attempt refused) and answered 422 INVALID_CREDENTIALS, the same for
 * an unknown login (the hash check is burnt, and every refusal waits for the answer floor, so
 * timing tells nothing either). Returns the account's key, which the session clears on success.
 */
export function checkSignIn(
  deps: Pick<AppDeps, 'db' | 'config' | 'captcha'>,
  attempt: SignInAttempt,
): Promise<ThrottleKey> {
  // The failure of a known account writes its log row, an unknown login's writes nothing.
  return refuseNoSoonerThan(deps.config.auth.enumerationFloorMs, () => check(deps, attempt));
}

async function check(
  deps: Pick<AppDeps, 'db' | 'config' | 'captcha'>,
  attempt: SignInAttempt,
): Promise<ThrottleKey> {
  const { db, config } = deps;
  const [accountKey, ipKey] = loginKeys(attempt.realm, attempt.account, attempt.ip);
  // Counted before the checks, so a burst of concurrent guesses cannot all pass the limit.
  const ok = await judgeCounted(
    db,
    config.auth,
    attempt.now,
    [accountKey, ipKey],
    async (ahead) => {
      await assertLoginAllowed(db, config.auth, attempt.now, [ipKey], ahead);
      // The account's failures, with the attempts on it still being judged that began before this.
      const failures = await ahead.of(accountKey, config.auth.loginWindowMs, attempt.now);
      await passSignInChallenge(deps, {
        failures: failures.ahead,
        captchaToken: attempt.captchaToken,
        ip: attempt.ip,
        log: attempt.log,
      });
      return attempt.passwordHash
        ? verifyPassword(attempt.password, attempt.passwordHash)
        : burnPasswordCheck(attempt.password, config.passwordHashing);
    },
  );
  if (ok) return accountKey;
  const { onFailure } = attempt;
  if (onFailure) await db.transaction((tx) => onFailure(tx));
  loginFailures.inc({ realm: attempt.realm });
  throw invalidCredentials();
}
