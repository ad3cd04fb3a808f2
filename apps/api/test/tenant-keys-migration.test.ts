import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_TODAY } from '../bench/server.ts';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed/index.ts';
import { COORDINATOR_TABLES } from '../src/db/tenancy.ts';
import type { AppDeps } from '../src/deps.ts';
import { monthlyBalanceMismatches } from '../src/ledger/index.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { identificationInUse } from '../src/modules/auth/service.ts';
import { listTotalsMismatches } from '../src/modules/credit/list-totals.ts';
import { settledMismatches } from '../src/modules/credit/settled.ts';
import {
  demoShopsBefore,
  depsOn,
  everythingRead,
  migrationsBefore,
  type Place,
  type Shop,
  scratchDatabase,
  writersColumns,
} from './helpers/reports-snapshot.ts';
import { salePayload } from './incomes-fixtures.ts';

/**
 * Migration 0020 (issue 22: every shop's table keyed by its shop) on a database that already holds
 * books, as a deploy meets it: two shops written by the app's own services on the schema of
 * migration 0019, every report, summary and list read as JSON; then the database opened again with
 * every migration, as the next server start does. Nothing a user reads may change, the repair's
 * checks find nothing, and the keys are the new ones. On PGlite (a data directory on disk, closed
 * and reopened) and, under test:pg, on PostgreSQL.
 */
const BEFORE = '0020_tenant_keys';

const count = async (deps: AppDeps, query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: string | number }>(deps.db, query))[0]?.n);

let place: Place;
let shops: Shop[];
let before: Record<string, unknown>[];
let after: Record<string, unknown>[];
let migrated: Database;
let deps: AppDeps;

beforeAll(async () => {
  place = await scratchDatabase();
  const old = await openDatabase(place.url, place.pgliteDir, {
    thread: false,
    migrationsFolder: migrationsBefore(BEFORE),
  });
  try {
    await writersColumns(old.db);
    await seedReferenceData(old.db);
    const oldDeps = depsOn(old);
    shops = await demoShopsBefore(oldDeps, { sales: 120, months: 6 });
    before = [];
    for (const shop of shops) before.push(await everythingRead(oldDeps, shop));
  } finally {
    await old.close();
  }
  migrated = await openDatabase(place.url, place.pgliteDir, { thread: false });
  deps = depsOn(migrated);
  after = [];
  for (const shop of shops) after.push(await everythingRead(deps, shop));
}, 600_000);

afterAll(async () => {
  await migrated?.close();
  await place?.drop();
});

describe('migration 0020 on books already written', () => {
  it('changes nothing a user reads: every report, summary, list and the journal CSV', () => {
    expect(Object.keys(before[0] ?? {}).length).toBeGreaterThan(40);
    expect(after).toEqual(before);
  });

  it('leaves the monthly balances, settled days and list totals equal to the rows (ledger:repair)', async () => {
    expect(await monthlyBalanceMismatches(migrated.db, null)).toBe(0);
    expect(await settledMismatches(migrated.db, null)).toBe(0);
    expect(await listTotalsMismatches(migrated.db, null)).toBe(0);
  });

  it('keys every table with a user_id by its shop and registers each identification once', async () => {
    const unkeyed = await queryRows<{ table: string }>(
      migrated.db,
      sql`SELECT c.relname AS table FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
          WHERE k.contype = 'p' AND c.relnamespace = 'public'::regnamespace
            AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'user_id')
            AND NOT (SELECT a.attnum FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'user_id') = ANY (k.conkey)
            AND c.relname NOT IN ('business_identifications')
          ORDER BY 1`,
    );
    // Identity tables that answer before the shop is known keep their own keys (src/db/tenancy.ts).
    expect(unkeyed.map((r) => r.table)).toEqual(
      expect.arrayContaining(['auth_tokens', 'password_resets', 'wompi_transactions']),
    );
    expect(unkeyed.filter((r) => !(COORDINATOR_TABLES as readonly string[]).includes(r.table))).toEqual([]);
    expect(
      await count(
        deps,
        sql`SELECT count(*) AS n FROM profiles p JOIN business_identifications b
              ON b.user_id = p.user_id AND b.identification_type_id = p.identification_type_id
             AND b.identification_number = p.identification_number`,
      ),
    ).toBe(2);
  });

  it('goes on writing: ids continue, and a migrated shop’s identification is still taken', async () => {
    const app = await buildApp({ deps, authRateLimit: 1000 });
    await app.ready();
    try {
      const [shop] = shops;
      if (!shop) throw new Error('no shop');
      const [last] = await queryRows<{ id: number }>(migrated.db, sql`SELECT max(id) AS id FROM incomes`);
      const sale = await app.inject({
        method: 'POST',
        url: '/api/incomes/',
        headers: { authorization: shop.authorization },
        payload: salePayload(BENCH_TODAY, [{ inventory_id: shop.productId, quantity: 1, value: 5000 }]),
      });
      expect(sale.statusCode, sale.body).toBe(201);
      expect((sale.json() as { id: number }).id).toBeGreaterThan(last?.id ?? 0);
      expect(await identificationInUse(deps.db, 13, '43123451')).toBe(true);
      expect(await identificationInUse(deps.db, 13, '43123451', shop.id)).toBe(false);
    } finally {
      await app.close();
    }
  });
});
