import { writeFileSync } from 'node:fs';
import { benchCalls, type Call, LIST_URLS } from './calls.ts';
import { healthWhile } from './health.ts';
import { startBenchServer } from './server.ts';

/**
 * npm run bench [-- --sizes 1000,10000,100000 --runs 3 --shop demo|loader --no-cache --no-whole-books]:
 * for each history size, the real server on seed:demo's shop (bench/demo-shop.ts: 12 months
 * written through the app's services, cached between runs; `--shop loader` for the SQL loader's
 * shop of test/helpers/history.ts) on PGlite, or TEST_DATABASE_URL / DATABASE_URL's PostgreSQL,
 * login through HTTP, then the median over `runs` calls (downloads: fewer) of every report code,
 * summary, list page and download through HTTP, and /api/health while the sales export and the
 * year's journal xlsx run. Default size 1000 (a 100k seed takes long the first time). Prints a table (ms per size and the ratio last / first size) and the same as
 * JSON (stdout and bench-results.json). A benchmark: it asserts nothing. Micro-benchmarks:
 * npm run bench:micro.
 */
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const sizes = arg('sizes', '1000').split(',').map(Number);
const runs = Number(arg('runs', '3'));
const shop = arg('shop', 'demo') === 'loader' ? 'loader' : 'demo';
const cache = !process.argv.includes('--no-cache');
const wholeBooks = !process.argv.includes('--no-whole-books');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.floor(s.length / 2)] ?? 0) * 10) / 10;
};

const results = new Map<string, { kind: Call['kind']; ms: Record<number, number> }>();
let dbKind = '';
for (const sales of sizes) {
  const s = await startBenchServer(sales, { shop, cache });
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
  for (const call of benchCalls(s.productId, listSizes, deepCursors, { wholeBooks })) {
    console.error(`  ${call.name}`);
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
  for (const [what, url] of [
    ['sales export', '/api/incomes/export/'],
    ["year's journal xlsx", '/api/reports/journal/?from_date=2026-01-01&to_date=2026-06-20&type=xlsx'],
  ] as const) {
    const { health } = await healthWhile(s.base, () => s.get(url));
    for (const [name, v] of [
      [`health during ${what} (p50)`, health.p50],
      [`health during ${what} (p99)`, health.p99],
      [`health during ${what} (max)`, health.max],
    ] as const) {
      const row = results.get(name) ?? { kind: 'summary' as const, ms: {} };
      row.ms[sales] = v;
      results.set(name, row);
    }
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
const json = { db: dbKind, shop, sizes, runs, results: table };
console.log(JSON.stringify(json, null, 2));
writeFileSync('bench-results.json', `${JSON.stringify(json, null, 2)}\n`);
