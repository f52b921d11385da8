import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO, unique } from './demo';
import { latestMail } from './outbox';

/**
 * A fresh partner invited by the demo partner, with a password set through the emailed link, all
 * through the public API: for specs about something other than signing up.
 */
export async function createPartner(request: APIRequestContext) {
  const id = unique();
  const partner = { login: `p${id}`, email: `p${id}@example.com`, password: `pass-${id}` };
  const registered = await request.post('/api/auth/register', {
    data: {
      firstName: 'Eva',
      lastName: 'Stone',
      email: partner.email,
      login: partner.login,
      phone: '+49 151 2345 6789',
      partnerCode: DEMO.partner.code,
    },
  });
  expect(registered.status()).toBe(201);
  const token = new URL((await latestMail(request, partner.email)).link!).searchParams.get('token');
  const set = await request.post('/api/auth/set-password', {
    data: { token, password: partner.password },
  });
  expect(set.ok()).toBe(true);
  return partner;
}
