/**
 * npm run bench:stall -- [--modes thread,inline] [--email E --password P] [--port 4199]
 *
 * What one long request costs everybody else on the embedded database (ADR 028), on the seeded
 * DATA_DIR (npm run seed:demo first). For each mode (PGLITE_THREAD=1 / 0) it starts the real
 * server (node + tsx, as npm run serve), reads its resident memory once it answers, then runs
 * the longest reports and the sales export while a prober asks /api/health and the OpenAPI
 * document (no database) every 20 ms, and reports their latencies. Last, with the server
 * stopped, it runs ANALYZE through the database in this process and measures how long this
 * thread's event loop stood still. Prints figures; asserts nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
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

async function startServer(thread: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: { ...process.env, PORT: args.port, PGLITE_THREAD: thread ? '1' : '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (await timed('/api/health').catch(() => 0)) return child;
    await sleep(100);
  }
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

  const health: number[] = [];
  const docs: number[] = [];
  let busy = true;
  const probe = async (url: string, into: number[]) => {
    while (busy) {
      into.push(await timed(url));
      await sleep(20);
    }
  };
  const probers = Promise.all([probe('/api/health', health), probe('/api/docs/json', docs)]);
  const long: Record<string, number> = {};
  try {
    for (let r = 0; r < Number(args.rounds); r++)
      for (const url of LONG_REQUESTS) long[url.split('?')[0] as string] = await timed(url, auth);
  } finally {
    busy = false;
    await probers;
  }
  const rssAfter = rssMb(child.pid ?? 0);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const t0 = performance.now();
  child.kill('SIGTERM');
  const code = await exited;
  console.log(`\n== ${mode} (PGLITE_THREAD=${thread ? 1 : 0})`);
  console.log(`RSS at start ${rssStart} MB, after the reports ${rssAfter} MB`);
  console.log(`health idle: p50 ${pct(idle, 0.5)} ms, max ${pct(idle, 1)} ms`);
  for (const [url, ms] of Object.entries(long)) console.log(`${url}: ${Math.round(ms)} ms (last round)`);
  console.log(
    `during them: health (${health.length} probes) p50 ${pct(health, 0.5)} ms, p95 ${pct(health, 0.95)} ms, max ${pct(health, 1)} ms; ` +
      `/api/docs/json (${docs.length}) p50 ${pct(docs, 0.5)} ms, p95 ${pct(docs, 0.95)} ms, max ${pct(docs, 1)} ms`,
  );
  console.log(`SIGTERM → exit ${code} in ${Math.round(performance.now() - t0)} ms`);
}

/** How long this thread's event loop stands still while ANALYZE runs through the database. */
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
  await database.db.execute(sql`ANALYZE`);
  const took = performance.now() - t0;
  await sleep(50); // the tick after a blocked loop is the one that measures the block
  clearInterval(ticker);
  await database.close();
  console.log(
    `ANALYZE (${thread ? 'thread' : 'inline'}): ${Math.round(took)} ms; longest gap between 1 ms ticks ${stall.toFixed(1)} ms`,
  );
}

for (const mode of args.modes.split(',')) await benchServer(mode === 'thread');
for (const mode of args.modes.split(',')) await analyseStall(mode === 'thread');
