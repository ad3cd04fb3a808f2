import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/helpers/app.ts';
import { createUser } from '../test/helpers/factories.ts';
import { type Figure, measure, print } from './harness.ts';
import { loadShop } from './shop.ts';

/**
 * Reports against one shop's history of growing length (npm run bench:reports; BENCH_HISTORY =
 * comma-separated sale counts, default 1000,10000; 30 sales a day ending today; BENCH_RUNS and
 * BENCH_COLD_RUNS = timed calls per report with and without statistics). Each size gets a
 * fresh database: the reports are timed first with no planner statistics (right after the load,
 * as after a burst of writes) and then after ANALYZE. Prints figures; asserts nothing.
 */
const TODAY = '2026-06-20';
const sizes = (process.env.BENCH_HISTORY ?? '1000,10000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 10);
const coldRuns = Number(process.env.BENCH_COLD_RUNS ?? 3);

const figures: Figure[] = [];
for (const sales of sizes) {
  const t = await createTestApp({ now: `${TODAY}T15:00:00Z` });
  const u = await createUser(t);
  const get = async (url: string) => {
    const r = await t.app.inject({ method: 'GET', url, headers: u.auth });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  };
  const started = performance.now();
  await loadShop(t, u, { sales, today: TODAY });
  console.log(`${sales} sales loaded in ${Math.round(performance.now() - started)} ms (${t.deps.dbKind})`);

  const calls: [string, string][] = [
    ['Mi balance', `/api/reports/balance/?from_date=2026-01-01&to_date=${TODAY}`],
    ['Mis resultados (month)', `/api/reports/results/?from_date=2026-06-01&to_date=${TODAY}`],
    ['Indicadores', '/api/reports/indicators/'],
    ['Cuentas por cobrar', `/api/reports/debtors/?from_date=2026-01-01&to_date=${TODAY}`],
    ['Mis deudas', `/api/reports/debts/?from_date=2026-01-01&to_date=${TODAY}`],
    ['Control de gastos', `/api/reports/expenses/?from_date=2026-01-01&to_date=${TODAY}`],
    ['budget_expense chart', `/api/charts/?type=budget_expense&from_date=2026-01-01&to_date=${TODAY}`],
    ['Resumen inicial', '/api/financial_info/summary/'],
  ];
  for (const [stats, n] of [
    ['no stats', coldRuns],
    ['analysed', runs],
  ] as const) {
    if (stats === 'analysed') await t.deps.db.execute(sql`ANALYZE`);
    for (const [name, url] of calls) {
      const f = await measure(`${name} · ${sales} sales · ${t.deps.dbKind} · ${stats}`, n, () => get(url));
      console.log(`${f.name}: p50 ${f.p50_ms} ms, p95 ${f.p95_ms} ms (n=${n})`);
      figures.push(f);
    }
  }
  await t.close();
}
print(figures.map(({ name, n, p50_ms, p95_ms }) => ({ name, n, p50_ms, p95_ms })) as Figure[]);
