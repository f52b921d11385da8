import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

export interface Published {
  remote: string;
  version: string;
  folder: string;
  manifestUrl: string;
  created: boolean;
}

/** Where browsers find the CDN: `/cdn` on the platform's own origin, or a CDN origin in production. */
export const cdnBaseUrl = () => (process.env.CDN_BASE_URL ?? '/cdn').replace(/\/+$/, '');

export const manifestUrlOf = (remote: string, version: string) =>
  `${cdnBaseUrl()}/${remote}/${version}/mf-manifest.json`;

export const versionFolder = (cdn: string, remote: string, version: string) =>
  path.join(cdn, remote, version);

/** A published version: its folder holds a manifest (a half-copied folder never has this name). */
export function isPublished(cdn: string, remote: string, version: string): boolean {
  return existsSync(path.join(versionFolder(cdn, remote, version), 'mf-manifest.json'));
}

export function assertVersion(version: string) {
  if (!semver.valid(version) || semver.clean(version) !== version)
    throw new Error(`"${version}" is not a semantic version (1.4.0, 1.4.0-rc.1)`);
}

/**
 * Copies a remote's build into `<cdn>/<remote>/<version>/`. A version folder is immutable: an
 * existing one is never overwritten (a different build under the same version is refused; the same
 * build again is a no-op, so a re-run CI job passes). The copy goes to a temporary folder that is
 * renamed into place, so a version is either absent or complete, never half there.
 */
export function publishRemote(opts: {
  remote: string;
  dist: string;
  cdn: string;
  version: string;
}): Published {
  assertVersion(opts.version);
  const manifest = path.join(opts.dist, 'mf-manifest.json');
  if (!existsSync(manifest))
    throw new Error(`${opts.dist} has no mf-manifest.json: build ${opts.remote} first`);
  const folder = versionFolder(opts.cdn, opts.remote, opts.version);
  const manifestUrl = manifestUrlOf(opts.remote, opts.version);
  const result = { remote: opts.remote, version: opts.version, folder, manifestUrl };
  if (existsSync(folder)) {
    const existing = path.join(folder, 'mf-manifest.json');
    const same = existsSync(existing) && readFileSync(existing).equals(readFileSync(manifest));
    if (!same)
      throw new Error(
        `${opts.remote} ${opts.version} is already published with other contents: versions are immutable, publish a new version`,
      );
    return { ...result, created: false };
  }
  const tmp = path.join(opts.cdn, opts.remote, `.${opts.version}.${process.pid}.tmp`);
  mkdirSync(path.dirname(folder), { recursive: true });
  rmSync(tmp, { recursive: true, force: true });
  cpSync(opts.dist, tmp, {
    recursive: true,
    filter: (src) => !src.endsWith('.map') && !src.endsWith('mf-stats.json'),
  });
  renameSync(tmp, folder);
  return { ...result, created: true };
}

/** A local build's version: the package version plus the manifest's hash, so each build is its own folder. */
export function localVersion(packageVersion: string, dist: string): string {
  const hash = createHash('sha256')
    .update(readFileSync(path.join(dist, 'mf-manifest.json')))
    .digest('hex');
  return `${packageVersion}-local.${hash.slice(0, 8)}`;
}
