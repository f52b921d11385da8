import { DEMO } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { partnerToken } from '../support/sign-in';

test('the client area needs a client token; /login with one goes to /client', async ({
  page,
  request,
}) => {
  await page.goto('/client/profile');
  await expect(page).toHaveURL(/\/$/);
  const token = await partnerToken(request, DEMO.partner.login, DEMO.partner.password);
  await page.evaluate((t) => localStorage.setItem('clientToken', t), token);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/client$/);
});

test('the language switcher changes the language and it is remembered across visits', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('form').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByTestId('language-switcher').first().selectOption({ label: 'Deutsch' });
  await expect(page.locator('form').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.reload();
  await expect(page.locator('form').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
});

test('an expired client token ends the session: storage cleared, back to the login page', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('clientToken', 'not-a-real-token');
    localStorage.setItem('adminToken', 'stale');
  });
  await page.goto('/client');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});
