import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/bench/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
// One fresh data directory per run, shared by the main process and its workers through the environment.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `firm-e2e-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    // The system exactly as `npm start` runs it: builds what is stale, then serves on PORT.
    command: 'npm start',
    cwd: path.resolve(__dirname, '..'),
    url: `http://localhost:${port}/api/health`,
    // A fresh clone builds all six bundles first: about 2 minutes on an idle two-core machine, more when busy.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'development',
      // The suite signs the same demo people in many times from 127.0.0.1 within minutes; the limits
      // themselves are proven by the server tests.
      AUTH_IP_LIMIT: '10000',
      AUTH_ADDRESS_LIMIT: '1000',
      OTP_RESEND_SECONDS: '0',
      ENQUIRY_IP_LIMIT: '1000',
    },
  },
});
