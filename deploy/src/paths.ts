import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** The remotes: federation name → workspace folder. */
export const REMOTE_PACKAGES = {
  auth: 'mf-auth',
  cabinet: 'mf-client-cabinet',
  admin: 'mf-admin',
} as const;
export type RemoteName = keyof typeof REMOTE_PACKAGES;

export const isRemoteName = (name: string): name is RemoteName =>
  Object.prototype.hasOwnProperty.call(REMOTE_PACKAGES, name);

/** The environment `pnpm start` and the e2e suite serve. */
export const LOCAL_ENV = 'local';

/** The local CDN: `<cdn>/<remote>/<version>/` folders plus the registries. */
export const cdnDir = () => path.resolve(process.env.CDN_DIR ?? path.join(REPO_ROOT, '.cdn'));
export const shellDist = () =>
  path.resolve(process.env.SHELL_DIST ?? path.join(REPO_ROOT, 'shell/dist'));
export const remoteDist = (remote: RemoteName) =>
  path.join(REPO_ROOT, REMOTE_PACKAGES[remote], 'dist');

/**
 * Where one environment's release state lives. The registry is public (browsers read it) and sits
 * in the CDN folder; the lock and the history are not, so they live in `<cdn>/.release/`, a dot
 * folder that neither web server serves and the CDN sync skips (deploy/README.md).
 */
export interface EnvPaths {
  env: string;
  cdn: string;
  registry: string;
  lock: string;
  history: string;
}

const ENV_NAME = /^[a-z][a-z0-9-]{0,31}$/;

export function envPaths(env: string, cdn: string = cdnDir()): EnvPaths {
  if (!ENV_NAME.test(env))
    throw new Error(`environment "${env}": lower-case letters, digits and dashes only`);
  return {
    env,
    cdn,
    registry: path.join(cdn, 'registry', `${env}.json`),
    lock: path.join(cdn, '.release', `${env}.lock`),
    history: path.join(cdn, '.release', `${env}.history.jsonl`),
  };
}
