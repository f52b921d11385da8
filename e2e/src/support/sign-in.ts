import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The sign-in form's own submit button (the public header has a "Sign in" link too). */
const submit = (page: Page) => page.locator('form').getByRole('button', { name: 'Sign in' });

export async function signInAdmin(page: Page, login: string, password: string) {
  await page.goto('/admin');
  await page.getByLabel('Login', { exact: true }).fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submit(page).click();
  await expect(page).toHaveURL(/\/admin\/manage$/);
}

export async function signInPartner(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Login or email').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submit(page).click();
  await expect(page).toHaveURL(/\/client$/);
}

/** A client token straight from the API, for tests about something other than the login form. */
export async function partnerToken(request: APIRequestContext, login: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { login, password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}
