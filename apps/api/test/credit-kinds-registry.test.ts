import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig, PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/client.ts';
import { listTotals } from '../src/db/schema/index.ts';
import { DOWNLOADS } from '../src/download-jobs.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { CREDIT_KINDS, type CreditKindList } from '../src/modules/credit/kinds.ts';
import { EXPENSES } from '../src/modules/expenses/kind.ts';
import { SALES } from '../src/modules/incomes/kind.ts';
import { PURCHASES } from '../src/modules/shoppings/kind.ts';
import { KIND_CASES } from './credit-kinds-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/**
 * The registry of credit-document kinds (credit/kinds.ts, ADR 025) is the one list of kinds:
 * the code derives its unions, settled_on, list totals and downloads from it; this file checks
 * what cannot import it — the modules' own kinds, the parametrised tests, and the SQL of the
 * migrations (the list_totals triggers and CHECK, read from the database catalog) — and that no
 * table with a kind's columns is left out of it. Each check is a function returning the problems
 * it finds, so the tests can also show it finding them (a dropped trigger, a narrowed CHECK, an
 * unregistered scratch table).
 */

/** A registered kind as the catalog checks see it: table names only. */
type KindTables = { list: string; docs: string; payments: string };
const REGISTERED: KindTables[] = CREDIT_KINDS.map((k) => ({
  list: k.list,
  docs: getTableName(k.docs),
  payments: getTableName(k.payments),
}));

/** The columns every kind's document table has (ADR 025 recipe, step 1). */
const DOCUMENT_COLUMNS = [
  'user_id',
  'number',
  'date',
  'payment_type',
  'payment_method',
  'value',
  'payment',
  'deleted',
];
/** The columns every kind's payment table has (without is_initial: an abono table of any kind). */
const PAYMENT_COLUMNS = ['user_id', 'ordinal', 'date', 'value', 'payment_method', 'deleted'];
/** Tables with those columns that are no kind, each with its reason. */
const NOT_KINDS: Record<string, string> = {
  financial_info_payments:
    'abonos of the opening balance (ADR 018): no document number, list, list_totals or settled_on',
};

/** Tables of the current schema having every column of `columns`. */
async function tablesWith(db: Executor, columns: string[]): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        -- A partition (npm run test:citus-shape) is its parent's rows, not a table of its own.
        AND c.table_name NOT IN (SELECT inhrelid::regclass::text FROM pg_inherits)
        AND c.column_name IN (${sql.join(
          columns.map((c) => sql`${c}`),
          sql`, `,
        )})
      GROUP BY c.table_name HAVING count(DISTINCT c.column_name) = ${columns.length}
      ORDER BY c.table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** Tables that look like a kind's documents or payments and are not in the registry. */
export async function unregisteredKindTables(db: Executor, kinds: KindTables[]): Promise<string[]> {
  const known = new Set([...kinds.flatMap((k) => [k.docs, k.payments]), ...Object.keys(NOT_KINDS)]);
  const found = [...(await tablesWith(db, DOCUMENT_COLUMNS)), ...(await tablesWith(db, PAYMENT_COLUMNS))];
  return [...new Set(found)].filter((t) => !known.has(t)).sort();
}

const EVENTS = { 4: 'INSERT', 8: 'DELETE', 16: 'UPDATE' } as const;

/**
 * The list_totals triggers every kind needs (migration 0017): on its documents' table and on its
 * payments' table, after INSERT, UPDATE and DELETE, once per statement, with the transition tables
 * the functions read, passing the kind's list — and none on any other table.
 */
