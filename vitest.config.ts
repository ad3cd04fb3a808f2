import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// fast-check: one seed for the whole run, printed, so any property's cases can be replayed with
// `FC_SEED=<n> npm test` (applied in each file by apps/api/test/helpers/fast-check-seed.ts).
process.env.FC_SEED ??= String(Math.floor(Math.random() * 2 ** 31));
console.log(
  `fast-check seed ${process.env.FC_SEED} (FC_SEED=${process.env.FC_SEED} replays this run's properties)`,
);
const fcSeed = '../api/test/helpers/fast-check-seed.ts';

/**
 * `npm run test:fast` (vitest --mode fast): the inner loop leaves out the API files whose time
 * is their property runs, fuzzing, load or server processes (ADR 032). `npm test` runs them all.
 */
const SLOW_API_FILES = [
  'test/*-property.test.ts',
  'test/*-fuzz.test.ts',
  'test/fuzz-routes.test.ts',
  'test/robustness.test.ts',
  'test/credit-list-totals.test.ts',
  'test/images-fairness.test.ts',
  'test/share-links-load.test.ts',
  'test/seed-demo.test.ts',
  'test/data-dir-lock.test.ts',
  'test/replicas.test.ts',
  'test/production-build.test.ts',
];

// Three projects: the API suite (PGlite in memory, or real PostgreSQL when TEST_DATABASE_URL is
// set), the pure unit tests of the shared package, and the browser app's pure helpers (node, no DOM:
// the screens themselves are covered by the Playwright suite).
export default defineConfig(({ mode }) => ({
  test: {
    // Vitest's default is one worker per core but one: a single worker on this 2-core machine,
    // while a test file spends much of its time waiting (timers, sockets, child processes).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(mode === 'fast' ? SLOW_API_FILES : [])],
          setupFiles: ['./test/setup.ts', './test/helpers/fast-check-seed.ts'],
          // One migrated and seeded database per run, copied by every test app (ADR 032).
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'web', root: './apps/web', include: ['src/**/*.test.ts'], setupFiles: [fcSeed] } },
    ],
  },
}));
