import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { writeRegistry } from '../registry/registry-store';
import type { Registry, RemoteVersion } from '../registry/registry-types';
import { buildWebServer } from '../web/web-server';
import { verdict, type GateResult } from './gate-result';
import { SMOKE_TARGETS } from './smoke-targets';

export interface SmokeOptions {
  remote: string;
  candidate: RemoteVersion;
  /** The environment's registry now: the other remotes stay as they are. */
  registry: Registry;
  shellDir: string;
  cdnDir: string;
  chromiumPath?: string;
  timeoutMs?: number;
}

/** Errors that mean the page is broken, not that the stub API said no. */
const FATAL =
  /Invalid hook call|RUNTIME-\d+|Minified React error|is not a function|ChunkLoadError|Loading chunk/;

/** The API as the smoke page sees it: up, not in maintenance, and refusing everything else. */
async function startStubApi() {
  const api = Fastify();
  api.get('/api/status', () => ({
    ok: true,
    maintenance: false,
    version: 'smoke',
    time: new Date().toISOString(),
  }));
  // 500, not 401/403 (the client would sign out) nor 503 (maintenance page).
  api.all('/api/*', async (_req, reply) =>
    reply.code(500).send({ error: { code: 'INTERNAL', message: 'smoke test stub' } }),
  );
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { api, url: `http://127.0.0.1:${port}` };
}

/**
 * Loads the candidate inside the current shell in headless Chromium: a throwaway web front serves
 * the shell, the CDN folder and a registry in which only this remote points at the candidate. The
 * gate passes when the remote's first screen renders (the shell marks it with the remote's name and
 * version), with no "section unavailable" panel and no fatal page error.
 */
export async function smokeGate(opts: SmokeOptions): Promise<GateResult> {
  const target = SMOKE_TARGETS[opts.remote];
  if (!target) return verdict('smoke', [`no smoke page is defined for ${opts.remote}`]);
  const tmp = mkdtempSync(path.join(tmpdir(), 'smoke-'));
  const registryFile = path.join(tmp, 'registry.json');
  const entry = opts.registry.remotes[opts.remote];
  writeRegistry(registryFile, {
    remotes: {
      ...opts.registry.remotes,
      [opts.remote]: { current: opts.candidate, previous: entry?.current ?? null, canary: null },
    },
  });

  const { api, url: apiUrl } = await startStubApi();
  const web = await buildWebServer({
    shellDir: opts.shellDir,
    cdnDir: opts.cdnDir,
    apiUrl,
    registryFile,
  });
  const browser = await chromium.launch({
    executablePath: opts.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const errors: string[] = [];
  try {
    const base = await web.listen({ port: 0, host: '127.0.0.1' });
    const context = await browser.newContext({ baseURL: base });
    await context.addCookies([{ name: 'lang', value: 'en', url: base }]);
    if (target.localStorage) {
      // A script text, not a function: this package is compiled without the DOM's types.
      const items = JSON.stringify(target.localStorage);
      await context.addInitScript({
        content: `for (const [k, v] of Object.entries(${items})) localStorage.setItem(k, v);`,
      });
    }
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && FATAL.test(m.text())) errors.push(m.text());
    });
    await page.goto(target.path);
    const mark = page.locator(
      `[data-remote="${opts.remote}"][data-remote-version="${opts.candidate.version}"]`,
    );
    const unavailable = page.getByTestId('remote-unavailable');
    await mark
      .or(unavailable)
      .first()
      .waitFor({ timeout: opts.timeoutMs ?? 30_000 });
    if (await unavailable.count())
      return verdict('smoke', [
        `${target.path} shows "section unavailable": the remote did not load`,
      ]);
    const text = (await mark.first().innerText()).trim();
    const reasons = errors.filter((e) => FATAL.test(e)).map((e) => `page error: ${e}`);
    if (!text) reasons.push(`${opts.remote} rendered nothing at ${target.path}`);
    return verdict('smoke', reasons);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return verdict('smoke', [
      `${opts.remote} did not render at ${target.path}: ${reason}`,
      ...errors,
    ]);
  } finally {
    await browser.close();
    await web.close();
    await api.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}
