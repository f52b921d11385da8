import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import type { StartData } from '../../../shell/src/start-up/start-data';
import { envPaths } from '../paths';
import { withLock } from '../registry/lock';
import { readHistory, readRegistry } from '../registry/registry-store';
import {
  canaryCommand,
  promoteCommand,
  rollbackCommand,
  type ReleaseContext,
} from '../release/commands';
import { runGates } from '../gates/run-gates';
import { startFileOf } from '../web/start-script';

/** A CDN with published versions, and a release context on it (no browser gate in unit tests). */
function bench(versions: Record<string, string[]>) {
  const cdn = mkdtempSync(path.join(tmpdir(), 'release-'));
  for (const [remote, list] of Object.entries(versions))
    for (const v of list) {
      mkdirSync(path.join(cdn, remote, v), { recursive: true });
      writeFileSync(path.join(cdn, remote, v, 'mf-manifest.json'), '{}');
    }
  const log: string[] = [];
  const ctx: ReleaseContext = {
    paths: envPaths('staging', cdn),
    by: 'alice',
    shellDir: cdn,
    smoke: false,
    log: (l) => log.push(l),
  };
  return { ctx, log };
}

// The gates have their own tests: here they always pass.
jest.mock('../gates/run-gates', () => ({
  runGates: jest.fn(async () => [{ gate: 'manifest', ok: true, reasons: [] }]),
}));

describe('registry commands', () => {
  it('promote points everyone at a version and keeps the replaced one as previous', async () => {
    const { ctx } = bench({ cabinet: ['1.0.0', '1.1.0'] });
    await promoteCommand(ctx, 'cabinet', '1.0.0');
    await promoteCommand(ctx, 'cabinet', '1.1.0');
    expect(readRegistry(ctx.paths.registry).remotes.cabinet).toEqual({
      current: { version: '1.1.0', manifest: '/cdn/cabinet/1.1.0/mf-manifest.json' },
      previous: { version: '1.0.0', manifest: '/cdn/cabinet/1.0.0/mf-manifest.json' },
      canary: null,
    });
  });

  it('refuses a version that was never published and leaves the registry alone', async () => {
    const { ctx } = bench({ cabinet: ['1.0.0'] });
    await promoteCommand(ctx, 'cabinet', '1.0.0');
    const before = readFileSync(ctx.paths.registry, 'utf8');
    await expect(promoteCommand(ctx, 'cabinet', '2.0.0')).rejects.toThrow(/never published/);
    await expect(canaryCommand(ctx, 'cabinet', '2.0.0', 10)).rejects.toThrow(/never published/);
    expect(readFileSync(ctx.paths.registry, 'utf8')).toBe(before);
    expect(readHistory(ctx.paths.history)).toHaveLength(1);
  });

  it('writes a history line per change: who, when, what, from, to', async () => {
    const { ctx } = bench({ cabinet: ['1.0.0', '1.1.0'] });
    await promoteCommand(ctx, 'cabinet', '1.0.0');
    await canaryCommand(ctx, 'cabinet', '1.1.0', 20);
    await rollbackCommand(ctx, 'cabinet');
    const lines = readHistory(ctx.paths.history);
    expect(lines.map((l) => [l.action, l.by, l.env, l.remote])).toEqual([
      ['promote', 'alice', 'staging', 'cabinet'],
      ['canary', 'alice', 'staging', 'cabinet'],
      ['rollback', 'alice', 'staging', 'cabinet'],
    ]);
    expect(lines[1]).toMatchObject({
      from: { version: '1.0.0', canary: null },
      to: { version: '1.0.0', canary: { version: '1.1.0', percent: 20 } },
    });
    expect(Date.parse(lines[0]!.at)).not.toBeNaN();
  });

  it.each([0, 100, -5, 12.5, Number.NaN])('refuses a canary of %p %%', async (percent) => {
    const { ctx } = bench({ cabinet: ['1.0.0', '1.1.0'] });
    await promoteCommand(ctx, 'cabinet', '1.0.0');
    await expect(canaryCommand(ctx, 'cabinet', '1.1.0', percent)).rejects.toThrow(/1 to 99/);
    expect(readRegistry(ctx.paths.registry).remotes.cabinet?.canary).toBeNull();
  });

  it('rollback stops a canary first, then goes back to previous, then undoes itself', async () => {
    const { ctx } = bench({ cabinet: ['1.0.0', '1.1.0', '1.2.0'] });
    await promoteCommand(ctx, 'cabinet', '1.0.0');
    await promoteCommand(ctx, 'cabinet', '1.1.0');
    await canaryCommand(ctx, 'cabinet', '1.2.0', 50);
    const current = () => readRegistry(ctx.paths.registry).remotes.cabinet!;
    await rollbackCommand(ctx, 'cabinet');
    expect([current().current.version, current().canary]).toEqual(['1.1.0', null]);
    await rollbackCommand(ctx, 'cabinet');
    expect([current().current.version, current().previous?.version]).toEqual(['1.0.0', '1.1.0']);
    await rollbackCommand(ctx, 'cabinet');
    expect(current().current.version).toBe('1.1.0');
  });

  it('refuses a rollback whose remote was released while its gates ran', async () => {
    const { ctx } = bench({ cabinet: ['1.0.0', '1.1.0', '1.2.0'] });
    await promoteCommand(ctx, 'cabinet', '1.0.0');
    await promoteCommand(ctx, 'cabinet', '1.1.0');
    jest.mocked(runGates).mockImplementationOnce(async () => {
      await promoteCommand(ctx, 'cabinet', '1.2.0');
      return [{ gate: 'manifest', ok: true, reasons: [] }];
    });
    await expect(rollbackCommand(ctx, 'cabinet')).rejects.toThrow(/changed in staging while/);
    // The gates were for 1.0.0; going back from 1.2.0 would have landed on 1.1.0 unchecked.
    expect(readRegistry(ctx.paths.registry).remotes.cabinet!.current.version).toBe('1.2.0');
  });

  it('refuses a rollback with nowhere to go', async () => {
    const { ctx } = bench({ cabinet: ['1.0.0'] });
    await expect(rollbackCommand(ctx, 'cabinet')).rejects.toThrow(/not in this registry/);
    await promoteCommand(ctx, 'cabinet', '1.0.0');
    await expect(rollbackCommand(ctx, 'cabinet')).rejects.toThrow(/no previous version/);
  });

  it('writes atomically: only the registry and its start script are left, no temporary file', async () => {
    const { ctx } = bench({ cabinet: ['1.0.0'] });
    await promoteCommand(ctx, 'cabinet', '1.0.0');
    expect(readdirSync(path.dirname(ctx.paths.registry)).sort()).toEqual([
      'staging.json',
      'staging.start.js',
    ]);
  });

  it("every move rewrites the start script for the registry's current versions", async () => {
    const { ctx } = bench({ cabinet: ['1.0.0', '1.1.0'] });
    for (const v of ['1.0.0', '1.1.0'])
      writeFileSync(
        path.join(ctx.paths.cdn, 'cabinet', v, 'mf-manifest.json'),
        JSON.stringify({
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [{ name: 'Routes', assets: { js: { sync: [], async: [] } } }],
        }),
      );
    const entry = () => {
      const page: { window: { __START__?: StartData } } = { window: {} };
      runInNewContext(readFileSync(startFileOf(ctx.paths.registry), 'utf8'), page);
      return page.window.__START__?.remotes.cabinet?.scripts;
    };
    await promoteCommand(ctx, 'cabinet', '1.0.0');
    await promoteCommand(ctx, 'cabinet', '1.1.0');
    expect(entry()).toEqual(['/cdn/cabinet/1.1.0/remoteEntry.js']);
    // A canary is not what most browsers run: the script keeps the current version.
    await rollbackCommand(ctx, 'cabinet');
    await canaryCommand(ctx, 'cabinet', '1.1.0', 10);
    expect(entry()).toEqual(['/cdn/cabinet/1.0.0/remoteEntry.js']);
  });

  it('two promotes at once both land (the lock serialises the read-modify-write)', async () => {
    const { ctx } = bench({ cabinet: ['1.0.0'], admin: ['2.0.0'] });
    await Promise.all([
      promoteCommand(ctx, 'cabinet', '1.0.0'),
      promoteCommand(ctx, 'admin', '2.0.0'),
    ]);
    const registry = readRegistry(ctx.paths.registry);
    expect(Object.keys(registry.remotes).sort()).toEqual(['admin', 'cabinet']);
    expect(readHistory(ctx.paths.history)).toHaveLength(2);
  });
});

