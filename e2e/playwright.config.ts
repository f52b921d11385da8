import { defineConfig } from '@playwright/test';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8480);
/** The API behind the web front; the delivery spec's nginx proxies /api straight to it. */
export const apiPort = Number(process.env.E2E_API_PORT ?? port + 707);
const root = path.resolve(import.meta.dirname, '..');
export const dataDir = path.join(root, '.data/e2e');

/**
 * Browser tests against the built platform, served as `pnpm start` serves it (web front + API on
 * a fresh embedded database), in Debian's Chromium: never a downloaded browser.
 */
export default defineConfig({
  testDir: './src/specs',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // A flaky test is fixed, not retried.
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf "${dataDir}" && node --import tsx ../deploy/src/cli/serve.ts`,
    url: `http://localhost:${port}/api/status`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      API_PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TEST_MODE: '1',
      SEED_DEMO: '1',
      CAPTCHA_ENABLED: '0',
      DATABASE_URL: '',
    },
  },
});
