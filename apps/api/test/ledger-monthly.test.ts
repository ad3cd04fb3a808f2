import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/client.ts';
import {
  type AccountBalance,
  type AccountClass,
  balancesAsOf,
  balancesBetween,
  monthlyBalanceMismatches,
  movementsByMonth,
  movementTotals,
  normalBalance,
  openingBalances,
  openingMismatches,
  post,
  rebuildMonthlyBalances,
} from '../src/ledger/index.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { addDays } from '../src/lib/clock.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, JUAN, NIT, salePayload } from './incomes-fixtures.ts';

/**
 * Monthly balances (decision 020): after any sequence of documents through the API — cash and
 * credit sales, purchases, expenses, abonos, voids and edits, dated in past months too — the
 * monthly balances equal the journal lines summed per (user, account, month, opening), and every
 * balance the reports read (as of a date, between two dates, per month, opening) equals the plain
 * sum of the journal lines it stands for.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  t = await createTestApp({ now: '2025-11-20T15:00:00Z' });
  api = apiOf(t);
});
afterAll(() => t.close());

type Row = { code: string; name: string; class: string; net: string | number };
const toBalances = (rows: Row[]): AccountBalance[] =>
  rows.map((r) => {
    const cls = r.class as AccountClass;
    const net = Number(r.net);
    return { code: r.code, name: r.name, class: cls, net, balance: normalBalance(cls, net) };
  });

/** The reference: the journal lines themselves, summed per account (the pre-020 queries). */
const journalSum = async (db: Executor, userId: number, where: ReturnType<typeof sql>) =>
  toBalances(
    await queryRows<Row>(
      db,
      sql`SELECT a.code, a.name, a.class, sum(l.debit - l.credit) AS net
          FROM journal_lines l JOIN journal_entries e ON e.user_id = l.user_id AND e.id = l.entry_id
          JOIN accounts a ON a.code = l.account_code
          WHERE l.user_id = ${userId} AND ${where}
          GROUP BY a.code, a.name, a.class ORDER BY a.code`,
    ),
  );
const journalAsOf = (db: Executor, u: number, d: string) =>
  journalSum(db, u, sql`(e.is_opening OR e.date <= ${d}::date)`);
const journalBetween = (db: Executor, u: number, from: string, to: string) =>
  journalSum(db, u, sql`NOT e.is_opening AND e.date BETWEEN ${from}::date AND ${to}::date`);

const method = fc.constantFrom('EFECTIVO', 'BANCO');
const amount = fc.integer({ min: 1, max: 300 }).map((n) => n * 1000);
const pick = fc.nat({ max: 20 });
const back = fc.integer({ min: 0, max: 70 }); // days before today: often another month

