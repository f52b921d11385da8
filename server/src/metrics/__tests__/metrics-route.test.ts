import { mailQueue } from '../../db/schema';
import { createPartner } from '../../testing/fixtures';
import { creditPartner } from '../../testing/money';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { ZodApp } from '../../http/zod-app';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
let app: ZodApp;

beforeAll(async () => {
  t = await createTestApp();
  app = await t.variant({ config: { metricsToken: TOKEN } });
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
}

/** The value of one series (0 when absent). */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN and refuses a wrong token', async () => {
    const hidden = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(hidden.statusCode).toBe(404);
    const wrong = await app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer metrics-token-0123456780' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
  });

  it('counts requests under the route pattern, with errors by contract code', async () => {
    const partner = await createPartner(t.db);
    await app.inject({ method: 'GET', url: `/api/client/profile` });
    await app.inject({ method: 'GET', url: `/api/admin/partners/${partner.id}` });
    const text = await scrape();
    expect(text).toContain('route="/api/admin/partners/:id"');
    expect(text).not.toContain(`/api/admin/partners/${partner.id}"`);
    expect(
      valueOf(
        text,
        'http_request_errors_total{method="GET",route="/api/client/profile",status_code="401",code="UNAUTHENTICATED"}',
      ),
    ).toBe(1);
  });

  it('counts sign-in failures by realm', async () => {
    const series = 'auth_login_failures_total{realm="client"}';
    const before = valueOf(await scrape(), series);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'nobody-at-all', password: 'wrong-password-1' },
    });
    expect(res.statusCode).toBe(422);
    expect(valueOf(await scrape(), series)).toBe(before + 1);
  });

  it('adds the money booked since the previous scrape, by kind', async () => {
    const partner = await createPartner(t.db);
    await scrape(); // sets the starting point
    const before = valueOf(await scrape(), 'money_volume_total{kind="adjustment"}');
    await creditPartner(t.db, partner.id, 12_500_000n);
    await creditPartner(t.db, partner.id, 500_000n);
    const text = await scrape();
    expect(valueOf(text, 'money_volume_total{kind="adjustment"}')).toBeCloseTo(before + 13, 6);
    expect(valueOf(text, 'money_transactions_total{kind="adjustment"}')).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/^database_connections\{state="[a-z ]+"\} \d+$/m);
  });

  it('tells how many mails wait for SMTP', async () => {
    expect(valueOf(await scrape(), 'mail_queue_mails')).toBe(0);
    const now = t.clock.now();
    const queued = { subject: 's', text: 't', html: 'h', createdAt: now, nextAttemptAt: now };
    await t.db.insert(mailQueue).values([
      { to: 'a@b.c', ...queued },
      { to: 'd@e.f', ...queued },
    ]);
    expect(valueOf(await scrape(), 'mail_queue_mails')).toBe(2);
    await t.db.delete(mailQueue);
  });
});

describe('X-Request-Id', () => {
  it('returns a safe incoming id and replaces an unsafe one', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/status',
      headers: { 'x-request-id': 'front-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('front-1234abcd');
    const replaced = await app.inject({
      method: 'GET',
      url: '/api/client/profile',
      headers: { 'x-request-id': 'bad id\u0007<script>' },
    });
    expect(replaced.statusCode).toBe(401);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
