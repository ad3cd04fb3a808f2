/**
 * A probe starts this long after the previous one started (or as soon as it is answered, if
 * later). A fixed pause after each answer made a faster server asked more often: with answers in
 * 4 ms instead of 7 the prober added a quarter more requests to the load it measured (ADR 030).
 */
const PROBE_EVERY_MS = 10;

/**
 * Runs `work` while asking /api/health over and over, one probe at a time every PROBE_EVERY_MS:
 * the latency a user sees while a report or an export runs on the server.
 */
export async function healthWhile<T>(
  base: string,
  work: () => Promise<T>,
): Promise<{ result: T; health: { n: number; p50: number; p99: number; max: number; failures: number } }> {
  const samples: number[] = [];
  const slow: [at: number, ms: number][] = [];
  const started = performance.now();
  let running = true;
  let failures = 0;
  const poll = probeEvery(
    `${base}/api/health`,
    PROBE_EVERY_MS,
    () => running,
    (t0, ms, ok) => {
      samples.push(ms);
      if (!ok) failures += 1;
      if (ms > 40) slow.push([Math.round(t0 - started), Math.round(ms)]);
    },
  );
  try {
    const result = await work();
    if (process.env.HEALTH_SLOW) console.error('slow probes [at ms, took ms]', JSON.stringify(slow));
    return { result, health: { ...summarize(samples), failures } };
  } finally {
    running = false;
    await poll;
  }
}

/**
 * Asks `url` one request at a time, each starting `everyMs` after the previous one started (or as
 * soon as it is answered, if later), while `running()`; `record` gets each probe's start
 * (performance.now()), its latency and whether it was answered. A reset keep-alive socket (the
 * server dropped it while busy) still counts as the wait seen.
 */
export async function probeEvery(
  url: string,
  everyMs: number,
  running: () => boolean,
  record: (start: number, ms: number, ok: boolean) => void,
): Promise<void> {
  while (running()) {
    const t0 = performance.now();
    const ok = await fetch(url)
      .then((r) => r.arrayBuffer())
      .then(
        () => true,
        () => false,
      );
    record(t0, performance.now() - t0, ok);
    const wait = t0 + everyMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const r = (v: number | undefined) => Math.round((v ?? 0) * 10) / 10;
  return {
    n: sorted.length,
    p50: r(sorted[Math.floor(sorted.length / 2)]),
    p99: r(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]),
    max: r(sorted[sorted.length - 1]),
  };
}
