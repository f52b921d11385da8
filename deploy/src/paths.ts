import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** The remotes: workspace folder → federation name. */
export const REMOTE_PACKAGES = {
  auth: 'mf-auth',
  cabinet: 'mf-client-cabinet',
  admin: 'mf-admin',
} as const;

/** The local CDN: `<cdn>/<remote>/<version>/` folders plus the registry. */
export const cdnDir = () => path.resolve(process.env.CDN_DIR ?? path.join(REPO_ROOT, '.cdn'));
export const shellDist = () =>
  path.resolve(process.env.SHELL_DIST ?? path.join(REPO_ROOT, 'shell/dist'));
export const registryFile = () => path.join(cdnDir(), 'registry.json');
