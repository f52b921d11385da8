import { expect, type APIRequestContext } from '@playwright/test';
import { serverNow } from './clock';
import { totp } from './totp';

/**
 * Turns a partner's 2FA on through the API (the two-factor spec covers the screens) and returns
 * the secret. Codes are computed for the server's business time, which the money spec moves.
 */
export async function enableTwoFactorByApi(
  request: APIRequestContext,
  token: string,
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const setup = await request.post('/api/client/security/two-fa/setup', { headers });
  expect(setup.ok()).toBe(true);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await request.post('/api/client/security/two-fa/enable', {
    headers,
    data: { code: totp(secret, await serverNow(request)) },
  });
  expect(enabled.ok()).toBe(true);
  return secret;
}
