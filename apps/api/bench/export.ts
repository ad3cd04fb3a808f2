import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startBenchServer } from './server.ts';

/**
 * npm run bench:export [-- --sales 100000 --urls a,b]: the 'Mis ingresos' xlsx of a shop with that
 * many sales through HTTP: time to the last byte, file size, growth of the server's RSS (sampled
 * every 20 ms) and /api/health latency while the download runs. The server runs in this process;
 * the download (export-client.ts) and the health prober (health-client.ts) each run in a process
 * of their own, as real clients do — in this process their own buffers and CPU were counted as
 * the server's, and in one process together the download's chunks delayed the prober's answers.
 * The shop is loaded first and the heap collected (`--expose-gc`, as the npm script runs it) so
 * the growth counts the download, not the loader; `cpu_ms` is this process's CPU time (the
 * server, its zlib threads, PGlite's worker), `client_cpu_ms` the clients'; `server_loop_delay_*`
 * is the server's own event-loop delay, which no client can inflate. HEALTH_SLOW=1 lists the
 * probes over 40 ms (when, how long); CPU_PROFILE=file.cpuprofile records the server's main thread
 * during the downloads only (not the load). Prints JSON and a table; asserts nothing.
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const sales = Number(arg('sales', '100000'));
const urls = arg('urls', '/api/incomes/export/').split(',');
const s = await startBenchServer(sales, { shop: 'loader' });
const script = (name: string) => new URL(name, import.meta.url).pathname;

/** Runs a bench client (a .ts file here) in its own process: its first line, and all it printed once it exits. */
function client(name: string, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', script(name), ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  const firstLine = new Promise<void>((resolve) => {
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve();
    });
  });
  const exited = new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${name} exited ${code}`))));
  });
  return { child, firstLine, exited };
}

/** The download of `url`, with the health prober running from before it starts to its end. */
async function download(url: string): Promise<ClientResult & { health: Health }> {
  const downloader = client('./export-client.ts', [s.base, url, s.headers.authorization]);
  await downloader.firstLine;
  const prober = client('./health-client.ts', [s.base]);
  await prober.firstLine;
  downloader.child.stdin.write('go\n');
  const result = JSON.parse((await downloader.exited).split('\n')[1] ?? '') as ClientResult;
  prober.child.stdin.end();
  const health = JSON.parse((await prober.exited).split('\n')[1] ?? '') as Health;
  return { ...result, health };
}
type ClientResult = { ms: number; bytes: number; client_cpu_ms: number };
type Health = { n: number; p50: number; max: number; failures: number };

const profiler = process.env.CPU_PROFILE ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
const results = [];
for (const url of urls) {
  globalThis.gc?.();
  const rss0 = process.memoryUsage.rss();
  let peak = rss0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const cpu0 = process.cpuUsage();
  const { ms, bytes, client_cpu_ms, health } = await download(url);
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  loop.disable();
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
    server_loop_delay_max_ms: Math.round(loop.max / 1e5) / 10,
    server_loop_delay_p99_ms: Math.round(loop.percentile(99) / 1e5) / 10,
    health_failures: health.failures,
  });
}
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop');
  writeFileSync(process.env.CPU_PROFILE as string, JSON.stringify(profile));
  profiler.disconnect();
}
console.log(JSON.stringify(results, null, 2));
console.table(
  results.map((r) => ({
    ms: r.ms,
    'cpu ms': r.cpu_ms,
    'rss MB': r.rss_growth_mb,
    'health max': r.health_max_ms,
    'health p50': r.health_p50_ms,
    'loop max': r.server_loop_delay_max_ms,
  })),
);
writeFileSync('bench-export.json', JSON.stringify(results, null, 2));
await s.close();
