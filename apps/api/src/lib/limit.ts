/**
 * Runs at most `max` of the given tasks at a time; the others wait in arrival order. A task's
 * failure is its caller's alone and frees its place like a success does.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // The place passes straight to the next waiter, so `running` only drops when none waits.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
