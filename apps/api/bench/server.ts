import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { PGLITE_MAINTENANCE } from '../src/db/maintenance.ts';
import { seedReferenceData } from '../src/db/seed/index.ts';
import type { AppDeps } from '../src/deps.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { fixedClock } from '../src/lib/clock.ts';
import { localStorage } from '../src/lib/storage.ts';
import { createTestApp, type TestApp } from '../test/helpers/app.ts';
import { createUser } from '../test/helpers/factories.ts';
import { DEMO, openDemoShop } from './demo-shop.ts';
import { loadPurchases } from './purchases.ts';
import { loadShop } from './shop.ts';

export const BENCH_TODAY = '2026-06-20';

type BenchApp = { app: FastifyInstance; deps: AppDeps; close: () => Promise<void> };

/**
 * PGlite in a temporary directory, as main.ts runs it; or, with TEST_DATABASE_URL (or
 * DATABASE_URL), a throw-away database on that PostgreSQL server (test/helpers/app.ts).
 */
async function openBenchApp(): Promise<BenchApp> {
  const now = `${BENCH_TODAY}T15:00:00Z`;
  const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (pgUrl) {
    process.env.TEST_DATABASE_URL = pgUrl; // createTestApp makes a throw-away database there
    return createTestApp({ now, downloadThread: true }); // as main.ts runs on PostgreSQL
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
  const database = await openDatabase(undefined, config.pgliteDir);
  await seedReferenceData(database.db);
  const deps: AppDeps = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock: fixedClock(now),
    mailer: { send: async () => undefined },
    storage: localStorage(config.uploadsDir),
  };
  const app = await buildApp({ deps, authRateLimit: 100_000 });
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type BenchServer = {
  t: BenchApp;
  base: string;
  headers: { authorization: string };
  userId: number;
  /** The history's one product (for the inventory report). */
  productId: number;
  /** GET through HTTP; throws unless 200; resolves once the whole body has arrived. */
  get: (url: string) => Promise<number>;
  close: () => Promise<void>;
};

export async function startBenchServer(
  sales: number,
  opts: { shop?: 'demo' | 'loader'; cache?: boolean } = {},
): Promise<BenchServer> {
  if ((opts.shop ?? 'demo') === 'demo') return startDemoServer(sales, opts.cache ?? false);
  return startLoaderServer(sales);
}

/** Listens on a random port and logs in through HTTP; `get` as BenchServer's. */
async function listenAndLogin(t: BenchApp, email: string, password: string) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const headers = {
    authorization: `Token ${((await login.json()) as { access_token: string }).access_token}`,
  };
  const get = async (url: string) => {
    const res = await fetch(`${base}${url}`, { headers: { ...headers, 'accept-encoding': 'gzip, br' } });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    // Counted as it arrives, not kept: the client shares this process, and a 7 MB download held
    // whole (twice, while undici joins its chunks) was counted as the server's RSS growth.
    let bytes = 0;
    for await (const chunk of res.body ?? []) bytes += chunk.byteLength;
    return bytes;
  };
  return { base, headers, get };
}

/**
 * seed:demo's shop (bench/demo-shop.ts; issue 24): the benchmark's default. The kardex is timed
 * on the product with the most stock movements.
 */
async function startDemoServer(sales: number, cache: boolean): Promise<BenchServer> {
  const started = performance.now();
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const t = await openDemoShop({ sales, today: BENCH_TODAY, cache, serverUrl });
  const [top] = await queryRows<{ id: number }>(
    t.deps.db,
    sql`SELECT inventory_id AS id FROM stock_movements WHERE user_id = ${t.userId}
        GROUP BY inventory_id ORDER BY count(*) DESC LIMIT 1`,
  );
  console.error(
    `${sales} demo sales ready in ${Math.round(performance.now() - started)} ms (${t.deps.dbKind})`,
  );
  const { base, headers, get } = await listenAndLogin(t, DEMO.email, DEMO.password);
  return { t, base, headers, userId: t.userId, productId: top?.id ?? 0, get, close: () => t.close() };
}

/**
 * The real server on a fresh database (openBenchApp) listening on a random port, with one subscribed shop whose history has
 * `sales` sales (30 a day, ending BENCH_TODAY: cash and credit sales, abonos, a daily expense,
 * purchases with abonos), logged in through HTTP. Then VACUUM ANALYZE: what the server's own
 * maintenance (db/maintenance.ts) — or a PostgreSQL's autovacuum — does after such a burst of
 * writes, so the figures are those of a running shop, not of dead rows no server would keep.
 */
async function startLoaderServer(sales: number): Promise<BenchServer> {
  const t = await openBenchApp();
  const u = await createUser(t as unknown as TestApp); // it writes through t.deps only
  const { base, headers, get } = await listenAndLogin(t, u.email, u.password);
  const started = performance.now();
  const db = t.deps.db;
  const productId = await loadShop(t, u, {
    sales,
    today: BENCH_TODAY,
    more: (db) => loadPurchases(db, u.id, BENCH_TODAY, Math.ceil(sales / 30)),
  });
  await db.execute(sql.raw(PGLITE_MAINTENANCE));
  // The checkpoint of the load's writes, left to PostgreSQL's schedule, would run during the
  // measured calls.
  if (t.deps.dbKind === 'postgres') await db.execute(sql`CHECKPOINT`);
  console.error(`${sales} sales loaded in ${Math.round(performance.now() - started)} ms (${t.deps.dbKind})`);
  return { t, base, headers, userId: u.id, productId, get, close: () => t.close() };
}
