import { DEMO } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { signInAdmin } from '../support/sign-in';

test('an admin signs in, sees the users list and logs out', async ({ page }) => {
  await signInAdmin(page, DEMO.admin.login, DEMO.admin.password);
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'support', exact: true })).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('adminPermissions') ?? '[]') as string[],
  );
  // The 27 permissions of spec §6 and the two of the support desk (issue 13).
  expect(stored).toHaveLength(29);

  await page.getByRole('button', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  await page.goto('/admin/manage');
  await expect(page).toHaveURL(/\/admin$/);
});

test('wrong admin credentials are refused in place, with no session', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Login', { exact: true }).fill(DEMO.admin.login);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong login or password')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});

test('support sees only its permitted menu items and a 403 page on a forbidden URL', async ({
  page,
}) => {
  await signInAdmin(page, DEMO.support.login, DEMO.support.password);
  const menu = page.getByRole('navigation').or(page.locator('.ant-menu')).first();
  for (const allowed of ['Users', 'Partners', 'Transactions', 'Logs']) {
    await expect(menu.getByText(allowed, { exact: true }).first()).toBeVisible();
  }
  for (const hidden of ['Roles & permissions', 'Packages', 'Statistics', 'Promo', 'Settings']) {
    await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
  }

  await page.goto('/admin/manage/roles');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/manage\/roles$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).not.toBeNull();

  // The server enforces it too: the API refuses support on an endpoint it lacks.
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const res = await page.request.post('/api/admin/login-as', {
    headers: { authorization: `Bearer ${token}` },
    data: { partnerId: 1 },
  });
  expect(res.status()).toBe(403);
});
