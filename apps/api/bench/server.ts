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
import { fixedClock } from '../src/lib/clock.ts';
import { localStorage } from '../src/lib/storage.ts';
import { createTestApp, type TestApp } from '../test/helpers/app.ts';
import { createUser } from '../test/helpers/factories.ts';
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

/**
 * The real server on a fresh database (openBenchApp) listening on a random port, with one subscribed shop whose history has
 * `sales` sales (30 a day, ending BENCH_TODAY: cash and credit sales, abonos, a daily expense,
 * purchases with abonos), logged in through HTTP. Then VACUUM ANALYZE: what the server's own
 * maintenance (db/maintenance.ts) — or a PostgreSQL's autovacuum — does after such a burst of
 * writes, so the figures are those of a running shop, not of dead rows no server would keep.
 */
export async function startBenchServer(sales: number): Promise<BenchServer> {
  const t = await openBenchApp();
  const u = await createUser(t as unknown as TestApp); // it writes through t.deps only
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
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    // Counted as it arrives, not kept: the client shares this process, and a 7 MB download held
    // whole (twice, while undici joins its chunks) was counted as the server's RSS growth.
    let bytes = 0;
    for await (const chunk of res.body ?? []) bytes += chunk.byteLength;
    return bytes;
  };
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
