import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps';
import { AppError } from '../http/app-error';

/** With CAPTCHA_ENABLED, a missing or rejected token is refused with 422 CAPTCHA_FAILED. */
export async function requireCaptcha(
  deps: Pick<AppDeps, 'config' | 'captcha'>,
  token: string | undefined,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!deps.config.captcha.enabled) return;
  let passed = false;
  if (token) {
    try {
      passed = await deps.captcha.verify(token, ip);
    } catch (err) {
      log.warn({ err }, 'captcha verification failed to run');
    }
  }
  if (!passed)
    throw new AppError(422, 'CAPTCHA_FAILED', 'The captcha check failed, please try again');
}
