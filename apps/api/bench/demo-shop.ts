import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DemoShop } from '../scripts/demo/shop.ts';
import { demoUser } from '../scripts/demo/user.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { PGLITE_MAINTENANCE } from '../src/db/maintenance.ts';
import { seedReferenceData } from '../src/db/seed/index.ts';
import type { AppDeps } from '../src/deps.ts';
import { DOWNLOAD_WORKER } from '../src/download-jobs.ts';
import { type DownloadThread, startDownloadThread } from '../src/downloads/thread.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { fixedClock } from '../src/lib/clock.ts';
import { localStorage } from '../src/lib/storage.ts';

/**
 * seed:demo's shop for the benchmark (issue 24): 12 months of books ending `today` written through
 * the app's services (scripts/demo), the shape a real shop has — many movements per product,
 * abonos, purchases that restock. Seeding 100k sales takes long, so with `cache` the seeded
 * database is kept and reused while the migrations and the demo scripts stay the same: PGlite's
 * data directory under ~/.cache/cc-bench (copied for each run), or on PostgreSQL a database named
 * after the size and that hash (reused in place: the benchmark only reads).
 */
export const DEMO = { email: 'demo@cuentasclaras.co', password: 'Demo12345' };

export type DemoApp = {
  deps: AppDeps;
  app: Awaited<ReturnType<typeof buildApp>>;
  userId: number;
  close: () => Promise<void>;
};

const here = (rel: string) => new URL(rel, import.meta.url);

/** What a cached shop depends on: the schema and the demo's writers. */
function shopHash(): string {
  const h = createHash('sha1');
  for (const dir of ['../src/db/migrations/', '../scripts/demo/']) {
    for (const f of readdirSync(here(dir)).sort()) {
      if (f.endsWith('.sql') || f.endsWith('.ts')) h.update(readFileSync(new URL(f, here(dir))));
    }
  }
  return h.digest('hex').slice(0, 10);
}

async function seed(deps: AppDeps, sales: number, today: string): Promise<void> {
  await seedReferenceData(deps.db);
  const user = await demoUser(deps, DEMO.email, DEMO.password);
  const shop = await DemoShop.open(deps, user.id, 1);
  const started = performance.now();
  await shop.writeHistory({
    sales,
    months: 12,
    until: today,
    onProgress: (w) => process.stderr.write(`\r  seed:demo ${w.sales} / ${sales} ventas…`),
  });
  process.stderr.write(` ${Math.round((performance.now() - started) / 1000)} s\n`);
  await deps.db.execute(sql.raw(PGLITE_MAINTENANCE));
}

function depsOf(database: Database, dir: string, now: string): AppDeps {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
  return {
    config,
    db: database.db,
    dbKind: database.kind,
    clock: fixedClock(now),
    mailer: { send: async () => undefined },
    storage: localStorage(config.uploadsDir),
  };
}

async function finish(deps: AppDeps, extra: () => Promise<void>): Promise<DemoApp> {
  const [user] = await queryRows<{ id: number }>(
    deps.db,
    sql`SELECT id FROM users WHERE email = ${DEMO.email}`,
  );
  if (!user) throw new Error('the demo shop has no user');
  const app = await buildApp({ deps, authRateLimit: 100_000 });
  return {
    deps,
    app,
    userId: user.id,
    close: async () => {
      await app.close();
      await extra();
    },
  };
}

async function pgliteShop(sales: number, today: string, cache: boolean): Promise<DemoApp> {
  const now = `${today}T15:00:00Z`;
  const cached = path.join(homedir(), '.cache', 'cc-bench', `pglite-demo-${sales}-${today}-${shopHash()}`);
  const run = mkdtempSync(path.join(tmpdir(), 'cc-bench-'));
  if (!cache || !existsSync(path.join(cached, 'seeded'))) {
    const dir = cache ? cached : run;
    rmSync(dir, { recursive: true, force: true });
    const database = await openDatabase(
      undefined,
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }).pgliteDir,
      {
        thread: false,
      },
    );
    await seed(depsOf(database, dir, now), sales, today);
    await database.close();
    if (cache) writeFileSync(path.join(cached, 'seeded'), `${sales}\n`);
  }
  if (cache) cpSync(cached, run, { recursive: true });
  const database = await openDatabase(undefined, loadConfig({ NODE_ENV: 'test', DATA_DIR: run }).pgliteDir);
  return finish(depsOf(database, run, now), async () => {
    await database.close();
    rmSync(run, { recursive: true, force: true });
  });
}

async function postgresShop(
  serverUrl: string,
  sales: number,
  today: string,
  cache: boolean,
): Promise<DemoApp> {
  const now = `${today}T15:00:00Z`;
  const name = cache
    ? `cc_bench_demo_${sales}_${today.replaceAll('-', '')}_${shopHash()}`
    : `cc_bench_run_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rows } = await admin.query<{ seeded: string | null }>(
    'SELECT shobj_description(oid, $2) AS seeded FROM pg_database WHERE datname = $1',
    [name, 'pg_database'],
  );
  const seeded = rows[0]?.seeded === 'seeded';
  if (!seeded) {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-bench-'));
  const database = await openDatabase(
    url.toString(),
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }).pgliteDir,
  );
  const deps = depsOf(database, dir, now);
  if (!seeded) {
    await seed(deps, sales, today);
    await deps.db.execute(sql`CHECKPOINT`);
    if (cache) await admin.query(`COMMENT ON DATABASE ${name} IS 'seeded'`);
  }
  // As main.ts runs on PostgreSQL: downloads on their own thread.
  const thread: DownloadThread = startDownloadThread(DOWNLOAD_WORKER, url.toString(), {
    error: () => undefined,
  });
  await thread.whenReady();
  deps.downloadThread = thread;
  return finish(deps, async () => {
    await thread.close();
    await database.close();
    if (!cache) await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });
}

/** seed:demo's shop of `sales` sales on PGlite, or on the PostgreSQL server of `serverUrl`. */
export function openDemoShop(opts: {
  sales: number;
  today: string;
  cache: boolean;
  serverUrl?: string | undefined;
}): Promise<DemoApp> {
  return opts.serverUrl
    ? postgresShop(opts.serverUrl, opts.sales, opts.today, opts.cache)
    : pgliteShop(opts.sales, opts.today, opts.cache);
}
