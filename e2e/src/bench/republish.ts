import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildCopy, chunkNames, remoteDist } from '../support/remote-copy';

const root = path.resolve(import.meta.dirname, '../../..');

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
 * A release of the cabinet alone: a copy of the package with one English string changed, built
 * for real (`buildCopy`) and published to the local CDN and registry. `restore()` points the
 * registry back at the checkout's own build.
 */
export function republishCabinet(): {
  version: string;
  /** Chunk names of the build it replaces: a chunk with one of these names did not change. */
  unchanged: ReadonlySet<string>;
  restore: () => void;
} {
  const unchanged = new Set(chunkNames(remoteDist('mf-client-cabinet')));
  const copy = buildCopy('mf-client-cabinet', (dir) => {
    const english = path.join(dir, 'src/i18n/locales/en.ts');
    const source = readFileSync(english, 'utf8');
    const changed = source.replace(/: '([^']+)'/, ": '$1 (new)'");
    if (changed === source) throw new Error(`no string to change in ${english}`);
    writeFileSync(english, changed);
  });
  try {
    const version = publish(`cabinet=${copy.dist}`);
    return { version, unchanged, restore: () => void publish('cabinet') };
  } finally {
    copy.remove();
  }
}
