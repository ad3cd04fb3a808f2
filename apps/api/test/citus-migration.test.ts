import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COORDINATOR_TABLES, REFERENCE_TABLES, TENANT_TABLES } from '../src/db/tenancy.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/**
 * Migration 0021 distributes the tables when it meets a Citus coordinator (docs/deploy/citus.md),
 * and each later migration that adds a table places it the same way. Citus cannot run here, so
 * what can be checked is checked: the tables they place are those of src/db/tenancy.ts (a table
 * added to one and not the other fails), each table comes after the
 * tables its foreign keys point at (Citus refuses a foreign key to a table not yet distributed or
 * replicated), and without Citus it leaves the schema as it was (the statement triggers stay).
 */
const migrations = new URL('../src/db/migrations/', import.meta.url);
const files = readdirSync(migrations)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const migration = readFileSync(new URL('0021_citus_distribution.sql', migrations), 'utf8');

/**
 * The tables `fn` is called on, in the order the migrations call it: 0021's
 * `FOREACH t IN ARRAY ARRAY[...] LOOP … PERFORM fn(t` loops, and a later migration's
 * `PERFORM fn('table'` for a table it adds.
 */
function placed(fn: string): string[] {
  const loop = new RegExp(`ARRAY\\[([^\\]]*)\\] LOOP\\s+(?:IF [^;]*THEN\\s+)?PERFORM ${fn}\\(t`);
  const single = new RegExp(`PERFORM ${fn}\\('([a-z_]+)'`, 'g');
  return files.flatMap((f) => {
    const text = readFileSync(new URL(f, migrations), 'utf8');
    const found = loop.exec(text);
    const fromLoop = found?.[1]
      ? [...found[1].matchAll(/'([a-z_]+)'/g)].map((m) => ({ at: found.index, table: m[1] as string }))
      : [];
    const singles = [...text.matchAll(single)].map((m) => ({ at: m.index, table: m[1] as string }));
    // In the order the statements run (a loop's tables at the loop).
    return [...fromLoop, ...singles].sort((a, b) => a.at - b.at).map((p) => p.table);
  });
}

const reference = placed('create_reference_table');
const coordinator = placed('citus_add_local_table_to_metadata');
const tenant = placed('create_distributed_table');

let t: TestApp;
let refs: { from: string; to: string; name: string }[];
beforeAll(async () => {
  t = await createTestApp();
  refs = await queryRows<{ from: string; to: string; name: string }>(
    t.database.db,
    sql`SELECT c.conrelid::regclass::text AS from, c.confrelid::regclass::text AS to, c.conname AS name
        FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
          AND c.conparentid = 0`,
  );
});
afterAll(() => t.close());

describe('migration 0021 (Citus distribution)', () => {
  it('places exactly the tables tenancy.ts declares, each where it declares', () => {
    expect(reference).toEqual([...REFERENCE_TABLES]);
    expect([...coordinator].sort()).toEqual([...COORDINATOR_TABLES].sort());
    expect([...tenant].sort()).toEqual([...TENANT_TABLES].sort());
  });

  it('distributes or replicates every table after the tables its foreign keys point at', () => {
    const order = [...reference, ...coordinator, ...tenant];
    // The one cycle, cut by the migration while both tables are distributed.
    const cut = migration.includes('DROP CONSTRAINT "expenses_reminder_fk"') ? ['expenses_reminder_fk'] : [];
    const late = refs.filter(
      (r) => r.from !== r.to && !cut.includes(r.name) && order.indexOf(r.to) > order.indexOf(r.from),
    );
    expect(late).toEqual([]);
    expect(refs.length).toBeGreaterThan(30);
  });

  it('changes nothing without Citus: the list totals keep their statement-level triggers', async () => {
    const [row] = await queryRows<{ statement: string }>(
      t.database.db,
      sql`SELECT count(*) FILTER (WHERE (tgtype & 1) = 0)::text AS statement FROM pg_trigger
          WHERE tgname LIKE '%list_totals%' AND NOT tgisinternal`,
    );
    expect(row?.statement).toBe('18');
  });
});
