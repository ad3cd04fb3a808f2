/** A background worker of this process: wake() runs it soon, stop() ends it after a run in progress. */
export type IntervalWorker = { wake: () => void; stop: () => Promise<void> };

/**
 * Runs `task` every `intervalMs` and on wake(), never two at once in this process: a wake during a
 * run asks for one more run after it (replicas are kept apart by each task's own row claims). A
 * failed run is logged and the next tick tries again. Used by the mail outbox and the e-invoice sender.
 */
export function startIntervalWorker(
  task: () => Promise<unknown>,
  onError: (err: unknown) => void,
  intervalMs: number,
): IntervalWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = task()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    wake: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
