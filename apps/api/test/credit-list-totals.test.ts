import { readFileSync } from 'node:fs';
import { ZIncomeCreate } from '@cc/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/ledger/rows.ts';
import { AppError } from '../src/lib/errors.ts';
import {
  listTotalsMismatches,
  rebuildListTotals,
  rebuildListTotalsRetrying,
} from '../src/modules/credit/list-totals.ts';
import { createSales } from '../src/modules/incomes/create-sales.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { waitForLocks } from './helpers/locks.ts';
import { apiOf, JUAN, salePayload } from './incomes-fixtures.ts';
import { expectListTotalsExact, type ListKind, scanSums } from './list-totals-check.ts';
import { newShop, op, run, type State } from './reports-ops.ts';

/**
 * The lists' header totals come from `list_totals`, kept by statement-level triggers (migration
 * 0017, ADR 023 'List header totals kept as they change'). Property: after any sequence of sales,
 * purchases and expenses (cash, bank, credit), abonos and their edits and voids, document edits and
 * voids through the API, and batches of sales through the batch path (createSales, seed:demo's),
 * the table agrees with the rows and every list answers, for every filter it accepts, the count
 * and totals of the old pass over the whole filter. Runs on PostgreSQL too (TEST_DATABASE_URL).
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-31T20:00:00Z' });
  api = apiOf(t);
});
afterAll(() => t.close());

const day = (d: number) => `2026-01-${String(d).padStart(2, '0')}`;
const PAYMENT_DOC = { incomes: 'income', shoppings: 'shopping', expenses: 'expense' } as const;
const kindArb = fc.constantFrom<ListKind>('incomes', 'shoppings', 'expenses');
const method = fc.constantFrom('EFECTIVO', 'BANCO');

const extraOp = fc.oneof(
  fc.record({
    kind: fc.constant('payBig' as const),
    doc: kindArb,
    pick: fc.nat({ max: 20 }),
    value: fc.integer({ min: 1, max: 120 }).map((n) => n * 1000),
    method,
  }),
  fc.record({
    kind: fc.constant('abono' as const),
    action: fc.constantFrom('edit', 'void'),
    doc: kindArb,
    pick: fc.nat({ max: 20 }),
    value: fc.integer({ min: 1, max: 60 }).map((n) => n * 1000),
    method,
  }),
  fc.record({
    kind: fc.constant('editDoc' as const),
    doc: fc.constantFrom('shoppings', 'expenses'),
    pick: fc.nat({ max: 20 }),
    value: fc.integer({ min: 1, max: 90 }).map((n) => n * 1000),
  }),
  fc.record({
    kind: fc.constant('batch' as const),
    sales: fc.array(
      fc.record({
        terms: fc.constantFrom('EFECTIVO', 'BANCO', 'CREDITO', 'CREDITO_ABONO'),
        quantity: fc.integer({ min: 1, max: 6 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  }),
);
type ExtraOp = typeof extraOp extends fc.Arbitrary<infer T> ? T : never;

const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(500);

/** The operations reports-ops does not draw: big abonos, abono edits (value, method), other edits, batches. */
async function runExtra(s: State, o: ExtraOp, date: string): Promise<void> {
  const nth = (list: number[], n: number) => list[n % Math.max(1, list.length)];
  switch (o.kind) {
    case 'payBig': {
      const id = nth(s.credits[o.doc], o.pick);
      if (id === undefined) return;
      const body = { date, value: o.value, payment_method: o.method, observations: '' };
      return ok(await api(s.u, 'POST', `/api/${o.doc}/${id}/payments/`, body));
    }
    case 'abono': {
      const doc = PAYMENT_DOC[o.doc];
      const live = await queryRows<{ id: number; doc: number }>(
        t.database.db,
        sql.raw(`SELECT id, ${doc}_id AS doc FROM ${doc}_payments
          WHERE user_id = ${s.u.id} AND deleted = false ORDER BY id`),
      );
      const p = nth(
        live.map((_, i) => i),
        o.pick,
      );
      const row = p === undefined ? undefined : live[p];
      if (!row) return;
      const url = `/api/${o.doc}/${row.doc}/payments/${row.id}/`;
      if (o.action === 'void') return ok(await api(s.u, 'DELETE', url));
      return ok(await api(s.u, 'PATCH', url, { value: o.value, payment_method: o.method }));
    }
    case 'editDoc': {
      const id = nth(s.docs[o.doc], o.pick);
      if (id === undefined) return;
      const body =
        o.doc === 'expenses'
          ? { value: o.value }
          : { details: [{ description: 'Estantería', quantity: 1, value: o.value }] };
      return ok(await api(s.u, 'PATCH', `/api/${o.doc}/${id}/`, body));
    }
    case 'batch': {
      const inputs = o.sales.map((x) =>
        ZIncomeCreate.parse(
          salePayload(date, [{ inventory_id: s.product, quantity: x.quantity, value: 3000 }], {
            payment_type: x.terms.startsWith('CREDITO') ? 'CREDITO' : 'CONTADO',
            payment_method: x.terms === 'BANCO' ? 'BANCO' : 'EFECTIVO',
            ...(x.terms.startsWith('CREDITO')
              ? { payment: x.terms === 'CREDITO_ABONO' ? 1000 * x.quantity : 0, client: JUAN }
              : {}),
          }),
        ),
      );
      try {
        const ids = await createSales(t.deps, s.u.id, inputs);
        for (const [i, id] of ids.entries()) {
          s.docs.incomes.push(id);
          if (inputs[i]?.payment_type === 'CREDITO') s.credits.incomes.push(id);
        }
      } catch (e) {
        if (!(e instanceof AppError)) throw e; // out of stock: the whole batch refused
      }
    }
  }
}

