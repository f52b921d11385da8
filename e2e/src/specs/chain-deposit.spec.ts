import type { Page } from '@playwright/test';
import { FakeTronGrid } from '../../../server/src/testing/fake-trongrid';
import { moveServerClock, serverNow } from '../support/clock';
import { DEMO } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { latestMail } from '../support/outbox';
import { createPartner } from '../support/partners';
import { signInAdmin, signInPartner } from '../support/sign-in';

/** Account key m/44'/195'/0' of BIP39's test mnemonic "abandon … about": public, test only. */
const XPUB =
  'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd';
const MINUTE = 60_000;

/** The chain settings screen: an empty key and URL turn the watcher off again. */
async function saveChainSettings(admin: Page, xpub: string, apiUrl: string) {
  await admin.goto('/admin/manage/settings/chain');
  await admin.getByLabel('Extended public key (xpub)').fill(xpub);
  await admin.getByLabel('TronGrid API URL').fill(apiUrl);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Chain settings saved')).toBeVisible();
}

// Business time moves a few minutes here; the specs after it expect the server near real time.
test.afterAll(async ({ request }) => {
  await moveServerClock(request, { set: new Date().toISOString() });
});

test('a deposit paid on the chain turns completed on the open page with no admin action', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const fake = await FakeTronGrid.start();
  const adminContext = await browser.newContext({ baseURL });
  await adminContext.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const admin = await adminContext.newPage();
  await signInAdmin(admin, DEMO.admin.login, DEMO.admin.password);
  try {
    // 1. An admin turns the watcher on: the account xpub and the (local) TronGrid API.
    await saveChainSettings(admin, XPUB, fake.url);
    await expect(admin.getByTestId('watcher-state')).toContainText('The watcher is on');

    // 2. A partner asks to top up 100 USDT and gets an address of their own.
    const partner = await createPartner(request);
    await signInPartner(page, partner.login, partner.password);
    await page.goto('/client/balance-deposit');
    await page.getByLabel('Amount to top up, USDT').fill('100');
    await page.getByRole('button', { name: 'Get the payment details' }).click();
    const card = page.getByTestId('deposit-request');
    await expect(card).toBeVisible();
    const address = (await page.getByTestId('deposit-address').innerText()).trim();
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const credit = (await card.getByRole('row', { name: /GTC to be credited/ }).innerText())
      .replace('GTC to be credited', '')
      .trim();

    // 3. The payment lands in a block; two confirmations are not enough (19 are asked).
    const txId = `${Date.now().toString(16)}`.padStart(64, 'c');
    const now = await serverNow(request);
    fake.add({
      txId,
      from: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
      to: address,
      value: '100000000',
      blockTimestamp: now.getTime() + 1_000,
      blockNumber: fake.headBlock - 2,
    });
    await moveServerClock(request, { advanceMs: MINUTE });
    await expect(card).toContainText('Awaiting payment');

    // 4. The chain moves on; the watcher credits it and the open page shows it by itself.
    fake.headBlock += 20;
    await moveServerClock(request, { advanceMs: MINUTE });
    await expect(card).toContainText('Completed', { timeout: 30_000 });
    await expect(
      page.getByTestId('deposit-history').getByRole('row', { name: /Completed/ }),
    ).toHaveCount(1);
    await page.goto('/client');
    await expect(page.getByTestId('balance-card').getByTestId('wallet-GTC')).toContainText(
      credit.replace(/\s*GTC$/, ''),
    );
    expect((await latestMail(request, partner.email)).subject).toMatch(
      /deposit|пополнение|Einzahlung|depósito|nạp/i,
    );

    // 5. The back-office shows it credited by the watcher, with its Tronscan link.
    await admin.goto(`/admin/manage/transactions/chain?search=${txId}`);
    const row = admin.getByRole('row').filter({ hasText: partner.login });
    await expect(row).toContainText('Credited');
    await expect(row.getByRole('link', { name: 'Open in Tronscan' })).toHaveAttribute(
      'href',
      `https://tronscan.org/#/transaction/${txId}`,
    );
  } finally {
    await saveChainSettings(admin, '', '');
    await adminContext.close();
    await fake.close();
  }
});
