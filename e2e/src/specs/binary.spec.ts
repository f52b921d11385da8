import type { APIRequestContext } from '@playwright/test';
import { moveServerClock, serverNow } from '../support/clock';
import { DEMO } from '../support/demo';
import { expect, test } from '../support/fixtures';
import { createPartner } from '../support/partners';
import { partnerToken, signInPartner } from '../support/sign-in';

const ELITE = 10_000n * 1_000_000n;

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: DEMO.admin });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** Funds a partner through the back-office and buys the Elite package as that partner. */
async function fundAndBuyElite(
  request: APIRequestContext,
  admin: string,
  partner: { login: string; password: string },
) {
  const token = await partnerToken(request, partner.login, partner.password);
  const me = (await (
    await request.get('/api/client/me', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: number };
  const funded = await request.post(`/api/admin/partners/${me.id}/balance-adjustments`, {
    headers: { authorization: `Bearer ${admin}`, 'Idempotency-Key': `fund-${partner.login}` },
    data: { currency: 'GTC', direction: 'credit', amount: ELITE.toString(), reason: 'e2e funding' },
  });
  expect(funded.ok()).toBe(true);
  const catalogue = (await (
    await request.get('/api/client/packages', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { items: { id: number; name: string }[] };
  const elite = catalogue.items.find((p) => p.name === 'Elite')!;
  const bought = await request.post('/api/client/packages/purchase', {
    headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': `buy-${partner.login}` },
    data: { packageId: elite.id, acceptOffer: true, acceptPrivacy: true },
  });
  expect(bought.status()).toBe(201);
}

async function legs(request: APIRequestContext, token: string) {
  const res = await request.get('/api/client/binary/statistics?period=all', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { leftVolume: string; rightVolume: string };
}

test.afterAll(async ({ request }) => {
  await moveServerClock(request, { set: new Date().toISOString() });
});

test('demo places basket partners; their purchases move the legs; the close pays up to the limit', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const left = await createPartner(request);
  const right = await createPartner(request);
  const admin = await adminToken(request);

  await signInPartner(page, DEMO.partner.login, DEMO.partner.password);
  await page.goto('/client/binary-basket');
  for (const [partner, side] of [
    [left, 'left'],
    [right, 'right'],
  ] as const) {
    const row = page.getByRole('row').filter({ hasText: partner.login });
    await row.getByRole('button', { name: side === 'left' ? 'Left' : 'Right' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: side === 'left' ? 'Left' : 'Right', exact: true })
      .click();
    await expect(page.getByText(`${partner.login} is placed in the ${side} leg`)).toBeVisible();
  }

  const demoToken = await partnerToken(request, DEMO.partner.login, DEMO.partner.password);
  const before = await legs(request, demoToken);
  await fundAndBuyElite(request, admin, left);
  await fundAndBuyElite(request, admin, right);
  const after = await legs(request, demoToken);
  expect(BigInt(after.leftVolume) - BigInt(before.leftVolume)).toBe(ELITE);
  expect(BigInt(after.rightVolume) - BigInt(before.rightVolume)).toBe(ELITE);

  // The next 00:00 close: 10 % of at least 10 000 matched is above demo's 500 GTC limit.
  const now = await serverNow(request);
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 0, 2);
  await moveServerClock(request, { set: new Date(midnight).toISOString() });

  await page.goto('/client/binary-statistic?period=all');
  await expect(page.getByText(/Not accrued due to limit exceeded/).first()).toBeVisible();
  // The close's row: matched volume, the bonus at the limit and the part cut by it.
  await expect(page.getByRole('row').filter({ hasText: '500.00' }).first()).toBeVisible();
  await page.goto('/client/fin-operation');
  const bonus = page.getByRole('row').filter({ hasText: 'Binary bonus from the smaller leg' });
  await expect(bonus.first()).toContainText('500.00');
});
