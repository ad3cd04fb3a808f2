import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { startBenchServer } from './server.ts';

/**
 * npm run bench:export [-- --sales 100000 --urls a,b]: the 'Mis ingresos' xlsx of a shop with that
 * many sales through HTTP: time to the last byte, file size, growth of the server's RSS (sampled
 * every 20 ms) and /api/health latency while the download runs. The server runs in this process;
 * the download and the health prober run in a child process (export-client.ts), as real clients
 * do — in this process their own buffers and CPU were counted as the server's. The shop is loaded
 * first and the heap collected (`--expose-gc`, as the npm script runs it) so the growth counts the
 * download, not the loader; `cpu_ms` is this process's CPU time (the server, its zlib threads,
 * PGlite's worker), `client_cpu_ms` the clients'. Prints JSON; asserts nothing.
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const sales = Number(arg('sales', '100000'));
const urls = arg('urls', '/api/incomes/export/').split(',');
const s = await startBenchServer(sales);
const clientScript = new URL('./export-client.ts', import.meta.url).pathname;

/** Runs the clients for `url` in a child process; resolves with what it printed. */
function download(url: string): Promise<ClientResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', clientScript, s.base, url, s.headers.authorization],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as ClientResult) : reject(new Error(`client exited ${code}`)),
    );
  });
}
type ClientResult = {
  ms: number;
  bytes: number;
  client_cpu_ms: number;
  health: { n: number; p50: number; max: number; failures: number };
};

const results = [];
for (const url of urls) {
  globalThis.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const cpu0 = process.cpuUsage();
  const { ms, bytes, client_cpu_ms, health } = await download(url);
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  results.push({
    url,
    sales,
    db: s.t.deps.dbKind,
    ms,
    cpu_ms: Math.round((cpu.user + cpu.system) / 1000),
    client_cpu_ms,
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
