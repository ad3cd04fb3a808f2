import { writeFileSync } from 'node:fs';
import { healthWhile } from './health.ts';
import { startBenchServer } from './server.ts';

/**
 * npm run bench:export [-- --sales 100000]: the 'Mis ingresos' xlsx of a shop with that many
 * sales through HTTP: time to the last byte, file size, growth of the server's RSS (sampled every
 * 20 ms; the server runs in this process) and /api/health latency while the download runs. The
 * shop is loaded first and the heap collected (`--expose-gc`, as the npm script runs it) so the
 * growth counts the download, not the loader; `cpu_ms` is this process's CPU time (server,
 * client, zlib threads, PGlite's worker) — a figure less at the mercy of a loaded machine.
 * Prints JSON; asserts nothing.
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const sales = Number(arg('sales', '100000'));
const urls = arg('urls', '/api/incomes/export/').split(',');
const s = await startBenchServer(sales);
const results = [];
for (const url of urls) {
  globalThis.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const { result: bytes, health } = await healthWhile(s.base, () => s.get(url));
  const ms = Math.round(performance.now() - started);
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  results.push({
    url,
    sales,
    db: s.t.deps.dbKind,
    ms,
    cpu_ms: Math.round((cpu.user + cpu.system) / 1000),
    bytes,
    rss_growth_mb: Math.round((peak - rss0) / 1e6),
    health_max_ms: health.max,
    health_p50_ms: health.p50,
    health_n: health.n,
    health_failures: health.failures,
  });
}
console.log(JSON.stringify(results, null, 2));
writeFileSync('bench-export.json', JSON.stringify(results, null, 2));
await s.close();
