import { DEMO, unique } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { signInAdmin } from '../support/sign-in';

test('an admin creates a role with two permissions and a user with it, who then sees only those screens', async ({
  page,
}) => {
  const id = unique();
  const role = `Auditors ${id}`;
  const user = { login: `aud${id}`, password: `audit-pass-${id}` };

  await signInAdmin(page, DEMO.admin.login, DEMO.admin.password);
  await page.goto('/admin/manage/roles/create');
  await page.getByLabel('Name').fill(role);
  await page.getByRole('checkbox', { name: 'View users', exact: true }).check();
  await page.getByRole('checkbox', { name: 'View the admin log', exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role saved')).toBeVisible();

  await page.goto('/admin/manage/users/create');
  await page.getByLabel('Login').fill(user.login);
  await page.getByLabel('Name').fill('Audit Person');
  await page.getByLabel('Email').fill(`${user.login}@example.com`);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel('Roles').click();
  // antd's visible option (the role="option" nodes are its hidden accessible copy).
  await page.locator('.ant-select-item-option', { hasText: role }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User saved')).toBeVisible();

  await page.getByRole('button', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await signInAdmin(page, user.login, user.password);

  const menu = page.getByRole('navigation', { name: 'Navigation' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Users', 'Admin log']);
  // Only the permitted screens open; the others answer with the 403 page, and so does the API.
  await page.goto('/admin/manage/admin-logs');
  await expect(page.getByRole('heading', { name: 'Admin log' })).toBeVisible();
  await page.goto('/admin/manage/roles');
  await expect(page.getByText('Access denied')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const res = await page.request.get('/api/admin/roles', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(403);
});

test('login-as opens the partner cabinet in a new tab and leaves the admin signed in', async ({
  page,
  context,
}) => {
  await signInAdmin(page, DEMO.admin.login, DEMO.admin.password);
  await page.goto('/admin/manage/partners');
  await page.getByPlaceholder(/search/i).fill(DEMO.partner.login);
  await page.getByRole('link', { name: `View ${DEMO.partner.login}`, exact: true }).click();
  const [cabinet] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Open cabinet' }).click(),
  ]);
  await expect(cabinet).toHaveURL(/\/client$/);
  await expect(cabinet.getByText('An administrator is viewing this cabinet')).toBeVisible();
  // The admin tab keeps its own session.
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/manage\/partners\/show\/\d+$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).not.toBeNull();

  // Login-as looks, never acts: money leaves only by the partner's own hand.
  await cabinet.goto('/client/balance-transfer');
  const send = cabinet.getByRole('button', { name: 'Transfer', exact: true });
  await expect(send).toBeDisabled();
  await cabinet.getByTestId('view-only-action').hover();
  await expect(cabinet.getByRole('tooltip')).toHaveText(/View only/);
  const loginAsToken = await cabinet.evaluate(() => sessionStorage.getItem('clientToken'));
  const refused = await cabinet.request.post('/api/client/transfers', {
    headers: { authorization: `Bearer ${loginAsToken}`, 'idempotency-key': `e2e-${Date.now()}` },
    data: { amount: '1000000', recipient: 'admin', code: '000000' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
    'IMPERSONATION_READ_ONLY',
  );

  // The admin signs out: the login-as tab's session ends with theirs, and the tab says so.
  await page.getByRole('button', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await cabinet.goto('/client/fin-operation');
  await expect(cabinet).toHaveURL(/\/login$/);
  await expect(cabinet.getByTestId('session-ended')).toHaveText(
    'Your session has ended. Please sign in again.',
  );
});
