import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REMOTE_PACKAGES, REPO_ROOT, type RemoteName } from '../paths';

/**
 * Builds one remote with its own package's build script (production mode) and nothing else: no
 * shell, no other remote. pnpm is the one the caller runs under (npm_execpath), else the one on PATH.
 */
export function buildRemote(remote: RemoteName): string {
  const dir = path.join(REPO_ROOT, REMOTE_PACKAGES[remote]);
  const execPath = process.env.npm_execpath;
  const [command, args] =
    execPath && /pnpm/.test(execPath) && /\.[cm]?js$/.test(execPath)
      ? [process.execPath, [execPath, 'run', 'build']]
      : ['pnpm', ['run', 'build']];
  const result = spawnSync(command, args, {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.error)
    throw new Error(`could not run the build of ${remote}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`the build of ${remote} failed (exit ${result.status})`);
  return path.join(dir, 'dist');
}
