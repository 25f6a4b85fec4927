import { defineConfig } from '@playwright/test';
import { ADMIN_TOKEN, E2E_DATA, E2E_DIR, E2E_DIST, E2E_MAIL, E2E_PORT, E2E_RELEASES, E2E_STORE } from './support/env';

/**
 * Browser tests of the composed shop in Debian's Chromium (never a downloaded browser).
 * The server runs on its own port with its own build, pins, database and mail folder.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: `${E2E_DIR}/results`,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: `${E2E_DIR}/report` }]] : [['list']],
  use: {
    baseURL: `http://de.localhost:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // Recording a trace costs every test its screencast and DOM snapshots (about 40 % of the suite's time
    // on two cores): CI records one when it retries a failed test, a local run keeps one of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The built server, as production runs it (prepare.ts compiles it with the apps).
    command: 'node ../scripts/run.mjs support/prepare.ts && node ../api/dist/server.js',
    url: `http://localhost:${E2E_PORT}/health`,
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === '1',
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(E2E_PORT),
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: '0',
      DIST_DIR: E2E_DIST,
      REMOTE_STORE_DIR: E2E_STORE,
      RELEASES_DIR: E2E_RELEASES,
      DATA_DIR: E2E_DATA,
      MAIL_DIR: E2E_MAIL,
      ADMIN_TOKEN,
    },
  },
});
