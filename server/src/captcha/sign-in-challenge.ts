import type { FastifyBaseLogger } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from '../app-deps';
import { AppError } from '../http/app-error';
import { signInDelayMs } from '../security/login-throttle';
import { requireCaptcha } from './require-captcha';

export const captchaRequired = () =>
  new AppError(
    422,
    'CAPTCHA_REQUIRED',
    'This account had failed sign-ins: solve the captcha and try again',
  );

/**
 * The challenge of a sign-in on an account with `failures` recent failures (OWASP: throttle the
 * account without locking its owner out). Below `loginChallengeAfterFailures` nothing. Then,
 * with the captcha on, a passed captcha: no token is 422 CAPTCHA_REQUIRED (the form shows the
 * captcha and sends again), a rejected one 422 CAPTCHA_FAILED. With the captcha off (dev, demo,
 * e2e), a growing delay before the password is checked instead.
 */
export async function passSignInChallenge(
  deps: Pick<AppDeps, 'config' | 'captcha'>,
  input: { failures: number; captchaToken: string | undefined; ip: string; log: FastifyBaseLogger },
): Promise<void> {
  const policy = deps.config.auth;
  if (input.failures < policy.loginChallengeAfterFailures) return;
  if (deps.config.captcha.enabled) {
    if (!input.captchaToken) throw captchaRequired();
    await requireCaptcha(deps, input.captchaToken, input.ip, input.log);
    return;
  }
  // Real time on purpose: the wait slows a guesser down, it is not business time.
  await sleep(signInDelayMs(policy, input.failures));
}
