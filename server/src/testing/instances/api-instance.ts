import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';

const SERVER_ROOT = path.resolve(import.meta.dirname, '../../..');

export type ApiInstance = {
  name: string;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Whether the process is still running. */
  alive(): boolean;
  /** Ends the process at once (no shutdown: open transactions die with its connections). */
  kill(): Promise<void>;
  /** SIGTERM, the graceful shutdown of main.ts. */
  stop(): Promise<void>;
};

/** A port free right now on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Starts the real API (`src/main.ts`, as `pnpm start` runs it: migrations, job runner) in its own
 * Node process on `databaseUrl`, in TEST_MODE (the /api/test/clock routes), and waits for
 * /api/status. One process, no tsx CLI wrapper, so a SIGKILL reaches the server itself.
 */
export async function startApiInstance(
  name: string,
  input: { databaseUrl: string; env?: Record<string, string> },
): Promise<ApiInstance> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      TEST_MODE: '1',
      DATABASE_URL: input.databaseUrl,
      API_PORT: String(port),
      HOST: '127.0.0.1',
      // The coarse limit is per process; the sign-in throttle under test is in the database.
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      ...input.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = once(child, 'exit').then(() => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`instance ${name} exited while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`instance ${name} did not answer /api/status in 60 s:\n${output}`);
    }
    try {
      if ((await fetch(`${url}/api/status`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (exited) return;
    child.kill(signal);
    await exit;
  };
  return {
    name,
    url,
    alive: () => !exited,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
