import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startTestSmtp } from '../testing/test-smtp';

/**
 * The production start: the esbuild bundle (dist/main.js, no TypeScript loader) on an embedded
 * database, its readiness, JOBS=only, the graceful shutdown on SIGTERM and SMTP through the mail
 * queue.
 */
const SERVER_ROOT = path.resolve(__dirname, '../..');
jest.setTimeout(120_000);

type Started = { child: ChildProcess; url: string; exit: Promise<number | null>; output(): string };

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function startBundle(dir: string, env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATA_DIR: path.join(dir, 'pglite'),
      FILES_DIR: path.join(dir, 'files'),
      API_PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (c: Buffer) => (text += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (text += c.toString()));
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited while starting:\n${text}`);
    if (Date.now() > deadline) throw new Error(`no /api/status in 90 s:\n${text}`);
    if (
      await fetch(`${url}/api/status`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url, exit, output: () => text };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let dir: string;
beforeAll(() => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_ROOT });
  dir = mkdtempSync(path.join(os.tmpdir(), 'prod-start-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the bundle serves, is ready, finishes a request under way on SIGTERM and exits 0', async () => {
  const api = await startBundle(dir);
  try {
    const ready = await fetch(`${api.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, database: true, pendingMigrations: 0 });

    // A sign-in whose body is still arriving when SIGTERM comes: it must be answered.
    const port = Number(new URL(api.url).port);
    const answered = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/login',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write('{"login":"nobody-here",');
      void sleep(400).then(() => {
        api.child.kill('SIGTERM');
        return sleep(600).then(() => {
          expect(api.child.exitCode).toBeNull(); // still waiting for the request
          req.end('"password":"wrong-password-1"}');
        });
      });
    });
    const status = await answered;
    expect([401, 422]).toContain(status);
    expect(await api.exit).toBe(0);
  } finally {
    if (api.child.exitCode === null) api.child.kill('SIGKILL');
  }
});

test('JOBS=only serves the health routes and not the API', async () => {
  const jobs = await startBundle(dir, { JOBS: 'only' });
  try {
    expect((await fetch(`${jobs.url}/api/ready`)).status).toBe(200);
    const login = await fetch(`${jobs.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(login.status).toBe(404);
    jobs.child.kill('SIGTERM');
    expect(await jobs.exit).toBe(0);
  } finally {
    if (jobs.child.exitCode === null) jobs.child.kill('SIGKILL');
  }
});

test('with SMTP_URL, a request queues its mail and the bundle sends it over SMTP', async () => {
  const smtp = await startTestSmtp();
  const api = await startBundle(mkdtempSync(path.join(dir, 'smtp-')), {
    SMTP_URL: smtp.url,
    SEED_DEMO: '1',
  });
  try {
    const forgot = await fetch(`${api.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com' }),
    });
    expect(forgot.status).toBe(200);
    for (let i = 0; i < 100 && smtp.received.length === 0; i += 1) await sleep(100);
    expect(smtp.received.map((m) => m.to)).toEqual([['demo@example.com']]);
    // The demo partner's language is Russian: the text part comes base64-encoded.
    const [, afterHeader = ''] = (smtp.received[0]?.data ?? '').split(/base64\s*?\r?\n\r?\n/);
    const [encoded = ''] = afterHeader.split(/\r?\n\r?\n/);
    expect(Buffer.from(encoded.replace(/\s/g, ''), 'base64').toString('utf8')).toContain(
      '/set-password?token=',
    );
    api.child.kill('SIGTERM');
    expect(await api.exit).toBe(0);
  } finally {
    if (api.child.exitCode === null) api.child.kill('SIGKILL');
    await smtp.close();
  }
});