const op = fc.oneof(
  fc.record({ kind: fc.constant('asset' as const), category: fc.constantFrom(7, 8, 9), value: amount }),
  fc.record({ kind: fc.constant('stock' as const), quantity: fc.integer({ min: 1, max: 30 }), cost: amount }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('sale' as const),
      back,
      quantity: fc.integer({ min: 1, max: 30 }),
      credit: fc.boolean(),
      method,
      payment: fc.integer({ min: 0, max: 50 }).map((n) => n * 1000),
    }),
  },
  fc.record({
    kind: fc.constant('purchase' as const),
    back,
    category: fc.constantFrom(4, 5, 6),
    quantity: fc.integer({ min: 1, max: 20 }),
    credit: fc.boolean(),
    method,
  }),
  fc.record({
    kind: fc.constant('expense' as const),
    back,
    category: fc.constantFrom(18, 19, 21),
    value: amount,
    credit: fc.boolean(),
    method,
  }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      back,
      doc: fc.constantFrom('incomes', 'shoppings', 'expenses'),
      pick,
      value: fc.integer({ min: 1, max: 30 }).map((n) => n * 1000),
      method,
    }),
  },
  fc.record({
    kind: fc.constant('void' as const),
    doc: fc.constantFrom('incomes', 'shoppings', 'expenses'),
    pick,
  }),
  fc.record({ kind: fc.constant('edit' as const), back, pick, quantity: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constant('editExpense' as const), back, pick, value: amount }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
type Doc = 'incomes' | 'shoppings' | 'expenses';
type State = { u: CreatedUser; product: number; docs: Record<Doc, number[]>; credits: Record<Doc, number[]> };

async function run(s: State, o: Op, today: string): Promise<void> {
  const { u } = s;
  const date = 'back' in o ? addDays(today, -o.back) : today;
  const nth = (list: number[], n: number) => list[n % Math.max(1, list.length)];
  const send = async (doc: Doc | null, credit: boolean, res: Awaited<ReturnType<typeof api>>) => {
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (doc && res.statusCode === 201) {
      const { id } = res.json() as { id: number };
      s.docs[doc].push(id);
      if (credit) s.credits[doc].push(id);
    }
  };
  switch (o.kind) {
    case 'asset':
      return send(
        null,
        false,
        await api(u, 'POST', '/api/financial_info/', {
          category: o.category,
          value: o.value,
          financial_type: 'ACTIVOS',
        }),
      );
    case 'stock':
      return send(
        null,
        false,
        await api(u, 'POST', '/api/stocks/', {
          inventory_id: s.product,
          quantity: o.quantity,
          cost_value: o.cost,
          sale_value: o.cost + 1000,
          is_initial: false,
        }),
      );
    case 'sale':
      return send(
        'incomes',
        o.credit,
        await api(
          u,
          'POST',
          '/api/incomes/',
          salePayload(date, [{ inventory_id: s.product, quantity: o.quantity, value: 3000 }], {
            payment_type: o.credit ? 'CREDITO' : 'CONTADO',
            payment_method: o.method,
            ...(o.credit ? { payment: Math.min(o.payment, o.quantity * 3000), client: JUAN } : {}),
          }),
        ),
      );
    case 'purchase':
      return send(
        'shoppings',
        o.credit,
        await api(u, 'POST', '/api/shoppings/', {
          category_id: o.category,
          date,
          payment_type: o.credit ? 'CREDITO' : 'CONTADO',
          ...(o.credit ? {} : { payment_method: o.method }),
          observations: '',
          details: [
            o.category === 4
              ? { inventory_id: s.product, quantity: o.quantity, value: 2200, sale_value: 3200 }
              : { description: 'Estantería', quantity: o.quantity, value: 2200 },
          ],
          provider: { name: 'Distribuidora Andina', doc_type: NIT, doc_number: '900123456' },
        }),
      );
    case 'expense':
      return send(
        'expenses',
        o.credit,
        await api(u, 'POST', '/api/expenses/', {
          description: 'Gasto',
          value: o.value,
          category_id: o.category,
          date,
          observations: '',
          reminder: 1,
          payment_type: o.credit ? 'CREDITO' : 'CONTADO',
          ...(o.credit ? {} : { payment_method: o.method }),
        }),
      );
    case 'pay': {
      const id = nth(s.credits[o.doc], o.pick);
      if (id === undefined) return;
      const body = { date, value: o.value, payment_method: o.method, observations: '' };
      return send(null, false, await api(u, 'POST', `/api/${o.doc}/${id}/payments/`, body));
    }
    case 'void': {
      const id = nth(s.docs[o.doc], o.pick);
      if (id === undefined) return;
      return send(null, false, await api(u, 'DELETE', `/api/${o.doc}/${id}/`));
    }
    case 'edit': {
      const id = nth(s.docs.incomes, o.pick);
      if (id === undefined) return;
      const body = { date, details: [{ inventory_id: s.product, quantity: o.quantity, value: 3000 }] };
      return send(null, false, await api(u, 'PATCH', `/api/incomes/${id}/`, body));
    }
    case 'editExpense': {
      const id = nth(s.docs.expenses, o.pick);
      if (id === undefined) return;
      return send(null, false, await api(u, 'PATCH', `/api/expenses/${id}/`, { date, value: o.value }));
    }
  }
}

/** Dates worth probing: month edges around every document, and some days inside months. */
const probes = ['2025-08-31', '2025-09-01', '2025-09-17', '2025-10-01', '2025-10-15', '2025-10-31'].concat([
  '2025-11-01',
  '2025-11-20',
  '2025-11-30',
  '2025-12-01',
  '2025-12-09',
  '2025-12-31',
  '2026-01-13',
  '2026-02-28',
]);

async function expectSameAsJournal(userId: number): Promise<void> {
  const db = t.deps.db;
  expect(await monthlyBalanceMismatches(db, userId)).toBe(0);
  expect(await openingBalances(db, userId)).toEqual(await journalSum(db, userId, sql`e.id = ${-userId}`));
  expect(await openingMismatches(db, userId)).toBe(0);
  for (const d of probes)
    expect(await balancesAsOf(db, userId, d), `as of ${d}`).toEqual(await journalAsOf(db, userId, d));
  for (const [i, from] of probes.entries()) {
    for (const to of probes.slice(i)) {
      expect(await balancesBetween(db, userId, from, to), `${from}…${to}`).toEqual(
        await journalBetween(db, userId, from, to),
      );
    }
  }
  // Debit and credit apart (trial balance): the window equals the lines of the range, per account.
  for (const [from, to] of [
    ['2025-09-17', '2026-01-13'],
    ['2025-10-01', '2025-12-31'],
    ['2025-11-20', '2025-11-30'],
  ] as const) {
    const moves = await queryRows<{ code: string; debit: string; credit: string }>(
      db,
      sql`SELECT l.account_code AS code, sum(l.debit) AS debit, sum(l.credit) AS credit
          FROM journal_lines l JOIN journal_entries e ON e.user_id = l.user_id AND e.id = l.entry_id
          WHERE l.user_id = ${userId} AND NOT e.is_opening AND e.date BETWEEN ${from} AND ${to}
          GROUP BY 1 HAVING sum(l.debit) <> 0 OR sum(l.credit) <> 0 ORDER BY 1`,
    );
    expect(
      (await movementTotals(db, userId, from, to)).map((m) => [m.code, m.debit, m.credit]),
      `${from}…${to}`,
    ).toEqual(moves.map((m) => [m.code, Number(m.debit), Number(m.credit)]));
  }
  const monthly = await movementsByMonth(db, userId, '2025-09-17', '2026-01-13');
  const reference = await queryRows<{ month: string; code: string; net: string }>(
    db,
    sql`SELECT to_char(e.date, 'YYYY-MM') AS month, l.account_code AS code, sum(l.debit - l.credit) AS net
        FROM journal_lines l JOIN journal_entries e ON e.user_id = l.user_id AND e.id = l.entry_id
        WHERE l.user_id = ${userId} AND NOT e.is_opening AND e.date BETWEEN '2025-09-17' AND '2026-01-13'
        GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  expect(monthly.map((m) => [m.month, m.code, m.net])).toEqual(
    reference.map((r) => [r.month, r.code, Number(r.net)]),
  );
}

describe('monthly balances', () => {
  it('equal the journal lines after any sequence of documents, voids and edits across months', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(op, fc.integer({ min: 0, max: 12 })), { minLength: 4, maxLength: 14, size: 'max' }),
        async (steps) => {
          let today = '2025-11-20';
          t.clock.set(`${today}T15:00:00Z`);
          const u = await createUser(t);
          const item = await api(u, 'POST', '/api/inventories/', {
            category: 'PRODUCTO COMPRADO',
            name: 'Arroz 500g',
            cost_value: 2000,
            sale_value: 3000,
            quantity: 200,
            is_initial: true,
          });
          expect(item.statusCode, item.body).toBe(201);
          const s: State = {
            u,
            product: (item.json() as { id: number }).id,
            docs: { incomes: [], shoppings: [], expenses: [] },
            credits: { incomes: [], shoppings: [], expenses: [] },
          };
          for (const [o, advance] of steps) {
            today = addDays(today, advance);
            t.clock.set(`${today}T15:00:00Z`);
            await run(s, o, today);
          }
          await expectSameAsJournal(u.id);
        },
      ),
      { numRuns: 15 },
    );
  }, 600_000);

  it('lose no update and never deadlock when transactions post to the same rows in crossing orders', async () => {
    const db = t.deps.db;
    const u = await createUser(t);
    const entry = (id: number, a: string, b: string) => ({
      userId: u.id,
      date: '2025-12-05',
      source: { type: 'test', id },
      lines: [
        { account: a, debit: 1000 },
        { account: b, credit: 1000 },
      ],
    });
    // Each transaction posts twice with a pause between, the halves in opposite orders: without
    // the per-user ledger lock, A would hold 1105/4135 waiting for 1110 while B holds 1110/1305.
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db.transaction(async (tx) => {
          const [first, second] =
            i % 2
              ? [entry(i, '1105', '4135'), entry(i, '1110', '1305')]
              : [entry(i, '1110', '1305'), entry(i, '1105', '4135')];
          await post(tx, first);
          await tx.execute(sql`SELECT pg_sleep(0.05)`);
          await post(tx, second);
        }),
      ),
    );
    expect(await monthlyBalanceMismatches(db, u.id)).toBe(0);
    const rows = await queryRows<{ account_code: string; debit: number; credit: number }>(
      db,
      sql`SELECT account_code, debit::int, credit::int FROM account_month_balances WHERE user_id = ${u.id} ORDER BY 1`,
    );
    expect(rows).toEqual([
      { account_code: '1105', debit: 12_000, credit: 0 },
      { account_code: '1110', debit: 12_000, credit: 0 },
      { account_code: '1305', debit: 0, credit: 12_000 },
      { account_code: '4135', debit: 0, credit: 12_000 },
    ]);
  });

  it('are rebuilt from the journal by the repair, for one user or all', async () => {
    const db = t.deps.db;
    const a = await createUser(t);
    const b = await createUser(t);
    for (const [u, date] of [
      [a, '2025-10-05'],
      [b, '2025-11-12'],
    ] as const) {
      await db.transaction((tx) =>
        post(tx, {
          userId: u.id,
          date,
          source: { type: 'test', id: u.id },
          lines: [
            { account: '1105', debit: 5000 },
            { account: '4135', credit: 5000 },
          ],
        }),
      );
    }
    // A rollup gone wrong: one row altered, one lost, one made up.
    await db.execute(sql`UPDATE account_month_balances SET debit = debit + 1 WHERE user_id = ${a.id}`);
    await db.execute(
      sql`DELETE FROM account_month_balances WHERE user_id = ${b.id} AND account_code = '4135'`,
    );
    await db.execute(
      sql`INSERT INTO account_month_balances VALUES (${b.id}, '2025-01-01', '1110', false, 7, 0)`,
    );
    expect(await monthlyBalanceMismatches(db, a.id)).toBe(2);
    expect(await monthlyBalanceMismatches(db, b.id)).toBe(2);

    await db.transaction((tx) => rebuildMonthlyBalances(tx, a.id));
    expect(await monthlyBalanceMismatches(db, a.id)).toBe(0);
    expect(await monthlyBalanceMismatches(db, b.id)).toBe(2);
    await db.transaction((tx) => rebuildMonthlyBalances(tx));
    expect(await monthlyBalanceMismatches(db)).toBe(0);
    expect(await balancesAsOf(db, b.id, '2025-12-31')).toEqual(await journalAsOf(db, b.id, '2025-12-31'));
  });
});
