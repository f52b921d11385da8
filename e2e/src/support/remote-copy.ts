import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** A remote's build folder: `version/` (manifest, remoteEntry.js) and `chunks/` (build/rspack-app.mjs). */
export const remoteDist = (pkg: string) => path.join(root, pkg, 'dist');

/** A remote's content-hashed chunk names: the same name is the same file in any build. */
export const chunkNames = (dist: string): string[] =>
  readdirSync(path.join(dist, 'chunks')).filter((f) => /\.[0-9a-f]{8,}\.(js|css)$/.test(f));

/**
 * Another release of a remote, built for real: a copy of its package beside it (same depth, so
 * module ids and the hashes of untouched chunks stay the same) with `edit` applied to the copy's
 * sources. Returns the copy's build folder and `remove()`; the checkout's files are never edited.
 */
export function buildCopy(
  pkg: string,
  edit: (copy: string) => void,
): { dist: string; remove: () => void } {
  const source = path.join(root, pkg);
  const copy = mkdtempSync(path.join(root, `.copy-${pkg}-`));
  const remove = () => rmSync(copy, { recursive: true, force: true });
  try {
    for (const entry of readdirSync(source))
      if (!['node_modules', 'dist'].includes(entry))
        cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true });
    symlinkSync(path.join(source, 'node_modules'), path.join(copy, 'node_modules'));
    edit(copy);
    execFileSync(path.join(copy, 'node_modules/.bin/rspack'), ['build'], {
      cwd: copy,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    return { dist: path.join(copy, 'dist'), remove };
  } catch (error) {
    remove();
    throw error;
  }
}
