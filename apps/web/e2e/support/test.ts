import { test as base, expect } from '@playwright/test';

/**
 * Every spec imports `test` from here: a page that logs a console error or throws an uncaught
 * exception fails the test that drove it (React warnings, failed chunks, broken effects).
 * The one exception is Chromium's own line for a 4xx answer ('Failed to load resource … 4xx'):
 * those are the API refusing bad input, which the tests provoke and assert on the page.
 * A 5xx answer still fails.
 */
const EXPECTED_REFUSAL = /Failed to load resource: the server responded with a status of 4\d\d/;

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error' || EXPECTED_REFUSAL.test(msg.text())) return;
        const where = msg.location().url ? ` (${msg.location().url})` : '';
        errors.push(`console.error: ${msg.text()}${where}`);
      });
      page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
      await use(errors);
      expect(errors, 'the browser logged errors while this test ran').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
