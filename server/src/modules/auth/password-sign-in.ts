import type { FastifyRequest } from 'fastify';
import type { TwoFactorChallenge } from 'shared-api/contract';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/types';
import { accountDisabled, invalidCredentials } from '../../http/app-error';
import { checkSignIn } from '../../security/check-sign-in';
import { clearLoginFailures, type ThrottleKey } from '../../security/login-throttle';
import { challengeIfTwoFactor } from '../two-factor/login-challenge';
import { lockAccountRow } from './account-row';
import type { TwoFactorSubject } from '../two-factor/subject';

/** The account the typed login names, as much of it as the sign-in needs. */
export type SignInAccount = { id: number; passwordHash: string | null; disabled: boolean };

export type PasswordSignIn<S> = {
  realm: 'client' | 'admin';
  /** The account the login names, or null when none does. */
  account: SignInAccount | null;
  body: { login: string; password: string; captchaToken?: string | undefined };
  /** `partner:<id>` or `admin:<id>`: whose failures are counted. */
  accountName: (id: number) => string;
  subject: (id: number) => TwoFactorSubject;
  /** The log row of a wrong password on an existing account (client or admin log). */
  logFailure: (tx: Db, id: number, entry: { ip: string; at: Date }) => Promise<void>;
  /** The session of a right password when the account has no 2FA. */
  issueSession: (tx: Db, id: number, accountKey: ThrottleKey, now: Date) => Promise<S>;
};

/**
 * The password step of the partner and the admin sign-in: throttling and captcha (checkSignIn),
 * a failure written to the account's log, 422 ACCOUNT_DISABLED told only after the right
 * password (so the refusal reveals nothing to a guesser), then a 2FA challenge when the account
 * has 2FA on (its password failures cleared; the code is limited by the 2FA lock), else the
 * session.
 */
export async function passwordSignIn<S>(
  deps: AppDeps,
  request: FastifyRequest,
  input: PasswordSignIn<S>,
): Promise<S | TwoFactorChallenge> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const { account } = input;
  const accountKey = await checkSignIn(deps, {
    realm: input.realm,
    account: account
      ? input.accountName(account.id)
      : `unknown:${input.body.login.trim().toLowerCase()}`,
    passwordHash: account?.passwordHash ?? null,
    password: input.body.password,
    captchaToken: input.body.captchaToken,
    ip: request.ip,
    now,
    log: request.log,
    ...(account
      ? { onFailure: (tx: Db) => input.logFailure(tx, account.id, { ip: request.ip, at: now }) }
      : {}),
  });
  if (!account) throw invalidCredentials(); // checkSignIn never passes without an account
  if (account.disabled) throw accountDisabled();
  const subject = input.subject(account.id);
  return db.transaction(async (tx) => {
    // The password was checked before this transaction: a new password (or a deactivation)
    // committed in between revoked the sessions and voided the challenges before this one's were
    // written, and the old password opened one. Read again, under a lock that waits for it.
    const current = await lockAccountRow(tx, subject, 'share');
    if (!current || current.passwordHash !== account.passwordHash) throw invalidCredentials();
    if (current.disabled) throw accountDisabled();
    const challenge = await challengeIfTwoFactor(tx, subject, now, config.twoFactor.challengeTtlMs);
    if (!challenge) return input.issueSession(tx, account.id, accountKey, now);
    await clearLoginFailures(tx, accountKey);
    return challenge;
  });
}
