import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
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

/**
 * Content-hashed chunks that every version of a remote shares (its builds name them
 * `../chunks/<name>.<hash>.js`), so a release leaves the URLs of unchanged chunks as they were.
 */
export const chunksFolder = (cdn: string, remote: string) => path.join(cdn, remote, 'chunks');

/**
 * The two parts of a build: what goes into the version folder (manifest, remoteEntry.js) and the
 * shared chunks. A build from before the split (one flat folder) is all version folder.
 */
export function buildParts(dist: string): { version: string; chunks: string | null } {
  const version = path.join(dist, 'version');
  return existsSync(path.join(version, 'mf-manifest.json'))
    ? { version, chunks: path.join(dist, 'chunks') }
    : { version: dist, chunks: null };
}

/** A published version: its folder holds a manifest (a half-copied folder never has this name). */
export function isPublished(cdn: string, remote: string, version: string): boolean {
  return existsSync(path.join(versionFolder(cdn, remote, version), 'mf-manifest.json'));
}

/** Files of a build that are not published: source maps and the build's own stats (any encoding). */
const isPublishable = (file: string) =>
  !file.endsWith('.map') && !/mf-stats\.json(?:\.br|\.gz)?$/.test(file);

/** A build-time compressed copy (`x.js.br`): its bytes follow the compressor, not the content. */
const isEncodedCopy = (file: string) => /\.(?:br|gz)$/.test(file);

const publishableFiles = (folder: string) =>
  existsSync(folder)
    ? readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
        .filter(isPublishable)
    : [];

/**
 * One digest of every published file of a folder (relative names and contents, in name order):
 * a change to any file, remoteEntry.js or a chunk alone included, changes it.
 */
export function contentDigest(folder: string): string {
  const hash = createHash('sha256');
  const files = publishableFiles(folder).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(folder, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function assertVersion(version: string) {
  if (!semver.valid(version) || semver.clean(version) !== version)
    throw new Error(`"${version}" is not a semantic version (1.4.0, 1.4.0-rc.1)`);
}

const sameBytes = (a: string, b: string) => readFileSync(a).equals(readFileSync(b));

/**
 * Adds a build's chunks to the remote's shared chunk folder. A chunk's name carries the hash of
 * its contents, so one already there is the same file and stays; a different file under a
 * published name is refused (nothing is overwritten that a live version may be loading). Its
 * compressed copies are kept as first published: another compressor setting makes other bytes of
 * the same content. Each file is written under a hidden name beside its place and renamed, so a
 * chunk is never seen half written.
 */
function addChunks(from: string, to: string, remote: string) {
  const files = publishableFiles(from);
  const clash = files.filter(
    (f) =>
      !isEncodedCopy(f) &&
      existsSync(path.join(to, f)) &&
      !sameBytes(path.join(from, f), path.join(to, f)),
  );
  if (clash.length)
    throw new Error(`${remote}: chunks already published with other contents: ${clash.join(', ')}`);
  for (const file of files) {
    const target = path.join(to, file);
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    const tmp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
    copyFileSync(path.join(from, file), tmp);
    renameSync(tmp, target);
  }
}

/**
 * Copies a remote's build into `<cdn>/<remote>/<version>/` and its chunks into
 * `<cdn>/<remote>/chunks/`. A version folder is immutable: an existing one is never overwritten (a
 * different build under the same version is refused; the same build again is a no-op, so a re-run
 * CI job passes). The chunks go first and the version folder is copied to a temporary folder that
 * is renamed into place, so a version is either absent or complete with every chunk it loads.
 */
export function publishRemote(opts: {
  remote: string;
  dist: string;
  cdn: string;
  version: string;
}): Published {
  assertVersion(opts.version);
  const parts = buildParts(opts.dist);
  if (!existsSync(path.join(parts.version, 'mf-manifest.json')))
    throw new Error(`${opts.dist} has no mf-manifest.json: build ${opts.remote} first`);
  const folder = versionFolder(opts.cdn, opts.remote, opts.version);
  const manifestUrl = manifestUrlOf(opts.remote, opts.version);
  const result = { remote: opts.remote, version: opts.version, folder, manifestUrl };
  // Refused before anything is written: a refused build leaves the chunk folder as it was.
  if (existsSync(folder) && contentDigest(folder) !== contentDigest(parts.version))
    throw new Error(
      `${opts.remote} ${opts.version} is already published with other contents: versions are immutable, publish a new version`,
    );
  if (parts.chunks) addChunks(parts.chunks, chunksFolder(opts.cdn, opts.remote), opts.remote);
  if (existsSync(folder)) return { ...result, created: false };
  const tmp = path.join(opts.cdn, opts.remote, `.${opts.version}.${process.pid}.tmp`);
  mkdirSync(path.dirname(folder), { recursive: true });
  rmSync(tmp, { recursive: true, force: true });
  cpSync(parts.version, tmp, {
    recursive: true,
    filter: isPublishable,
  });
  renameSync(tmp, folder);
  return { ...result, created: true };
}

/**
 * A local build's version: the package version plus the digest of every file it publishes, so each
 * build is its own folder (a version named from the manifest alone served a changed remoteEntry.js
 * stale: the folder of the old build already had that name).
 */
export function localVersion(packageVersion: string, dist: string): string {
  return `${packageVersion}-local.${contentDigest(dist).slice(0, 8)}`;
}
