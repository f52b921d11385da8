// `pnpm start`: the API (migrated, demo seeded unless told otherwise) behind the platform's web
// front. Prints the URL and the demo logins once both answer.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { LOCAL_ENV, REPO_ROOT, cdnDir, envPaths, shellDist } from '../paths';
import { buildWebServer } from '../web/web-server';
import { superviseApi } from './api-supervisor';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const apiPort = Number(process.env.API_PORT ?? port + 707);

const serverDir = path.join(REPO_ROOT, 'server');
// The API runs as compiled JavaScript, as in production (no TypeScript loader); the bundle takes
// under a second, so it is rebuilt on every start and never stale.
execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
const startApi = () =>
  spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      HOST: '127.0.0.1',
      SEED_DEMO: process.env.SEED_DEMO ?? (process.env.NODE_ENV === 'production' ? '0' : '1'),
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
      // The API sits behind this web front, one hop: client IPs (login throttling) come from the
      // X-Forwarded-For the front sets.
      TRUST_PROXY: '1',
      // Request-by-request logs would bury the URL and the outbox links; LOG_LEVEL=info shows them.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
// The front outlives the API: a crashed API is restarted, and meanwhile /api answers 502
// SERVICE_UNAVAILABLE, which the cabinet shows as its maintenance page until the API is back.
const api = superviseApi(startApi);
const stop = () => void api.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// A fresh database migrates and seeds the demo first: on a busy machine that takes minutes
// (API_START_TIMEOUT_S, 60 by default).
async function waitForApi(
  url: string,
  timeoutMs = Number(process.env.API_START_TIMEOUT_S ?? 60) * 1000,
) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API did not answer at ${url}`);
}

const apiUrl = `http://127.0.0.1:${apiPort}`;
await waitForApi(`${apiUrl}/api/status`).catch(async (error: unknown) => {
  await api.stop();
  throw error;
});
// REGISTRY_ENV picks whose registry this front serves (default: the one `pnpm build` writes).
const registryFile = envPaths(process.env.REGISTRY_ENV ?? LOCAL_ENV).registry;
const web = await buildWebServer({ shellDir: shellDist(), cdnDir: cdnDir(), apiUrl, registryFile });
await web.listen({ port, host });
const url = `http://localhost:${port}`;
console.log(`
  Partner platform is running: ${url}
  API docs:          ${url}/api/docs
  Partner cabinet:   ${url}/login    demo / partner-demo-2026
  Back-office:       ${url}/admin    admin / admin-demo-2026   (support / support-demo-2026: limited)
  Sign up by invitation: ${url}/signup?ref=DEMO0001  (no SMTP: each mail and its link is printed here)
`);
