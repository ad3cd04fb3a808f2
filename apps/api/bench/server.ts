import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { rebuildMonthlyBalances } from '../src/ledger/index.ts';
import { createTestApp, type TestApp } from '../test/helpers/app.ts';
import { createUser } from '../test/helpers/factories.ts';
import { loadHistory } from '../test/helpers/history.ts';
import { loadPurchases } from './purchases.ts';

export const BENCH_TODAY = '2026-06-20';

export type BenchServer = {
  t: TestApp;
  base: string;
  headers: { authorization: string };
  userId: number;
  /** GET through HTTP; throws unless 200; resolves once the whole body has arrived. */
  get: (url: string) => Promise<number>;
  close: () => Promise<void>;
};

/**
 * The real server on a fresh database (in-memory PGlite, or a throw-away database on
 * TEST_DATABASE_URL) listening on a random port, with one subscribed shop whose history has
 * `sales` sales (30 a day, ending BENCH_TODAY: cash and credit sales, abonos, a daily expense,
 * purchases with abonos), logged in through HTTP. Planner statistics are fresh (ANALYZE).
 */
export async function startBenchServer(sales: number): Promise<BenchServer> {
  const t = await createTestApp({ now: `${BENCH_TODAY}T15:00:00Z` });
  const u = await createUser(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: u.email, password: u.password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const headers = {
    authorization: `Token ${((await login.json()) as { access_token: string }).access_token}`,
  };
  const get = async (url: string) => {
    const res = await fetch(`${base}${url}`, { headers: { ...headers, 'accept-encoding': 'gzip, br' } });
    const body = await res.arrayBuffer();
    if (res.status !== 200)
      throw new Error(`${url}: ${res.status} ${new TextDecoder().decode(body).slice(0, 300)}`);
    return body.byteLength;
  };
  const post = async (url: string, payload: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (res.status !== 201) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: number };
  };
  const item = await post('/api/inventories/', {
    category: 'PRODUCTO COMPRADO',
    name: 'Arroz 500g',
    sku: 'ARZ',
    cost_value: 2000,
    sale_value: 3000,
  });
  const started = performance.now();
  const db = t.deps.db;
  await loadHistory(db, u.id, item.id, { sales, perDay: 30, today: BENCH_TODAY });
  await loadPurchases(db, u.id, BENCH_TODAY, Math.ceil(sales / 30));
  await db.transaction((tx) => rebuildMonthlyBalances(tx, u.id)); // the loaders wrote lines only
  await db.execute(sql`ANALYZE`);
  console.error(`${sales} sales loaded in ${Math.round(performance.now() - started)} ms (${t.deps.dbKind})`);
  return { t, base, headers, userId: u.id, get, close: () => t.close() };
}
