import { defineConfig, devices } from '@playwright/test';

// Overridable so that two runs can go side by side (each with its own port, database and build).
const PORT = Number(process.env.E2E_PORT ?? 8090);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.test-data/e2e';
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * End-to-end tests in Debian's Chromium against the built app, served by the real server over a fresh embedded
 * PostgreSQL with the demo data (DATA_DIR .test-data/e2e, wiped at every run).
 */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1600, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1600, height: 900 } } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node scripts/start.mjs`,
    cwd: '../..',
    url: `${BASE_URL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? 54393)),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
});
