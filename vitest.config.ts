import { defineConfig } from 'vitest/config';

// Three projects: the API suite (PGlite in memory, or real PostgreSQL when TEST_DATABASE_URL is
// set), the pure unit tests of the shared package, and the browser app's pure helpers (node, no DOM:
// the screens themselves are covered by the Playwright suite).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          setupFiles: ['./test/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'web', root: './apps/web', include: ['src/**/*.test.ts'] } },
    ],
  },
});
