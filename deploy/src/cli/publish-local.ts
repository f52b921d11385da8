// Publishes every built remote to the local CDN and points the local registry at it: what
// `pnpm build` ends with, so `pnpm start` serves the platform as a CDN would. No gates: this is a
// developer's own build (the release CLI, src/cli/release.ts, is the gated path).
// Arguments `<remote>[=<dist>]` publish only those remotes, from another build folder if given
// (bench:web republishes a changed cabinet build this way).
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { localVersion, publishRemote } from '../cdn/publish';
import { promote } from '../registry/operations';
import { changeRegistry } from '../registry/registry-store';
import {
  LOCAL_ENV,
  REMOTE_PACKAGES,
  REPO_ROOT,
  cdnDir,
  envPaths,
  isRemoteName,
  remoteDist,
  shellDist,
  type RemoteName,
} from '../paths';

const paths = envPaths(LOCAL_ENV);
const by = process.env.USER ?? userInfo().username;
const chosen = new Map<RemoteName, string>();
for (const arg of process.argv.slice(2)) {
  const [remote = '', dist] = arg.split('=');
  if (!isRemoteName(remote)) throw new Error(`"${remote}" is not a remote`);
  chosen.set(remote, dist ? path.resolve(dist) : remoteDist(remote));
}
if (chosen.size === 0)
  for (const remote of Object.keys(REMOTE_PACKAGES) as RemoteName[])
    chosen.set(remote, remoteDist(remote));

for (const [remote, dist] of chosen) {
  const pkgDir = REMOTE_PACKAGES[remote];
  const { version: pkgVersion } = JSON.parse(
    readFileSync(path.join(REPO_ROOT, pkgDir, 'package.json'), 'utf8'),
  ) as { version: string };
  const published = publishRemote({
    remote,
    dist,
    cdn: cdnDir(),
    version: localVersion(pkgVersion, dist),
  });
  await changeRegistry(
    paths,
    by,
    (registry) => {
      const next = { version: published.version, manifest: published.manifestUrl };
      const entry = registry.remotes[remote];
      // The same build again moves nothing (and writes no history line).
      if (entry?.current.version === next.version && !entry.canary) return { registry, line: null };
      const { registry: updated, line } = promote(registry, remote, next);
      return { registry: updated, line: line && { ...line, action: 'publish-local' } };
    },
    shellDist(),
  );
  console.log(
    `${remote}: ${published.version} ${published.created ? 'published' : 'already published'}`,
  );
}
console.log(`registry: ${paths.registry}`);
