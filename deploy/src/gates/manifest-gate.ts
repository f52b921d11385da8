import { existsSync } from 'node:fs';
import path from 'node:path';
import { verdict, type GateResult } from './gate-result';
import { readManifest } from './manifest';

/** The module the shell loads from every remote (`loadRemote('<name>/Routes')`). */
export const REQUIRED_EXPOSE = './Routes';

/** Inside `folder` (or it): a manifest's file may not point at another remote's or version's files. */
const isWithin = (folder: string, file: string) => {
  const rel = path.relative(folder, file);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
};

/**
 * The manifest is one the shell can run: it names the remote, exposes ./Routes, resolves its
 * chunks relative to itself (publicPath auto: one build serves from any version folder), and every
 * file it points at is published, in the version folder or the remote's shared chunk folder
 * (`../chunks/`), and nowhere else.
 */
export function manifestGate(remote: string, versionFolder: string): GateResult {
  const { manifest, reasons } = readManifest(path.join(versionFolder, 'mf-manifest.json'));
  if (!manifest) return verdict('manifest', reasons);
  if (manifest.name !== remote)
    reasons.push(`the manifest is for "${manifest.name}", not for "${remote}"`);
  if (!manifest.remoteEntry) reasons.push('the manifest names no remote entry');
  if (!manifest.exposes.includes(REQUIRED_EXPOSE))
    reasons.push(`the remote does not expose ${REQUIRED_EXPOSE}`);
  if (manifest.publicPath !== 'auto')
    reasons.push(
      `publicPath is "${manifest.publicPath}", not "auto": its chunks would not load from its version folder`,
    );
  const chunks = path.join(versionFolder, '../chunks');
  const outside = manifest.files.filter((f) => {
    const file = path.join(versionFolder, f);
    return !isWithin(versionFolder, file) && !isWithin(chunks, file);
  });
  if (outside.length)
    reasons.push(
      `files the manifest loads lie outside its version and chunk folders: ${outside.join(', ')}`,
    );
  const missing = manifest.files.filter((f) => !existsSync(path.join(versionFolder, f)));
  if (missing.length)
    reasons.push(
      `files the manifest loads are missing from the version folder: ${missing.join(', ')}`,
    );
  return verdict('manifest', reasons);
}
