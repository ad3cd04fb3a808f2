/**
 * npm run bench:stall -- [--modes thread,inline] [--email E --password P] [--port 4199]
 *
 * What one long request costs everybody else on the embedded database (ADR 028), on the seeded
 * DATA_DIR (npm run seed:demo first). For each mode (PGLITE_THREAD=1 / 0) it starts the real
 * server (node + tsx, as npm run serve), reads its resident memory once it answers, then runs
 * the longest reports and the sales export while a prober in another process (probe-client.ts)
 * asks /api/health and the OpenAPI document (no database) every 20 ms, and reports their
 * latencies. Last, with the server stopped, it runs the embedded database's periodic
 * maintenance (VACUUM ANALYZE) through the database in this process and measures how long this
 * thread's event loop stood still. Prints figures; asserts nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { PGLITE_MAINTENANCE } from '../src/db/maintenance.ts';
import { addDays, addMonths, systemClock, today } from '../src/lib/clock.ts';

const { values: args } = parseArgs({
  options: {
    modes: { type: 'string', default: 'thread,inline' },
    email: { type: 'string', default: 'demo@cuentasclaras.co' },
    password: { type: 'string', default: 'Demo12345' },
    port: { type: 'string', default: '4199' },
    rounds: { type: 'string', default: '2' },
  },
});
const config = loadConfig();
const base = `http://127.0.0.1:${args.port}`;
const mainTs = new URL('../src/main.ts', import.meta.url).pathname;
const TO = today(systemClock);
const FROM = addDays(addMonths(TO, -12), 1); // the longest range a report accepts
const LONG_REQUESTS = [
  `/api/reports/general_ledger/?from_date=${FROM}&to_date=${TO}`,
  `/api/reports/journal/?from_date=${FROM}&to_date=${TO}`,
  `/api/reports/balance/?from_date=${FROM}&to_date=${TO}`,
  '/api/incomes/export/',
];

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0) * 10) / 10;
};

async function timed(url: string, headers: Record<string, string> = {}): Promise<number> {
  const t0 = performance.now();
  const r = await fetch(base + url, { headers });
  const body = await r.text();
  if (!r.ok) throw new Error(`${url}: ${r.status} ${body}`);
  return performance.now() - t0;
}

const HEALTH = '/api/health';
const DOCS = '/api/docs/json';

/** The probers (probe-client.ts) in a child process: `ready`, then `stop()` and their `probes`. */
function probeClient(urls: string[]) {
  const script = new URL('./probe-client.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', script, base, ...urls], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  child.stdout.on('data', (d) => {
    out += d;
    if (out.includes('\n')) markReady();
  });
  const probes = new Promise<[number, number, number][]>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.split('\n')[1] ?? '[]'))
        : reject(new Error(`probe-client exited ${code}`)),
    );
  });
  return { ready, probes, stop: () => child.stdin.end() };
}

async function startServer(thread: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: { ...process.env, PORT: args.port, PGLITE_THREAD: thread ? '1' : '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exit: number | null | undefined;
  child.once('exit', (code) => {
    exit = code;
  });
  for (let i = 0; i < 1800 && exit === undefined; i++) {
    if (await timed('/api/health').catch(() => 0)) return child;
    await sleep(100);
  }
  if (exit !== undefined) throw new Error(`server exited with ${exit}`);
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

async function benchServer(thread: boolean) {
  const child = await startServer(thread);
  try {
    await measureServer(child, thread);
  } finally {
    child.kill('SIGKILL');
  }
}

async function measureServer(child: ChildProcess, thread: boolean) {
  const mode = thread ? 'thread' : 'inline';
  await sleep(2000);
  const rssStart = rssMb(child.pid ?? 0);
  const login = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: args.email, password: args.password }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const auth = { authorization: `Token ${access_token}` };
  const idle: number[] = [];
  for (let i = 0; i < 20; i++) idle.push(await timed('/api/health'));

  type Probe = { at: number; ms: number };
  const probers = probeClient([HEALTH, DOCS]);
  await probers.ready;
  const long: Record<string, { ms: number; from: number; to: number }> = {};
  try {
    for (let r = 0; r < Number(args.rounds); r++)
      for (const url of LONG_REQUESTS) {
        const from = Date.now();
        const ms = await timed(url, auth);
        long[url.split('?')[0] as string] = { ms, from, to: from + ms };
      }
  } finally {
    probers.stop();
  }
  const probes = await probers.probes;
  const health: Probe[] = probes.filter(([i]) => i === 0).map(([, at, ms]) => ({ at, ms }));
  const docs: Probe[] = probes.filter(([i]) => i === 1).map(([, at, ms]) => ({ at, ms }));
  const rssAfter = rssMb(child.pid ?? 0);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const t0 = performance.now();
  child.kill('SIGTERM');
  const code = await exited;
  console.log(`\n== ${mode} (PGLITE_THREAD=${thread ? 1 : 0})`);
  console.log(`RSS at start ${rssStart} MB, after the reports ${rssAfter} MB`);
  console.log(`health idle: p50 ${pct(idle, 0.5)} ms, max ${pct(idle, 1)} ms`);
  const stats = (xs: Probe[]) => {
    const ms = xs.map((x) => x.ms);
    return `p50 ${pct(ms, 0.5)} ms, p95 ${pct(ms, 0.95)} ms, max ${pct(ms, 1)} ms (${ms.length} probes)`;
  };
  for (const [url, w] of Object.entries(long)) {
    const within = (xs: Probe[]) => xs.filter((x) => x.at >= w.from && x.at < w.to);
    console.log(`${url}: ${Math.round(w.ms)} ms (last round); meanwhile health ${stats(within(health))}`);
    console.log(`  and /api/docs/json ${stats(within(docs))}`);
  }
  console.log(`all rounds: health ${stats(health)}; /api/docs/json ${stats(docs)}`);
  console.log(`SIGTERM → exit ${code} in ${Math.round(performance.now() - t0)} ms`);
}

/** How long this thread's event loop stands still while the periodic maintenance runs through the database. */
async function analyseStall(thread: boolean) {
  const database = await openDatabase(config.databaseUrl, config.pgliteDir, { thread });
  let last = performance.now();
  let stall = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 1);
  await sleep(50);
  const t0 = performance.now();
  await database.db.execute(sql.raw(PGLITE_MAINTENANCE));
  const took = performance.now() - t0;
  await sleep(50); // the tick after a blocked loop is the one that measures the block
  clearInterval(ticker);
  await database.close();
  console.log(
    `${PGLITE_MAINTENANCE} (${thread ? 'thread' : 'inline'}): ${Math.round(took)} ms; longest gap between 1 ms ticks ${stall.toFixed(1)} ms`,
  );
}

for (const mode of args.modes.split(',')) await benchServer(mode === 'thread');
for (const mode of args.modes.split(',')) await analyseStall(mode === 'thread');
