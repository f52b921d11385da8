import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Published {
  remote: string;
  version: string;
  folder: string;
  manifestUrl: string;
  created: boolean;
}

/**
 * Copies a remote's build into `<cdn>/<remote>/<version>/`. A version folder is immutable: an
 * existing one is never overwritten (a different build under the same version is refused).
 */
export function publishRemote(opts: {
  remote: string;
  dist: string;
  cdn: string;
  version: string;
}): Published {
  const manifest = path.join(opts.dist, 'mf-manifest.json');
  if (!existsSync(manifest))
    throw new Error(`${opts.dist} has no mf-manifest.json: build ${opts.remote} first`);
  const folder = path.join(opts.cdn, opts.remote, opts.version);
  const manifestUrl = `/cdn/${opts.remote}/${opts.version}/mf-manifest.json`;
  if (existsSync(folder)) {
    const same = readFileSync(path.join(folder, 'mf-manifest.json')).equals(readFileSync(manifest));
    if (!same)
      throw new Error(`${opts.remote} ${opts.version} is already published with other contents`);
    return { remote: opts.remote, version: opts.version, folder, manifestUrl, created: false };
  }
  mkdirSync(path.dirname(folder), { recursive: true });
  cpSync(opts.dist, folder, {
    recursive: true,
    filter: (src) => !src.endsWith('.map') && !src.endsWith('mf-stats.json'),
  });
  return { remote: opts.remote, version: opts.version, folder, manifestUrl, created: true };
}

/** A local build's version: the package version plus the manifest's hash, so each build is its own folder. */
export function localVersion(packageVersion: string, dist: string): string {
  const hash = createHash('sha256')
    .update(readFileSync(path.join(dist, 'mf-manifest.json')))
    .digest('hex');
  return `${packageVersion}-local.${hash.slice(0, 8)}`;
}
