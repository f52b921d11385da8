import { serverNow } from '../support/clock';
import { expect, test } from '../support/fixtures';
import { latestMail } from '../support/outbox';
import { createPartner } from '../support/partners';
import { partnerToken, signInPartner } from '../support/sign-in';
import { totp } from '../support/totp';
import { enableTwoFactorByApi } from '../support/two-factor-api';

const STEP_MS = 30_000;

test('a partner enables 2FA; sign-in then takes a fresh code once and refuses it twice', async ({
  page,
  request,
}) => {
  const partner = await createPartner(request);
  await signInPartner(page, partner.login, partner.password);

  await page.goto('/client/security');
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  await expect(page.getByTestId('two-fa-qr').locator('svg')).toBeVisible();
  const secret = (await page.getByTestId('two-fa-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // The code an authenticator app shows now, computed from the secret on the screen.
  await page.getByLabel('2FA code').fill(totp(secret, new Date()));
  await page.getByRole('button', { name: 'Confirm and enable' }).click();
  await expect(page.getByText('Save your recovery codes')).toBeVisible();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The next step's code (the server accepts ±1 step): fresh, since enabling used this step's.
  const fresh = totp(secret, new Date(Date.now() + STEP_MS));
  const signInWithCode = async (code: string) => {
    await page.getByLabel('Login or email').fill(partner.login);
    await page.getByLabel('Password', { exact: true }).fill(partner.password);
    await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Two-factor authentication')).toBeVisible();
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
  };

  await signInWithCode(fresh);
  await expect(page).toHaveURL(/\/client$/);

  await page.getByRole('button', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithCode(fresh);
  await expect(page.getByText('Wrong or already used code')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('clientToken'))).toBeNull();
});

test('a password reset of a partner with 2FA asks for the code before the cabinet opens', async ({
  page,
  request,
}) => {
  const partner = await createPartner(request);
  const secret = await enableTwoFactorByApi(
    request,
    await partnerToken(request, partner.login, partner.password),
  );
  const forgot = await request.post('/api/auth/forgot-password', {
    data: { email: partner.email, language: 'en' },
  });
  expect(forgot.ok()).toBe(true);
  const link = new URL((await latestMail(request, partner.email)).link!);

  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password').fill('a-new-pass-2fa');
  await page.getByLabel('Repeat the password').fill('a-new-pass-2fa');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText('Two-factor authentication')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('clientToken'))).toBeNull();

  // The next step's code: enabling used this step's.
  const next = new Date((await serverNow(request)).getTime() + STEP_MS);
  await page.getByLabel('Code', { exact: true }).fill(totp(secret, next));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/client$/);
});
