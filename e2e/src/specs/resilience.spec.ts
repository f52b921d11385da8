import { DEMO } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { partnerToken, signInAdmin } from '../support/sign-in';

test('an unreachable cabinet remote shows the fallback; the admin area works; retry recovers', async ({
  page,
  request,
}) => {
  const token = await partnerToken(request, DEMO.partner.login, DEMO.partner.password);
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('clientToken', t), token);

  await page.context().route('**/cdn/cabinet/**', (route) => route.abort('connectionrefused'));
  await page.goto('/client');
  await expect(page.getByText('Section unavailable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The cabinet is back: Retry loads it in place, without a reload.
  await page.context().unroute('**/cdn/cabinet/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByLabel('Your referral link')).toBeVisible();

  // Down again: the other remotes keep working.
  await page.context().route('**/cdn/cabinet/**', (route) => route.abort('connectionrefused'));
  await page.goto('/client');
  await expect(page.getByText('Section unavailable')).toBeVisible();
  await signInAdmin(page, DEMO.admin.login, DEMO.admin.password);
  await expect(
    page.getByRole('table').getByRole('cell', { name: 'admin', exact: true }),
  ).toBeVisible();
});
