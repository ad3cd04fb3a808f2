import { writeFileSync } from 'node:fs';
import { benchCalls, type Call, LIST_URLS } from './calls.ts';
import { healthWhile } from './health.ts';
import { startBenchServer } from './server.ts';

/**
 * npm run bench [-- --sizes 1000,20000 --runs 5]: for each history size, the real server on a
 * fresh database (PGlite in a temp dir; TEST_DATABASE_URL or DATABASE_URL for PostgreSQL), one
 * shop's generated history, login through HTTP, then the median over `runs` calls (downloads:
 * fewer) of every report, summary, list page and download through HTTP, and /api/health while the
 * sales export runs. Prints a table (ms per size and the ratio last / first size) and the same as
 * JSON (stdout and bench-results.json). A benchmark: it asserts nothing. Micro-benchmarks:
 * npm run bench:micro.
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const sizes = arg('sizes', '1000,20000').split(',').map(Number);
const runs = Number(arg('runs', '5'));

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.floor(s.length / 2)] ?? 0) * 10) / 10;
};

const results = new Map<string, { kind: Call['kind']; ms: Record<number, number> }>();
let dbKind = '';
for (const sales of sizes) {
  const s = await startBenchServer(sales);
  dbKind = s.t.deps.dbKind;
  const listSizes = new Map<string, number>();
  const deepCursors = new Map<string, string>();
  for (const [name, url] of LIST_URLS) {
    const res = await fetch(`${s.base}${url}&limit=1`, { headers: s.headers });
    const count = ((await res.json()) as { count: number }).count;
    listSizes.set(name, count);
    // The cursor the web would hold after loading 90 % of the list: the `next` of the row before.
    const deep = Math.floor(count * 0.9);
    if (deep > 0) {
      const before = await fetch(`${s.base}${url}&limit=1&offset=${deep - 1}`, { headers: s.headers });
      const { next } = (await before.json()) as { next?: string | null };
      if (next) deepCursors.set(name, next);
    }
  }
  const started = performance.now();
  for (const call of benchCalls(s.productId, listSizes, deepCursors)) {
    const n = call.kind === 'download' ? Math.max(1, Math.ceil(runs / 2)) : runs;
    await s.get(call.url); // warm-up: plans cached, code paths compiled
    const samples: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await s.get(call.url);
      samples.push(performance.now() - t0);
    }
    const row = results.get(call.name) ?? { kind: call.kind, ms: {} };
    row.ms[sales] = median(samples);
    results.set(call.name, row);
  }
  const { health } = await healthWhile(s.base, () => s.get('/api/incomes/export/'));
  for (const [name, v] of [
    ['health during sales export (p50)', health.p50],
    ['health during sales export (max)', health.max],
  ] as const) {
    const row = results.get(name) ?? { kind: 'summary' as const, ms: {} };
    row.ms[sales] = v;
    results.set(name, row);
  }
  console.error(`${sales} sales timed in ${Math.round((performance.now() - started) / 1000)} s`);
  await s.close();
}

const [first, last] = [sizes[0] ?? 0, sizes[sizes.length - 1] ?? 0];
const table = [...results].map(([call, { kind, ms }]) => ({
  call,
  kind,
  ...Object.fromEntries(sizes.map((n) => [`${n} ms`, ms[n]])),
  [`ratio ${last}/${first}`]: ms[first] ? Math.round(((ms[last] ?? 0) / ms[first]) * 100) / 100 : null,
}));
console.table(table);
const json = { db: dbKind, sizes, runs, results: table };
console.log(JSON.stringify(json, null, 2));
writeFileSync('bench-results.json', `${JSON.stringify(json, null, 2)}\n`);
