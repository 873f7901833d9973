import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// One fresh data directory per run, shared by the main process and its workers through the environment.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `firm-e2e-${Date.now()}`);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium 156 builds its omnibox popup as a WebUI page (a renderer of its own) for every new tab: about
  // 0.7 s of a core per page the tests open, the browser's own chrome and none of the portal's.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

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
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
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
