import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './e2e/support/env.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Browser tests against the real server (API + built SPA) on a throw-away data directory,
 * in Debian's Chromium: no browser download (docs/integrations.md §Playwright). `npm run e2e` builds first.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: `${E2E_DATA_DIR}-results`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    // No enter transitions (the theme respects reduced motion): on a loaded CI machine a click
    // could otherwise land where a modal's button was a frame earlier, mid fade-down.
    reducedMotion: 'reduce',
    // The app's service worker fetches /api reads itself (NetworkFirst cache, ADR 027), where
    // page.route cannot see them: once it claimed the page, a test's faked answer raced the real
    // one (guard and phone-faults failed now and then). Only the specs about it allow it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'system-chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && npx tsx apps/api/src/main.ts`,
    cwd: repoRoot,
    url: `${E2E_BASE_URL}/api/health`,
    env: {
      DATA_DIR: E2E_DATA_DIR,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: E2E_BASE_URL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The suite logs in far more often than a person; the limit itself is covered by API tests.
      AUTH_RATE_LIMIT: '1000',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
