// Publishes every built remote to the local CDN and points the local registry at it:
// what `pnpm build` ends with, so `pnpm start` serves the platform as a CDN would.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localVersion, publishRemote } from '../cdn/publish';
import { pointTo, readRegistry, writeRegistry } from '../cdn/registry-file';
import { REMOTE_PACKAGES, REPO_ROOT, cdnDir, registryFile } from '../paths';

let registry = readRegistry(registryFile());
for (const [remote, pkgDir] of Object.entries(REMOTE_PACKAGES)) {
  const dir = path.join(REPO_ROOT, pkgDir);
  const dist = path.join(dir, 'dist');
  const { version: pkgVersion } = JSON.parse(
    readFileSync(path.join(dir, 'package.json'), 'utf8'),
  ) as { version: string };
  const published = publishRemote({
    remote,
    dist,
    cdn: cdnDir(),
    version: localVersion(pkgVersion, dist),
  });
  registry = pointTo(registry, remote, {
    version: published.version,
    manifest: published.manifestUrl,
  });
  console.log(
    `${remote}: ${published.version} ${published.created ? 'published' : 'already published'}`,
  );
}
writeRegistry(registryFile(), registry);
console.log(`registry: ${registryFile()}`);