describe('lock', () => {
  it('serialises two processes: each sees the other one finished', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const lock = path.join(dir, 'x.lock');
    const order: string[] = [];
    await Promise.all([
      withLock(lock, async () => {
        order.push('a:start');
        await new Promise((r) => setTimeout(r, 100));
        order.push('a:end');
      }),
      new Promise((r) => setTimeout(r, 10)).then(() =>
        withLock(lock, () => {
          order.push('b:start');
        }),
      ),
    ]);
    expect(order).toEqual(['a:start', 'a:end', 'b:start']);
  });

  it('takes over a lock whose process is gone', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const lock = path.join(dir, 'x.lock');
    const child = fork('-e', [''], { execArgv: [] });
    const pid = await new Promise<number>((resolve) => child.on('exit', () => resolve(child.pid!)));
    writeFileSync(lock, JSON.stringify({ pid, host: hostname(), since: Date.now() }));
    await expect(withLock(lock, () => 'done', { timeoutMs: 2000 })).resolves.toBe('done');
  });

  it('gives up on a live holder after the timeout, saying who holds it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lock-'));
    const lock = path.join(dir, 'x.lock');
    writeFileSync(lock, JSON.stringify({ pid: process.pid, host: hostname(), since: Date.now() }));
    await expect(withLock(lock, () => 'never', { timeoutMs: 200 })).rejects.toThrow(
      new RegExp(`process ${process.pid}`),
    );
  });
});
