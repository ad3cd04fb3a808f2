import { fork } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { maintainChangedTables, PGLITE_MAINTENANCE } from './maintenance.ts';
import { PG_SESSION_OPTIONS } from './pg-options.ts';
import { startPgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Whether PGlite runs on its own thread (then a query never blocks the HTTP thread). */
  thread?: boolean;
  /** Whether the database is still there to be asked (the embedded thread has not ended). */
  alive: () => boolean;
  close: () => Promise<void>;
};

const MIGRATIONS = new URL('./migrations', import.meta.url).pathname;
const PGLITE_MAINTENANCE_EVERY_MS = 10 * 60 * 1000;
const PG_MAINTENANCE_CHECK_MS = 60 * 1000;
/** PostgreSQL connections kept open however idle the server is (pg closes idle ones after 10 s). */
const PG_POOL_WARM = 5;
/**
 * PGlite's server settings, in and off thread alike. PostgreSQL's default 128 MB of shared buffers
 * is most of the embedded server's memory at start (ADR 028); 16 MB keeps it under 400 MB, and
 * pages not in them still come from the operating system's file cache. PGLITE_SHARED_BUFFERS
 * gives a bigger machine more.
 */
const PGLITE_CONF = [`shared_buffers=${process.env.PGLITE_SHARED_BUFFERS || '16MB'}`];

// pg returns bigint (int8) and numeric as strings; money here is integer pesos within 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Whether `url` means PGlite persisted in DATA_DIR (the one case that needs the DATA_DIR lock). */
export const usesEmbeddedDataDir = (url: string | undefined): boolean =>
  !url?.startsWith('postgres') && url !== 'memory://';

/** PGLITE_THREAD=1/0 forces the embedded database on or off its own thread; unset → per mode. */
function threadFromEnv(): boolean | undefined {
  const v = process.env.PGLITE_THREAD;
  return v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : undefined;
}

/**
 * Applies the migrations on a node-postgres pool. Several PostgreSQL replicas may start at once:
 * one migrates while the others wait on the lock. The embedded thread needs none (DATA_DIR lock).
 */
async function migrateOn(pool: pg.Pool, takeTurns: boolean, migrationsFolder: string): Promise<Db> {
  const db = drizzlePg({ client: pool, schema });
  if (!takeTurns) {
    await migratePg(db, { migrationsFolder });
    return db as unknown as Db;
  }
  const lock = await pool.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(hashtext('cuentas-claras:migrate'))");
    await migratePg(db, { migrationsFolder });
  } finally {
    await lock.query("SELECT pg_advisory_unlock(hashtext('cuentas-claras:migrate'))").catch(() => undefined);
    lock.release();
  }
  return db as unknown as Db;
}

/**
 * initdb and the migrations of a new embedded data directory, in a child process that ends
 * (pglite-init.mjs, ADR 029): on the server's own thread they left it holding ~800 MB at its first
 * start instead of ~400 MB at every later one.
 */
async function createDataDir(pgliteDir: string, migrationsFolder: string): Promise<void> {
  const child = fork(
    new URL('./pglite-init.mjs', import.meta.url),
    [pgliteDir, migrationsFolder, JSON.stringify(PGLITE_CONF)],
    { execArgv: [], stdio: 'inherit' },
  );
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${pgliteDir} failed (exit ${code})`);
}

export type OpenOptions = {
  /**
   * The migrations to apply (default: the checked-in ones). A test of a migration opens a database
   * with the ones before it, writes a history, and opens it again with all of them.
   */
  migrationsFolder?: string;
  /** Embedded database on a worker thread (default: for DATA_DIR yes, for memory:// no). */
  thread?: boolean;
  /**
   * memory:// in-process only: start from this dumped data directory (PGlite `dumpDataDir`)
   * instead of an empty one. The test suite passes one already migrated and seeded (ADR 032):
   * initdb and the migrations are most of what opening a fresh database costs.
   */
  loadDataDir?: Blob;
};

/**
 * Opens the database and applies the checked-in migrations.
 * - `postgres://…` → real PostgreSQL through node-postgres
 * - `memory://`    → in-memory PGlite (tests)
 * - undefined      → PGlite persisted in `pgliteDir`
 */
export async function openDatabase(
  url: string | undefined,
  pgliteDir: string,
  opts: OpenOptions = {},
): Promise<Database> {
  const migrationsFolder = opts.migrationsFolder ?? MIGRATIONS;
  if (url?.startsWith('postgres')) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      min: PG_POOL_WARM,
      options: PG_SESSION_OPTIONS,
    });
    // An idle client dropped by the server (restart, failover) must not crash the process.
    pool.on('error', () => undefined);
    const db = await migrateOn(pool, true, migrationsFolder);
    // Opened now, not in the first busy moment: each new connection costs PostgreSQL a process
    // start, and /api/health's query waited ~50 ms for one when a download opened four (ADR 023).
    await Promise.all(Array.from({ length: PG_POOL_WARM }, () => pool.query('SELECT 1')));
    const maintain = setInterval(
      () => void maintainChangedTables(pool).catch(() => undefined),
      PG_MAINTENANCE_CHECK_MS,
    );
    maintain.unref();
    return {
      db,
      kind: 'postgres',
      alive: () => true,
      close: async () => {
        clearInterval(maintain);
        await pool.end();
      },
    };
  }
  const inMemory = url === 'memory://';
  if (opts.thread ?? threadFromEnv() ?? !inMemory) {
    if (!inMemory && !existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
      await createDataDir(pgliteDir, migrationsFolder);
    }
    const thread = await startPgliteThread(inMemory ? null : pgliteDir, PGLITE_CONF);
    const db = await migrateOn(thread.pool, false, migrationsFolder);
    // Through the pool, so it waits its turn on the single session (never inside someone's
    // transaction) and runs on the worker's thread.
    const maintain = setInterval(
      () => void thread.pool.query(PGLITE_MAINTENANCE).catch(() => undefined),
      PGLITE_MAINTENANCE_EVERY_MS,
    );
    maintain.unref();
    return {
      db,
      kind: 'pglite',
      thread: true,
      alive: thread.alive,
      close: async () => {
        clearInterval(maintain);
        await thread.close();
      },
    };
  }
  let client: PGlite;
  if (inMemory) {
    client = await PGlite.create({ postgresqlconf: PGLITE_CONF, loadDataDir: opts.loadDataDir });
  } else {
    mkdirSync(pgliteDir, { recursive: true });
    client = await PGlite.create({ dataDir: pgliteDir, postgresqlconf: PGLITE_CONF });
  }
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  // Every 10 minutes, not at start: statistics of a still-empty database make foreign-key checks
  // scan as it grows (db/maintenance.ts).
  const maintain = setInterval(
    () => void client.exec(PGLITE_MAINTENANCE).catch(() => undefined),
    PGLITE_MAINTENANCE_EVERY_MS,
  );
  maintain.unref();
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    alive: () => !client.closed,
    close: async () => {
      clearInterval(maintain);
      await client.close();
    },
  };
}
