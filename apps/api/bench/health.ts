/**
 * Runs `work` while asking /api/health over and over (each one as soon as the previous one is
 * answered): the latency a user sees while a report or an export runs on the server.
 */
export async function healthWhile<T>(
  base: string,
  work: () => Promise<T>,
): Promise<{ result: T; health: { n: number; p50: number; max: number; failures: number } }> {
  const samples: number[] = [];
  const slow: [at: number, ms: number][] = [];
  const started = performance.now();
  let running = true;
  let failures = 0;
  const poll = (async () => {
    while (running) {
      const t0 = performance.now();
      // A reset keep-alive socket (the server dropped it while busy) still counts as the wait seen.
      await fetch(`${base}/api/health`)
        .then((r) => r.arrayBuffer())
        .catch(() => {
          failures += 1;
        });
      samples.push(performance.now() - t0);
      if (performance.now() - t0 > 40)
        slow.push([Math.round(t0 - started), Math.round(performance.now() - t0)]);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  try {
    const result = await work();
    if (process.env.HEALTH_SLOW) console.error('slow probes [at ms, took ms]', JSON.stringify(slow));
    return { result, health: { ...summarize(samples), failures } };
  } finally {
    running = false;
    await poll;
  }
}

function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const r = (v: number | undefined) => Math.round((v ?? 0) * 10) / 10;
  return {
    n: sorted.length,
    p50: r(sorted[Math.floor(sorted.length / 2)]),
    max: r(sorted[sorted.length - 1]),
  };
}
