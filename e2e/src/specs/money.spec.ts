import type { APIRequestContext, Page } from '@playwright/test';
import { moveServerClock, nextFifth, serverNow } from '../support/clock';
import { DEMO } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { createPartner } from '../support/partners';
import { partnerToken, signInAdmin, signInPartner } from '../support/sign-in';
import { totp } from '../support/totp';
import { enableTwoFactorByApi } from '../support/two-factor-api';

const HOUR = 3_600_000;

/** A 2FA code for the server's business time, one step after any code used before it. */
async function freshCode(request: APIRequestContext, secret: string): Promise<string> {
  const now = await moveServerClock(request, { advanceMs: 60_000 });
  return totp(secret, now);
}

/**
 * Sign-in of a partner with 2FA on: password, then a code for the server's time. From signed out:
 * whether the session before outlives the clock moves (7 days) hangs on the hour the run starts,
 * so a run on the 28th after 10:00 found it alive and /login sent it on to the cabinet.
 */
async function signInWithTwoFactor(
  page: Page,
  request: APIRequestContext,
  partner: { login: string; password: string },
  secret: string,
) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Login or email').fill(partner.login);
  await page.getByLabel('Password', { exact: true }).fill(partner.password);
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Two-factor authentication')).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(await freshCode(request, secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/client$/);
}

async function gtcBalance(page: Page): Promise<string> {
  await page.goto('/client');
  const card = page.getByTestId('balance-card');
  await expect(card).toBeVisible();
  return (await card.getByTestId('wallet-GTC').innerText()).trim();
}

// Business time moves in this spec; the specs after it expect the server near real time.
test.afterAll(async ({ request }) => {
  await moveServerClock(request, { set: new Date().toISOString() });
});

test('a partner deposits, buys a package, earns after 24 h, transfers with 2FA and withdraws on a 5th', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const partner = await createPartner(request);
  const recipient = await createPartner(request);
  // 1. The partner signs in, turns 2FA on, asks to top up 1 000 USDT and says it is paid.
  await signInPartner(page, partner.login, partner.password);
  const secret = await enableTwoFactorByApi(
    request,
    await partnerToken(request, partner.login, partner.password),
  );
  await page.goto('/client/balance-deposit');
  await page.getByLabel('Amount to top up, USDT').fill('1000');
  await page.getByRole('button', { name: 'Get the payment details' }).click();
  const heading = page.getByText(/Top-up request #\d+/);
  await expect(heading).toBeVisible();
  const depositId = Number(/#(\d+)/.exec(await heading.innerText())?.[1]);
  await expect(page.getByRole('img', { name: 'QR code of the wallet address' })).toBeVisible();
  await page.getByRole('button', { name: 'I have paid' }).click();
  await expect(page.getByText('Thank you! Your payment is being checked.')).toBeVisible();

  // 2. An admin confirms it in the back-office.
  const adminContext = await browser.newContext({ baseURL });
  await adminContext.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const admin = await adminContext.newPage();
  await signInAdmin(admin, DEMO.admin.login, DEMO.admin.password);
  await admin.goto(`/admin/manage/transactions/deposit/edit/${depositId}`);
  await admin.getByRole('button', { name: 'Confirm and credit' }).click();
  await admin
    .getByRole('dialog')
    .getByRole('button', { name: /confirm|ok/i })
    .click();
  await expect(admin.getByText('Deposit confirmed')).toBeVisible();
  await adminContext.close();
  expect(await gtcBalance(page)).toContain('1,000.00');

  // 3. The partner buys the Start package (100 GTC) with both consents.
  await page.goto('/client/invest-package');
  const start = page.locator('[data-testid^="package-"]').filter({ hasText: 'Start' });
  await start.getByRole('button', { name: 'Buy' }).click();
  const order = page.getByRole('dialog');
  await order.getByRole('checkbox', { name: /public offer/ }).check();
  await order.getByRole('checkbox', { name: /privacy policy/ }).check();
  await order.getByRole('button', { name: /Buy for/ }).click();
  await expect(page.getByText('Package purchased')).toBeVisible();
  expect(await gtcBalance(page)).toContain('900.00');

  // 4. Server time moves 24 h; the first accrual (0.4 % of 100) shows in operations and the calendar.
  await moveServerClock(request, { advanceMs: 24 * HOUR + 60_000 });
  await page.goto('/client/fin-operation');
  const accrual = page.getByRole('row').filter({ hasText: 'Daily income' });
  await expect(accrual).toHaveCount(1);
  await expect(accrual).toContainText('0.40');
  await page.goto('/client/my-package');
  await expect(page.getByText('1 of 300')).toBeVisible();
  await expect(
    page.getByTestId('earnings-calendar').getByLabel('Paid').filter({ hasText: '0.40' }),
  ).toBeVisible();

  // 5. A transfer of 50 GTC to another partner, named as the ID is typed, confirmed in a dialog
  // and with a 2FA code.
  await page.goto('/client/balance-transfer');
  await page.getByLabel('Amount, GTC').fill('50');
  await page.getByLabel('Partner ID').fill(recipient.login);
  await expect(page.getByTestId('recipient-preview')).toContainText(`Eva S. (${recipient.login}`);
  await page.getByLabel('2FA code').fill(await freshCode(request, secret));
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Send 50.00 GTC to ${recipient.login}?`);
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Funds transferred')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: recipient.login })).toContainText('Sent');
  const recipientToken = await partnerToken(request, recipient.login, recipient.password);
  const received = await request.get('/api/client/transfers', {
    headers: { authorization: `Bearer ${recipientToken}` },
  });
  expect(((await received.json()) as { items: { direction: string }[] }).items).toEqual([
    expect.objectContaining({ direction: 'in' }),
  ]);

  // 6. On the next 5th the partner requests a withdrawal, cancels it and gets the reserve back.
  await moveServerClock(request, { set: nextFifth(await serverNow(request)).toISOString() });
  await signInWithTwoFactor(page, request, partner, secret);
  const before = await gtcBalance(page);
  await page.goto('/client/balance-withdraw');
  await expect(page.getByText('Withdrawals are open')).toBeVisible();
  await page.locator('#currency').getByText('GTC', { exact: true }).click();
  await page.getByLabel('Amount, GTC').fill('100');
  await expect(page.getByText('You receive')).toBeVisible();
  await page.getByLabel('2FA code').fill(await freshCode(request, secret));
  await page.getByRole('button', { name: 'Request a withdrawal' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Withdrawal request created')).toBeVisible();
  const pendingRow = page.getByRole('row').filter({ hasText: 'Pending' });
  await expect(pendingRow).toHaveCount(1);
  expect(await gtcBalance(page)).not.toBe(before);

  await page.goto('/client/balance-withdraw');
  await page
    .getByRole('row')
    .filter({ hasText: 'Pending' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Cancelled' })).toHaveCount(1);
  expect(await gtcBalance(page)).toBe(before);
});
