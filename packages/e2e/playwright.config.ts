import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_READY_LINE, E2E_WORKERS, WEB_DIST } from './server-env.ts';

if (!existsSync(join(WEB_DIST, 'index.html')))
  throw new Error(`no built web app in ${WEB_DIST}: run npm run build first`);

/**
 * End-to-end tests in Debian's Chromium against the built app. Each worker has its own real server over its own copy
 * of the demo data in the run's one embedded PostgreSQL (server-env.ts); a spec file runs whole in one worker, its
 * tests in order.
 */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../../test-results',
  use: {
    // This worker's own server: Playwright loads the config again in every worker, after naming its slot.
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1600, height: 900 },
    // The browser asks for reduced motion, as a person may in their system settings: the app then switches antd's
    // motion off (app/theme.ts), so no click is aimed at a drop-down still scaling in and no test waits for a
    // dialog's animation. home-n.spec.ts asks for motion, to see its carousel move.
    reducedMotion: 'reduce',
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
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1600, height: 900 } },
    },
  ],
  // One command seeds the run's database, copies it per worker and starts every server (start-servers.ts); SIGTERM
  // lets the servers drain, then PostgreSQL stop.
  webServer: {
    command: 'node --import tsx packages/e2e/start-servers.ts',
    cwd: '../..',
    wait: { stdout: new RegExp(E2E_READY_LINE) },
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
