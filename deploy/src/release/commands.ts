import { isPublished, manifestUrlOf, publishRemote, type Published } from '../cdn/publish';
import type { GateResult } from '../gates/gate-result';
import { runGates } from '../gates/run-gates';
import type { EnvPaths } from '../paths';
import { canary, promote, ReleaseError, rollback } from '../registry/operations';
import {
  changeRegistry,
  readHistory,
  readRegistry,
  type HistoryLine,
} from '../registry/registry-store';
import type { Registry, RemoteVersion } from '../registry/registry-types';

export interface ReleaseContext {
  paths: EnvPaths;
  /** Who is releasing, for the history. */
  by: string;
  shellDir: string;
  /** false skips the browser gate (said loudly in the output). */
  smoke: boolean;
  log: (line: string) => void;
}

/** A version that was published, as the registry points at it; refuses one that never was. */
function published(ctx: ReleaseContext, remote: string, version: string): RemoteVersion {
  if (!isPublished(ctx.paths.cdn, remote, version))
    throw new ReleaseError(
      `${remote} ${version} was never published to ${ctx.paths.cdn}: publish it first (registry unchanged)`,
    );
  return { version, manifest: manifestUrlOf(remote, version) };
}

function report(results: GateResult[], log: (line: string) => void, smokeSkipped: string | null) {
  for (const r of results) {
    log(`  ${r.ok ? 'ok  ' : 'FAIL'} gate ${r.gate}`);
    for (const reason of r.reasons) log(`         ${reason}`);
  }
  if (smokeSkipped)
    log(`  SKIP gate smoke (${smokeSkipped}): the version was not loaded in a browser`);
}

/** Runs the gates (the browser one when `smoke`), refusing the change when one fails. */
async function gated(
  ctx: ReleaseContext,
  remote: string,
  candidate: RemoteVersion,
  options: { smoke: boolean; smokeSkipped: string | null; refusal?: string } = {
    smoke: ctx.smoke,
    smokeSkipped: ctx.smoke ? null : '--no-smoke',
  },
) {
  ctx.log(`gates for ${remote} ${candidate.version} (${ctx.paths.env}):`);
  const results = await runGates({
    remote,
    candidate,
    registry: readRegistry(ctx.paths.registry),
    cdnDir: ctx.paths.cdn,
    shellDir: ctx.shellDir,
    smoke: options.smoke,
  });
  report(results, ctx.log, options.smokeSkipped);
  const failed = results.filter((r) => !r.ok);
  if (failed.length)
    throw new ReleaseError(
      `${remote} ${candidate.version} failed the ${failed.map((r) => r.gate).join(', ')} gate: registry unchanged${options.refusal ?? ''}`,
    );
}

export function publishCommand(
  ctx: ReleaseContext,
  remote: string,
  version: string,
  dist: string,
): Published {
  const result = publishRemote({ remote, version, dist, cdn: ctx.paths.cdn });
  ctx.log(
    result.created
      ? `published ${remote} ${version} → ${result.folder}`
      : `${remote} ${version} is already published with this build: nothing to do`,
  );
  return result;
}

export async function promoteCommand(ctx: ReleaseContext, remote: string, version: string) {
  const candidate = published(ctx, remote, version);
  await gated(ctx, remote, candidate);
  const line = await changeRegistry(
    ctx.paths,
    ctx.by,
    (registry) => promote(registry, remote, candidate),
    ctx.shellDir,
  );
  ctx.log(`promoted ${remote} ${version} in ${ctx.paths.env}`);
  return line;
}

export async function canaryCommand(
  ctx: ReleaseContext,
  remote: string,
  version: string,
  percent: number,
) {
  const candidate = published(ctx, remote, version);
  // Check the numbers before a browser is started for nothing.
  canary(readRegistry(ctx.paths.registry), remote, candidate, percent);
  await gated(ctx, remote, candidate);
  const line = await changeRegistry(
    ctx.paths,
    ctx.by,
    (registry) => canary(registry, remote, candidate, percent),
    ctx.shellDir,
  );
  ctx.log(`canary ${remote} ${version} for ${percent} % of browsers in ${ctx.paths.env}`);
  return line;
}

/**
 * A rollback must be quick when something burns: no browser. Going back to `previous` still runs
 * the file gates (milliseconds): the shell may have been released since that version ran, and a
 * version the deployed shell cannot share with shows every browser "section unavailable".
 * `force` skips them, said in the output. Stopping a canary needs none: everyone returns to
 * `current`, which runs now.
 */
export async function rollbackCommand(
  ctx: ReleaseContext,
  remote: string,
  options: { force?: boolean } = {},
) {
  const before = readRegistry(ctx.paths.registry);
  const seen = before.remotes[remote];
  const target = rollback(before, remote).registry.remotes[remote]!.current;
  if (!seen?.canary) {
    const candidate = published(ctx, remote, target.version);
    if (options.force)
      ctx.log(
        `  SKIP gates (--force): ${remote} ${target.version} was not checked against the shell`,
      );
    else
      await gated(ctx, remote, candidate, {
        smoke: false,
        smokeSkipped: 'rollback',
        refusal: ' (--force rolls back without them)',
      });
  }
  const line = await changeRegistry(
    ctx.paths,
    ctx.by,
    (registry) => {
      // The gates checked the registry as it was before the lock: another release since then
      // would make this rollback go somewhere else.
      if (JSON.stringify(registry.remotes[remote]) !== JSON.stringify(seen))
        throw new ReleaseError(
          `${remote} changed in ${ctx.paths.env} while the gates ran: registry unchanged, run the rollback again`,
        );
      const change = rollback(registry, remote);
      published(ctx, remote, change.registry.remotes[remote]!.current.version);
      return change;
    },
    ctx.shellDir,
  );
  ctx.log(`rolled back ${remote} in ${ctx.paths.env}: ${line?.note ?? ''}`);
  return line;
}

const describeEntry = (registry: Registry, remote: string) => {
  const e = registry.remotes[remote]!;
  const canaryText = e.canary ? `${e.canary.version} @ ${e.canary.percent} %` : '-';
  return [remote, e.current.version, canaryText, e.previous?.version ?? '-'];
};

const describeLine = (l: HistoryLine) =>
  `${l.at}  ${l.by}  ${l.action} ${l.remote}: ${l.from?.version ?? '(none)'} → ${l.to.version}` +
  (l.to.canary ? ` (canary ${l.to.canary.version} @ ${l.to.canary.percent} %)` : '') +
  (l.note ? `  [${l.note}]` : '');

export function statusCommand(ctx: ReleaseContext, historyLines = 5) {
  const registry = readRegistry(ctx.paths.registry);
  const rows = [
    ['remote', 'current', 'canary', 'previous'],
    ...Object.keys(registry.remotes)
      .sort()
      .map((r) => describeEntry(registry, r)),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  ctx.log(`registry ${ctx.paths.env}: ${ctx.paths.registry}`);
  for (const row of rows) ctx.log(`  ${row.map((c, i) => c.padEnd(widths[i]!)).join('  ')}`);
  const history = readHistory(ctx.paths.history).slice(-historyLines);
  if (history.length) {
    ctx.log('recent changes:');
    for (const line of history) ctx.log(`  ${describeLine(line)}`);
  }
  return registry;
}
