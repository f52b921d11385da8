import { spawn } from 'node:child_process';
import { superviseApi } from '../cli/api-supervisor';

const node = (code: string) => () => spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('API supervisor of `pnpm start`', () => {
  it('starts the API again each time it dies, and not after stop', async () => {
    const api = superviseApi(node('process.exit(3)'), {
      delayMs: 20,
      maxDelayMs: 40,
      log: () => {},
    });
    for (let i = 0; i < 100 && api.starts() < 3; i++) await wait(50);
    expect(api.starts()).toBeGreaterThanOrEqual(3);
    await api.stop();
    const after = api.starts();
    await wait(200);
    expect(api.starts()).toBe(after);
  });

  it('stops a running API with SIGTERM and waits for it', async () => {
    const api = superviseApi(node('setInterval(() => {}, 1000)'), { log: () => {} });
    await wait(100);
    await api.stop();
    expect(api.starts()).toBe(1);
  });
});
