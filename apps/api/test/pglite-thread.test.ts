import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_MAINTENANCE } from '../src/db/maintenance.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/**
 * ADR 028: the embedded database on its worker thread, as the server runs it on DATA_DIR (here in
 * memory): migrations applied, transactions on its single session, and /api/health answered
 * from the process while a long query holds that session.
 */
process.env.PGLITE_THREAD = '1';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ embedded: true });
  t.deps.dbAlive = t.database.alive;
});
afterAll(() => t.close());

const count = async () =>
  Number((await queryRows<{ n: number }>(t.deps.db, sql`SELECT count(*)::int AS n FROM thread_probe`))[0]?.n);

describe('PGlite on a worker thread', () => {
  it('runs the migrated schema over the socket', async () => {
    expect(t.database.thread).toBe(true);
    const [row] = await queryRows<{ n: number }>(t.deps.db, sql`SELECT count(*)::int AS n FROM accounts`);
    expect(row?.n).toBeGreaterThan(0);
  });

  it('commits a transaction whole and rolls a failed one back whole', async () => {
    await t.deps.db.execute(sql`CREATE TABLE thread_probe (x int)`);
    await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_probe VALUES (1)`);
      await tx.execute(sql`INSERT INTO thread_probe VALUES (2)`);
    });
    await expect(
      t.deps.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO thread_probe VALUES (3)`);
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await count()).toBe(2);
  });

  it('answers /api/health while a long query holds the database', async () => {
    let longDone = false;
    const long = t.deps.db.execute(sql`SELECT pg_sleep(3)`).then(() => {
      longDone = true;
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', db: 'pglite' });
    expect(longDone).toBe(false);
    await long;
    expect(await count()).toBe(2); // the session is usable after it
  });

  it('runs the periodic maintenance on its session: PGlite has no autovacuum to clear dead rows', async () => {
    await t.deps.db.execute(sql`UPDATE thread_probe SET x = x + 10`); // a dead row per row
    await t.deps.db.execute(sql.raw(PGLITE_MAINTENANCE));
    const [stats] = await queryRows<{ vacuums: number; analyses: number }>(
      t.deps.db,
      sql`SELECT vacuum_count::int AS vacuums, analyze_count::int AS analyses FROM pg_stat_user_tables
        WHERE relname = 'thread_probe'`,
    );
    expect(stats).toEqual({ vacuums: 1, analyses: 1 });
    expect(await count()).toBe(2);
  });

  it('reports the database gone once its thread has ended', async () => {
    await t.database.close();
    expect(t.database.alive()).toBe(false);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
  });
});
