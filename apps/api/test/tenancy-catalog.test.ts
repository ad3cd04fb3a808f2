import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Placement, TENANT_TABLES } from '../src/db/tenancy.ts';
import { checkTenancy } from '../src/db/tenancy-check.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the schema is distribution-ready (issue 22: what Citus would refuse)', () => {
  it('every table declared; every key, unique and tenant-to-tenant foreign key holds user_id', async () => {
    const violations = await checkTenancy(t.deps.db);
    const unready = new Set(violations.map((v) => v.split(':')[0]));
    const ready = TENANT_TABLES.filter((x) => !unready.has(x));
    if (violations.length)
      console.log(
        `${violations.length} violations; ${ready.length} of ${TENANT_TABLES.length} tenant tables distribution-ready\n${violations.join('\n')}`,
      );
    expect(violations).toEqual([]);
  });
});

/** A scratch schema of a shop table (reference) and two tenant tables, built by `ddl`. */
const SCHEMA = 'scratch_tenancy';
const placement = new Map<string, Placement>([
  ['shops', 'reference'],
  ['sales', 'tenant'],
  ['lines', 'tenant'],
]);
/** Statements separated by `;` (each on its own: PGlite runs one at a time), in the scratch schema. */
const run = (ddl: string) =>
  t.deps.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`));
    await tx.execute(sql.raw(`CREATE SCHEMA ${SCHEMA}`));
    await tx.execute(sql.raw(`SET LOCAL search_path TO ${SCHEMA}`));
    for (const stmt of ddl.split(';').filter((x) => x.trim())) await tx.execute(sql.raw(stmt));
  });
async function scratch(ddl: string, declared: ReadonlyMap<string, Placement> = placement) {
  await run(`CREATE TABLE shops (id integer PRIMARY KEY);
    CREATE TABLE sales (user_id integer NOT NULL REFERENCES shops (id), id integer NOT NULL,
      number integer NOT NULL, PRIMARY KEY (user_id, id), UNIQUE (user_id, number));
    ${ddl}`);
  return checkTenancy(t.deps.db, { schema: SCHEMA, placement: declared });
}
const LINES = `CREATE TABLE lines (user_id integer NOT NULL, id integer NOT NULL, sale_id integer NOT NULL,
  PRIMARY KEY (user_id, id)`;

describe('the catalog check on a scratch schema', () => {
  afterAll(() => t.deps.db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`)));

  it('passes tenant tables keyed by the shop with a composite foreign key', async () => {
    expect(await scratch(`${LINES}, FOREIGN KEY (user_id, sale_id) REFERENCES sales (user_id, id))`)).toEqual(
      [],
    );
  });

  it('names a foreign key between tenant tables that drops user_id', async () => {
    const v = await scratch(`CREATE UNIQUE INDEX sales_id_uq ON sales (id);
      ${LINES}, CONSTRAINT lines_sale_fk FOREIGN KEY (sale_id) REFERENCES sales (id))`);
    expect(v).toContain(
      'lines: foreign key lines_sale_fk (sale_id) → sales(id) does not join on user_id (same position on both sides)',
    );
    expect(v).toContain('sales: unique index sales_id_uq (id) without user_id');
  });

  it('names a composite foreign key with user_id at different positions', async () => {
    const v = await scratch(
      `${LINES}, CONSTRAINT lines_sale_fk FOREIGN KEY (sale_id, user_id) REFERENCES sales (user_id, id))`,
    );
    expect(v).toEqual([
      'lines: foreign key lines_sale_fk (sale_id, user_id) → sales(user_id, id) does not join on user_id (same position on both sides)',
    ]);
  });

  it('names a primary key or unique constraint without user_id, and a missing primary key', async () => {
    const v = await scratch(`ALTER TABLE sales ADD CONSTRAINT sales_number_uq UNIQUE (number);
      CREATE TABLE lines (user_id integer NOT NULL, id integer PRIMARY KEY)`);
    expect(v.sort()).toEqual([
      'lines: primary key lines_pkey (id) without user_id',
      'sales: unique constraint sales_number_uq (number) without user_id',
    ]);
    expect(await scratch('CREATE TABLE lines (user_id integer NOT NULL, id integer NOT NULL)')).toEqual([
      'lines: tenant table without a primary key or unique key',
    ]);
  });

  it('names a reference table pointing into a tenant table, and an undeclared or unkeyed table', async () => {
    const v = await scratch(
      `${LINES}, FOREIGN KEY (user_id, sale_id) REFERENCES sales (user_id, id));
      ALTER TABLE shops ADD COLUMN last_sale integer, ADD COLUMN user_id integer,
        ADD CONSTRAINT shops_last_sale_fk FOREIGN KEY (user_id, last_sale) REFERENCES sales (user_id, id);
      CREATE TABLE extras (id integer PRIMARY KEY)`,
    );
    expect(v.sort()).toEqual([
      'extras: not declared in db/tenancy.ts (reference, coordinator or tenant?)',
      'shops: reference table with foreign key shops_last_sale_fk (user_id, last_sale) → sales(user_id, id) into a tenant table',
    ]);
    const unkeyed = await scratch(
      'CREATE TABLE lines (id integer PRIMARY KEY)',
      new Map([...placement, ['lines', 'tenant']]),
    );
    expect(unkeyed).toContain('lines: tenant table without user_id');
  });
});