/** Random writes of every kind through the API; after each checkpoint and at the end, every list exact. */
async function randomWritesKeepTotals(numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.oneof({ weight: 4, arbitrary: op }, { weight: 3, arbitrary: extraOp }), {
        minLength: 6,
        maxLength: 18,
        size: 'max',
      }),
      async (ops) => {
        t.clock.set('2026-01-31T20:00:00Z');
        const s = await newShop(t, api, 120);
        const check = () => expectListTotalsExact(t, api, s.u);
        for (const [i, o] of ops.entries()) {
          const date = day(2 + i);
          t.clock.set(`${date}T15:00:00Z`);
          if (o.kind === 'checkpoint') await check();
          else if (o.kind === 'payBig' || o.kind === 'abono' || o.kind === 'editDoc' || o.kind === 'batch') {
            await runExtra(s, o, date);
          } else await run(api, s, o, date, async () => undefined);
        }
        t.clock.set('2026-01-31T20:00:00Z');
        await check();
      },
    ),
    { numRuns },
  );
}

describe('list header totals (list_totals) after random writes', () => {
  it('every list and filter answers the count and totals of the whole filter', async () => {
    await randomWritesKeepTotals(25);
  }, 600_000);
});

/** A few documents and abonos of a new shop, voids and edits included. */
async function someHistory(): Promise<State> {
  t.clock.set('2026-01-20T15:00:00Z');
  const s = await newShop(t, api, 60);
  const steps = [
    { kind: 'sale', quantity: 3, credit: false, method: 'BANCO', payment: 0 },
    { kind: 'sale', quantity: 5, credit: true, method: 'EFECTIVO', payment: 4000 },
    { kind: 'sale', quantity: 2, credit: true, method: 'BANCO', payment: 0 },
    { kind: 'expense', category: 18, value: 50_000, credit: true, method: 'EFECTIVO' },
    { kind: 'purchase', category: 5, quantity: 2, credit: false, method: 'BANCO' },
    { kind: 'pay', doc: 'incomes', pick: 1, value: 5000, method: 'BANCO' },
    { kind: 'pay', doc: 'expenses', pick: 0, value: 10_000, method: 'EFECTIVO' },
    { kind: 'void', doc: 'incomes', pick: 0 },
  ] as const;
  for (const o of steps) await run(api, s, o, day(10), async () => undefined);
  return s;
}

