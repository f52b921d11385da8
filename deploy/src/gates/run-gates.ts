import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTER_NAMES_FILE } from '../../../build/router-names.cjs';
import { versionFolder } from '../cdn/publish';
import type { Registry, RemoteVersion } from '../registry/registry-types';
import { bundledCopies } from './bundled-copies';
import type { GateResult } from './gate-result';
import { readManifest } from './manifest';
import { manifestGate } from './manifest-gate';
import { sharedGate } from './shared-gate';
import { smokeGate } from './smoke-gate';
import { verdict } from './gate-result';

export interface GateInput {
  remote: string;
  candidate: RemoteVersion;
  registry: Registry;
  cdnDir: string;
  shellDir: string;
  /** Skip the browser gate (`--no-smoke`): for a machine without Chromium, said in the output. */
  smoke?: boolean;
}

/**
 * The router names a build wrote beside its manifest: null when it wrote none (an older build),
 * a reason when the file is there but not a list of names (nothing can be checked against it).
 */
function routerNamesIn(
  folder: string,
  whose: string,
): { names: string[] | null; problem: string | null } {
  const file = path.join(folder, ROUTER_NAMES_FILE);
  if (!existsSync(file)) return { names: null, problem: null };
  try {
    const names: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (Array.isArray(names) && names.every((n) => typeof n === 'string'))
      return { names, problem: null };
  } catch {
    // reported below
  }
  return { names: null, problem: `${whose} ${ROUTER_NAMES_FILE} is not a list of names` };
}

/**
 * The gates in order, cheapest first; a failure stops the rest (no point in opening a browser on a
 * manifest that is broken).
 */
export async function runGates(input: GateInput): Promise<GateResult[]> {
  const folder = versionFolder(input.cdnDir, input.remote, input.candidate.version);
  const results: GateResult[] = [manifestGate(input.remote, folder)];
  if (!results[0]!.ok) return results;

  const remote = readManifest(path.join(folder, 'mf-manifest.json')).manifest;
  const shell = readManifest(path.join(input.shellDir, 'mf-manifest.json'));
  if (!shell.manifest || !remote) {
    results.push(
      verdict('shared', [`the shell's manifest cannot be read: ${shell.reasons.join('; ')}`]),
    );
    return results;
  }
  const remoteNames = routerNamesIn(folder, "the remote's");
  const shellNames = routerNamesIn(input.shellDir, "the shell's");
  // Everything wrong at once: unreadable name lists, copies in the remote's own code, the shares.
  results.push(
    verdict('shared', [
      ...[remoteNames.problem, shellNames.problem].filter((p) => p !== null),
      ...bundledCopies(folder, remote),
      ...sharedGate(remote.shared, shell.manifest.shared, {
        remote: remoteNames.names,
        shell: shellNames.names,
      }).reasons,
    ]),
  );
  if (!results[1]!.ok || input.smoke === false) return results;
  results.push(await smokeGate(input));
  return results;
}