export async function listTotalsTriggerProblems(db: Executor, kinds: KindTables[]): Promise<string[]> {
  const rows = await queryRows<{
    tbl: string;
    tgtype: number;
    fn: string;
    def: string;
    old: string | null;
    new: string | null;
  }>(
    db,
    sql`SELECT c.relname AS tbl, t.tgtype::int AS tgtype, p.proname AS fn, pg_get_triggerdef(t.oid) AS def,
        t.tgoldtable AS old, t.tgnewtable AS new
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE NOT t.tgisinternal AND n.nspname = current_schema()
        AND p.proname IN ('list_totals_documents', 'list_totals_payments')`,
  );
  const actual = new Set<string>();
  for (const r of rows) {
    const arg = /EXECUTE (?:FUNCTION|PROCEDURE) [\w."]+\('([^']*)'\)/.exec(r.def)?.[1] ?? '?';
    const rowLevel = (r.tgtype & 1) === 1;
    const after = (r.tgtype & 2) === 0;
    for (const [bit, event] of Object.entries(EVENTS)) {
      if ((r.tgtype & Number(bit)) === 0) continue;
      const tables = `${event !== 'INSERT' && r.old ? 'old' : ''}${event !== 'DELETE' && r.new ? 'new' : ''}`;
      actual.add(
        `${r.tbl} ${after ? 'AFTER' : 'BEFORE'} ${event} ${rowLevel ? 'ROW' : 'STATEMENT'} ${tables} ${r.fn}('${arg}')`,
      );
    }
  }
  const expected = new Set<string>();
  for (const k of kinds) {
    for (const [table, fn] of [
      [k.docs, 'list_totals_documents'],
      [k.payments, 'list_totals_payments'],
    ] as const) {
      expected.add(`${table} AFTER INSERT STATEMENT new ${fn}('${k.list}')`);
      expected.add(`${table} AFTER UPDATE STATEMENT oldnew ${fn}('${k.list}')`);
      expected.add(`${table} AFTER DELETE STATEMENT old ${fn}('${k.list}')`);
    }
  }
  return [
    ...[...expected].filter((e) => !actual.has(e)).map((e) => `missing trigger: ${e}`),
    ...[...actual].filter((a) => !expected.has(a)).map((a) => `unexpected trigger: ${a}`),
  ].sort();
}

/** The kinds list_totals' CHECK allows, against the registry's lists: exactly those. */
export async function listTotalsCheckProblems(db: Executor, kinds: KindTables[]): Promise<string[]> {
  const rows = await queryRows<{ def: string }>(
    db,
    sql`SELECT pg_get_constraintdef(k.oid) AS def FROM pg_constraint k
      WHERE k.conrelid = 'list_totals'::regclass AND k.contype = 'c'
        AND pg_get_constraintdef(k.oid) LIKE '%kind%'`,
  );
  if (rows.length !== 1) return [`expected one CHECK on list_totals.kind, found ${rows.length}`];
  const allowed = [...(rows[0]?.def ?? '').matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '').sort();
  const registered = kinds.map((k) => k.list).sort();
  return JSON.stringify(allowed) === JSON.stringify(registered)
    ? []
    : [`list_totals CHECK allows ${allowed.join(', ')}; the registry has ${registered.join(', ')}`];
}

/** Runs `body` in a transaction that is always rolled back (scratch DDL), returning its result. */
async function rolledBack<T>(t: TestApp, body: (tx: Executor) => Promise<T>): Promise<T> {
  const undo = new Error('rolled back on purpose');
  let result: T | undefined;
  await expect(
    t.database.db.transaction(async (tx) => {
      result = await body(tx);
      throw undo;
    }),
  ).rejects.toBe(undo);
  return result as T;
}

describe('the registry of credit-document kinds (no database)', () => {
  it('names each kind by its documents table, and each payment column belongs to its payments table', () => {
    for (const k of CREDIT_KINDS) {
      expect(k.list).toBe(getTableName(k.docs));
      expect(getTableName(k.paymentDocId.table)).toBe(getTableName(k.payments));
    }
    expect(new Set(CREDIT_KINDS.map((k) => k.list)).size).toBe(CREDIT_KINDS.length);
    expect(new Set(CREDIT_KINDS.map((k) => k.counter)).size).toBe(CREDIT_KINDS.length);
  });

  it("agrees with each module's DocumentKind: tables, counter, journal sources", () => {
    // A Record over the registry's lists: a kind added there fails to compile here until its module's kind is named.
    const modules: Record<CreditKindList, typeof SALES | typeof PURCHASES | typeof EXPENSES> = {
      incomes: SALES,
      shoppings: PURCHASES,
      expenses: EXPENSES,
    };
    for (const k of CREDIT_KINDS) {
      const m = modules[k.list];
      expect({ list: k.list, docs: m.docs === k.docs, payments: m.payments === k.payments }).toEqual({
        list: k.list,
        docs: true,
        payments: true,
      });
      expect(m.paymentDocId === k.paymentDocId).toBe(true);
      expect({ counter: m.counter, source: m.source, paymentSource: m.paymentSource }).toEqual({
        counter: k.counter,
        source: k.source,
        paymentSource: k.paymentSource,
      });
    }
  });

  it("the drizzle schema's CHECK on list_totals.kind (what db:generate diffs) names exactly the registered kinds", () => {
    const checks = getTableConfig(listTotals).checks.filter((c) => c.name === 'list_totals_kind_chk');
    expect(checks).toHaveLength(1);
    const text = new PgDialect().sqlToQuery(checks[0]?.value ?? sql``).sql;
    const allowed = [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]).sort();
    expect(allowed).toEqual(CREDIT_KINDS.map((k) => k.list).sort());
  });

  it('has a download per kind and a case in the parametrised engine tests (KIND_CASES)', () => {
    // Besides one per kind, the thread writes the report files (ADR 040): 'report'.
    expect(Object.keys(DOWNLOADS).sort()).toEqual([...CREDIT_KINDS.map((k) => k.download), 'report'].sort());
    expect(KIND_CASES.map((c) => c.resource).sort()).toEqual(CREDIT_KINDS.map((k) => k.list).sort());
  });
});

