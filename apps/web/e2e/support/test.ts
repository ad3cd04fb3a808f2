import { test as base, expect } from '@playwright/test';

/**
 * Every spec imports `test` from here: a page that logs a console error or throws an uncaught
 * exception fails the test that drove it (React warnings, failed chunks, broken effects).
 * The one exception is Chromium's own line for a 4xx answer ('Failed to load resource … 4xx'):
 * those are the API refusing bad input, which the tests provoke and assert on the page.
 * A 5xx answer still fails.
 */
const EXPECTED_REFUSAL = /Failed to load resource: the server responded with a status of 4\d\d/;

type ConsoleErrors = {
  /** A test that provokes a failure on purpose (a cut connection) names the line it expects. */
  allow(pattern: RegExp): void;
};

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [EXPECTED_REFUSAL];
      page.on('console', (msg) => {
        if (msg.type() !== 'error' || allowed.some((p) => p.test(msg.text()))) return;
        const where = msg.location().url ? ` (${msg.location().url})` : '';
        errors.push(`console.error: ${msg.text()}${where}`);
      });
      page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(errors, 'the browser logged errors while this test ran').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
