import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const cabinet = path.join(root, 'mf-client-cabinet');

function publish(arg: string): string {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/publish-local.ts', arg], {
    cwd: path.join(root, 'deploy'),
    encoding: 'utf8',
  });
  const version = /cabinet: (\S+)/.exec(out)?.[1];
  if (!version) throw new Error(`publish-local said: ${out}`);
  return version;
}

/**
 * A release of the cabinet alone: a copy of the package beside it (same depth, so module ids and
 * the hashes of untouched chunks are the same) with one English string changed, built for real
 * and published to the local CDN and registry. `restore()` points the registry back at the
 * checkout's own build. The checkout's files are never edited.
 */
export function republishCabinet(): {
  version: string;
  /** File names of the build it replaces: a file with one of these names did not change. */
  unchanged: ReadonlySet<string>;
  restore: () => void;
} {
  // Content-hashed names only: remoteEntry.js and the manifest keep their names across builds.
  const unchanged = new Set(
    readdirSync(path.join(cabinet, 'dist')).filter((f) => /\.[0-9a-f]{8,}\.(js|css)$/.test(f)),
  );
  const copy = mkdtempSync(path.join(root, '.bench-cabinet-'));
  try {
    for (const entry of readdirSync(cabinet))
      if (!['node_modules', 'dist'].includes(entry))
        cpSync(path.join(cabinet, entry), path.join(copy, entry), { recursive: true });
    symlinkSync(path.join(cabinet, 'node_modules'), path.join(copy, 'node_modules'));
    const english = path.join(copy, 'src/i18n/locales/en.ts');
    const source = readFileSync(english, 'utf8');
    const changed = source.replace(/: '([^']+)'/, ": '$1 (new)'");
    if (changed === source) throw new Error(`no string to change in ${english}`);
    writeFileSync(english, changed);
    execFileSync(path.join(copy, 'node_modules/.bin/rspack'), ['build'], {
      cwd: copy,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const version = publish(`cabinet=${path.join(copy, 'dist')}`);
    return {
      version,
      unchanged,
      restore: () => void publish('cabinet'),
    };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