describe('the registry against the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every registered kind has the list_totals triggers on its two tables, and no other table has them', async () => {
    expect(await listTotalsTriggerProblems(t.database.db, REGISTERED)).toEqual([]);
  });

  it('the trigger check finds a dropped trigger and a registered kind without triggers', async () => {
    const dropped = await rolledBack(t, async (tx) => {
      await tx.execute(sql`DROP TRIGGER shopping_payments_list_totals_update ON shopping_payments`);
      return listTotalsTriggerProblems(tx, REGISTERED);
    });
    expect(dropped).toEqual([
      "missing trigger: shopping_payments AFTER UPDATE STATEMENT oldnew list_totals_payments('shoppings')",
    ]);
    const extra = { list: 'credit_notes', docs: 'credit_notes', payments: 'credit_note_payments' };
    const problems = await listTotalsTriggerProblems(t.database.db, [...REGISTERED, extra]);
    expect(problems).toHaveLength(6);
    expect(problems.every((p) => p.startsWith('missing trigger: credit_note'))).toBe(true);
  });

  it("list_totals' CHECK allows exactly the registered kinds", async () => {
    expect(await listTotalsCheckProblems(t.database.db, REGISTERED)).toEqual([]);
    const extra = { list: 'credit_notes', docs: 'credit_notes', payments: 'credit_note_payments' };
    expect(await listTotalsCheckProblems(t.database.db, [...REGISTERED, extra])).toHaveLength(1);
    const narrowed = await rolledBack(t, async (tx) => {
      await tx.execute(sql`ALTER TABLE list_totals DROP CONSTRAINT list_totals_kind_chk`);
      await tx.execute(
        sql`ALTER TABLE list_totals ADD CONSTRAINT list_totals_kind_chk CHECK (kind IN ('incomes', 'expenses'))`,
      );
      return listTotalsCheckProblems(tx, REGISTERED);
    });
    expect(narrowed).toHaveLength(1);
  });

  it("no table with a kind's document or payment columns is missing from the registry", async () => {
    expect(await unregisteredKindTables(t.database.db, REGISTERED)).toEqual([]);
  });

  it('the schema scan finds a new document table and its payments left out of the registry', async () => {
    const found = await rolledBack(t, async (tx) => {
      await tx.execute(sql`CREATE TABLE scratch_notes (
        id integer PRIMARY KEY, user_id integer NOT NULL, number integer NOT NULL, date date NOT NULL,
        payment_type text NOT NULL, payment_method text, value bigint NOT NULL, payment bigint NOT NULL,
        paid_out boolean NOT NULL, deleted boolean NOT NULL)`);
      await tx.execute(sql`CREATE TABLE scratch_note_payments (
        id integer PRIMARY KEY, user_id integer NOT NULL, scratch_note_id integer NOT NULL,
        ordinal integer NOT NULL, date date NOT NULL, value bigint NOT NULL, payment_method text NOT NULL,
        is_initial boolean NOT NULL, deleted boolean NOT NULL)`);
      return unregisteredKindTables(tx, REGISTERED);
    });
    expect(found).toEqual(['scratch_note_payments', 'scratch_notes']);
  });
});
