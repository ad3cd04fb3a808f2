import { afterEach, vi } from 'vitest';

// A console.error during a test is a bug somewhere (Epic Stack rule): fail the test.
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  vi.useRealTimers();
  if (seen.length) throw new Error(`console.error was called: ${String(seen[0]?.[0])}`);
});