describe('list_totals maintenance', () => {
  it('a write the triggers miss shows up in the check, and ledger:repair rebuilds the table', async () => {
    const s = await someHistory();
    await expectListTotalsExact(t, api, s.u);
    const [abono] = await queryRows<{ id: number; doc: number }>(
      t.database.db,
      sql`SELECT id, income_id AS doc FROM income_payments
        WHERE user_id = ${s.u.id} AND deleted = false AND is_initial = false`,
    );
    if (!abono) throw new Error('no abono');
    await t.database.db.execute(
      sql`ALTER TABLE income_payments DISABLE TRIGGER income_payments_list_totals_update`,
    );
    try {
      ok(await api(s.u, 'DELETE', `/api/incomes/${abono.doc}/payments/${abono.id}/`));
    } finally {
      await t.database.db.execute(
        sql`ALTER TABLE income_payments ENABLE TRIGGER income_payments_list_totals_update`,
      );
    }
    expect(await listTotalsMismatches(t.database.db, s.u.id)).toBe(1);
    const f = { type: undefined, method: undefined, payments: true };
    const stale = (await api(s.u, 'GET', '/api/incomes/?totals=true&payment=true')).json() as {
      totals: unknown;
    };
    expect(stale.totals).not.toEqual((await scanSums(t, s.u.id, 'incomes', f)).totals);
    await t.database.db.transaction((tx) => rebuildListTotals(tx, s.u.id));
    await expectListTotalsExact(t, api, s.u);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'the repair gives way to a writer holding the tables (PostgreSQL): it retries, never deadlocks a user',
    async () => {
      const s = await someHistory();
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => {
        release = r;
      });
      // A writer mid-transaction on the payments (as an abono before it updates its sale).
      const writer = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE income_payments IN ROW EXCLUSIVE MODE`);
        await held;
      });
      await waitForLocks(t.database.db, 'income_payments', (l) => l.granted > 0);
      const started = performance.now();
      await expect(t.database.db.transaction((tx) => rebuildListTotals(tx, s.u.id))).rejects.toMatchObject({
        cause: { code: '55P03' },
      });
      expect(performance.now() - started).toBeLessThan(1000); // gave up before the deadlock check
      const retried = rebuildListTotalsRetrying(t.database.db, s.u.id);
      // Its first try waits on the writer's lock and is refused; then the writer commits.
      await waitForLocks(t.database.db, 'income_payments', (l) => l.waiting > 0);
      await waitForLocks(t.database.db, 'income_payments', (l) => l.waiting === 0);
      release();
      await retried;
      await writer;
      await expectListTotalsExact(t, api, s.u);
    },
  );

  it('migrations 0017 and 0019 fill the table from the rows already there, and their triggers keep it', async () => {
    const s = await someHistory();
    // The database as it was before 0017: no table, no triggers.
    await t.database.db.execute(sql`DROP FUNCTION list_totals_documents(), list_totals_payments() CASCADE`);
    await t.database.db.execute(sql`DROP TABLE list_totals CASCADE`);
    const statements = (name: string) =>
      readFileSync(new URL(`../src/db/migrations/${name}.sql`, import.meta.url), 'utf8').split(
        '--> statement-breakpoint',
      );
    expect(statements('0017_list_totals').length).toBeGreaterThan(18);
    await t.database.db.transaction(async (tx) => {
      for (const statement of statements('0017_list_totals')) await tx.execute(sql.raw(statement));
    });
    // 0017's rows (no month) are replaced by the months' (0019) of the same rows.
    await t.database.db.transaction(async (tx) => {
      for (const statement of statements('0019_list_totals_by_month')) await tx.execute(sql.raw(statement));
    });
    await expectListTotalsExact(t, api, s.u);
    await runExtra(
      s,
      { kind: 'abono', action: 'edit', doc: 'expenses', pick: 0, value: 20_000, method: 'BANCO' },
      day(12),
    );
    await runExtra(s, { kind: 'batch', sales: [{ terms: 'CREDITO_ABONO', quantity: 2 }] }, day(12));
    await expectListTotalsExact(t, api, s.u);
  });
});

describe('list_totals under concurrent writes of one user', () => {
  it('new credits, abonos and voids side by side: no deadlock, totals exact', async () => {
    t.clock.set('2026-01-20T15:00:00Z');
    const s = await newShop(t, api, 200);
    const credit = { kind: 'sale', quantity: 2, credit: true, method: 'BANCO', payment: 1000 } as const;
    for (let i = 0; i < 6; i++) await run(api, s, credit, day(5), async () => undefined);
    const [a, b, c, d, e, f] = s.credits.incomes;
    const abono = (id: number | undefined, method: string) =>
      api(s.u, 'POST', `/api/incomes/${id}/payments/`, {
        date: day(10),
        value: 1000,
        payment_method: method,
        observations: '',
      });
    // A client of its own per new sale: two writers upserting one client row while abonos post
    // entries that name it deadlock on main already (client row lock vs the ledger lock), which
    // is not what this test is about.
    let clients = 0;
    const sale = (method: string) =>
      api(s.u, 'POST', '/api/incomes/', {
        ...salePayload(day(10), [{ inventory_id: s.product, quantity: 1, value: 3000 }], {
          payment_type: 'CREDITO',
          payment_method: method,
          payment: 1000,
          client: { ...JUAN, name: `Cliente ${++clients}`, doc_number: `9000${clients}` },
        }),
      });
    // Each writer touches a document's key and a payment's key, in crossing orders (a sale: its
    // document then its initial payment; an abono: its payment then the document's `payment`).
    const results = await Promise.all([
      sale('BANCO'),
      abono(a, 'BANCO'),
      sale('EFECTIVO'),
      abono(b, 'EFECTIVO'),
      api(s.u, 'DELETE', `/api/incomes/${c}/`),
      sale('BANCO'),
      abono(d, 'BANCO'),
      abono(e, 'EFECTIVO'),
      api(s.u, 'DELETE', `/api/incomes/${f}/`),
      sale('EFECTIVO'),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBeLessThan(300);
    await expectListTotalsExact(t, api, s.u);
  });
});

// Last in this file: it changes the shared database's triggers.
describe('list_totals on Citus: the row-level triggers of migration 0021', () => {
  it('give the same totals as the statement-level ones after random writes', async () => {
    await t.database.db.execute(sql`SELECT list_totals_row_triggers()`);
    const triggers = await queryRows<{ name: string; row: boolean }>(
      t.database.db,
      sql`SELECT tgname AS name, (tgtype & 1) = 1 AS row FROM pg_trigger
          WHERE tgname LIKE '%list_totals%' AND NOT tgisinternal AND tgparentid = 0 ORDER BY 1`,
    );
    expect(triggers).toHaveLength(18);
    expect(triggers.every((tr) => tr.row)).toBe(true);
    await randomWritesKeepTotals(10);
  }, 600_000);
});
