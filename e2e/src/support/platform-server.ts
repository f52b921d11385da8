import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** Starts the built platform as `pnpm start` does, on a fresh embedded database. */
export async function startPlatform(port: number): Promise<{ url: string; stop: () => void }> {
  const dataDir = path.join(root, `.data/bench-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  // From deploy/, where tsx is installed (the workspace root has no runtime dependencies).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/serve.ts'], {
    cwd: path.join(root, 'deploy'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      DATABASE_URL: '',
      // Migrating and seeding a fresh database takes minutes on a loaded machine.
      API_START_TIMEOUT_S: '300',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 660; i++) {
    try {
      if ((await fetch(`${url}/api/status`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`platform did not start:\n${errors}`);
}
