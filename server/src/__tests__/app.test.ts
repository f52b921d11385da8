import { Writable } from 'node:stream';
import { z } from 'zod';
import { access } from '../http/access';
import type { AppModule } from '../http/zod-app';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('app', () => {
  it('serves the status from the clock and config', async () => {
    const res = await t.app.inject({ url: '/api/status' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      maintenance: false,
      version: '0.0.0-test',
      time: t.clock.now().toISOString(),
    });
  });

  it('answers unknown routes with 404 NOT_FOUND in the error shape', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('publishes the OpenAPI document built from the zod schemas, and its UI', async () => {
    const doc = await t.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/status',
        '/api/auth/register',
        '/api/admin/login',
        '/api/user',
      ]),
    );
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('answers an unexpected error with 500 INTERNAL, no stack trace, and logs it', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const boom: AppModule = {
      name: 'boom',
      register(app) {
        app.get('/api/boom', { config: { access: access.public } }, async () => {
          throw new Error('database exploded at secret.ts:42');
        });
      },
    };
    const app = await t.variant({ extraModules: [boom], logger: { level: 'error', stream } });
    const res = await app.inject({ url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong' } });
    expect(res.body).not.toContain('exploded');
    expect(res.body).not.toContain('secret.ts');
    expect(lines.join('')).toContain('database exploded');
  });

  it('refuses to build when an /api/admin route declares no access', async () => {
    const undeclared: AppModule = {
      name: 'undeclared',
      register(app) {
        app.get('/api/admin/secrets', async () => ({ secret: 1 }));
      },
    };
    await expect(t.variant({ extraModules: [undeclared] })).rejects.toThrow(
      /GET \/api\/admin\/secrets declares no access/,
    );
  });

  it('refuses to build when any /api route declares no access', async () => {
    const undeclared: AppModule = {
      name: 'undeclared',
      register(app) {
        app.post('/api/things', { schema: { body: z.object({ a: z.string() }) } }, async () => ({
          ok: true,
        }));
      },
    };
    await expect(t.variant({ extraModules: [undeclared] })).rejects.toThrow(/declares no access/);
  });

  it('refuses to build when an /api/admin route is public or a client route', async () => {
    const publicAdmin: AppModule = {
      name: 'public-admin',
      register(app) {
        app.get('/api/admin/open', { config: { access: access.public } }, async () => ({}));
      },
    };
    await expect(t.variant({ extraModules: [publicAdmin] })).rejects.toThrow(/under \/api\/admin/);
    const clientAdmin: AppModule = {
      name: 'client-admin',
      register(app) {
        app.get('/api/admin/mine', { config: { access: access.client } }, async () => ({}));
      },
    };
    await expect(t.variant({ extraModules: [clientAdmin] })).rejects.toThrow(/under \/api\/admin/);
  });

  it('answers malformed JSON with the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: expect.any(String) },
    });
  });

  it('applies the coarse per-IP rate limit when configured', async () => {
    const app = await t.variant({ config: { rateLimitPerMinute: 2 } });
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1)
      codes.push((await app.inject({ url: '/api/status', remoteAddress: '10.9.9.9' })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const before = Date.now();
    const res = await app.inject({ url: '/api/status', remoteAddress: '10.9.9.9' });
    const { error } = res.json<{ error: { code: string; params: { date: string } } }>();
    expect(error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.any(String),
      params: { date: expect.any(String) },
    });
    // The end of the limiter's minute: after now, within the minute.
    const until = Date.parse(error.params.date);
    expect(until).toBeGreaterThan(before);
    expect(until).toBeLessThanOrEqual(Date.now() + 60_000);
  });
});
