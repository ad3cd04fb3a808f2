import type { Report, ReportRow } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomeDetailBatches, incomeDetails, incomes, stocks } from '../src/db/schema/index.ts';
import { businessStartDate } from '../src/ledger/index.ts';
import { addDays } from '../src/lib/clock.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, NIT, newItem, salePayload } from './incomes-fixtures.ts';

/**
 * Property (docs/accounting.md §Opening stock in the kardex, 'Stock as of a date'): after random
 * documents on two products — initial stock typed on any day, manual batches and purchases dated
 * in the past, sales, edits of sales and purchases, voids and stock cancels, refused or not —
 * for random ranges and every product:
 * - 'Saldo inicial' = the product's stock (quantity and value at cost) as of from_date − 1,
 * - 'Saldo final' = its stock as of to_date, and Σ 'Saldo final' values = Inventarios (1435),
 * - no quantity or value is negative on any day.
 * "Stock as of d" comes from the documents, not from the movements the report reads: the live
 * batches dated ≤ d (opening ones always) minus what the live sales dated ≤ d drew from them.
 * Runs on PostgreSQL too (TEST_DATABASE_URL).
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
const FIRST = '2026-01-01';
const DAYS = 90; // 2026-01-01 … 2026-03-31
const day = (i: number) => addDays(FIRST, i);
const TODAY = day(DAYS - 1);

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T20:00:00Z` });
  api = apiOf(t);
});
afterAll(() => t.close());

const dayIndex = fc.integer({ min: 0, max: DAYS - 1 });
const product = fc.nat({ max: 1 });
const pick = fc.nat({ max: 20 });
const when = { typed: dayIndex, dated: dayIndex };
const op = fc.oneof(
  fc.record({
    kind: fc.constant('initial' as const),
    product,
    quantity: fc.integer({ min: 1, max: 12 }),
    cost: fc.integer({ min: 1, max: 30 }).map((n) => n * 100),
    ...when,
  }),
  fc.record({
    kind: fc.constant('manual' as const),
    product,
    quantity: fc.integer({ min: 1, max: 12 }),
    cost: fc.integer({ min: 1, max: 30 }).map((n) => n * 100),
    ...when,
  }),
  fc.record({
    kind: fc.constant('purchase' as const),
    product,
    quantity: fc.integer({ min: 1, max: 12 }),
    cost: fc.integer({ min: 1, max: 30 }).map((n) => n * 100),
    ...when,
  }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('sale' as const),
      product,
      quantity: fc.integer({ min: 1, max: 8 }),
      ...when,
    }),
  },
  fc.record({
    kind: fc.constant('editSale' as const),
    pick,
    quantity: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
    ...when,
  }),
  fc.record({ kind: fc.constant('editPurchase' as const), pick, ...when }),
  fc.record({
    kind: fc.constant('void' as const),
    doc: fc.constantFrom('incomes', 'shoppings', 'stocks'),
    pick,
    ...when,
  }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
const range = fc
  .tuple(fc.integer({ min: -20, max: DAYS - 1 }), fc.integer({ min: -20, max: DAYS - 1 }))
  .map(([a, b]) => ({ from: day(Math.min(a, b)), to: day(Math.max(0, a, b)) }));

type State = {
  u: CreatedUser;
  products: number[];
  docs: { incomes: { id: number; product: number }[]; shoppings: number[]; stocks: number[] };
};

async function no5xx(res: { statusCode: number; body: string; json: () => unknown }, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  return res.statusCode === 201 ? (res.json() as { id: number }) : null;
}

async function run(s: State, o: Op): Promise<void> {
  const { u } = s;
  // Typed on one day about a document of that day or earlier.
  const typed = day(Math.max(o.typed, o.dated));
  const date = day(Math.min(o.typed, o.dated));
  t.clock.set(`${typed}T15:00:00Z`);
  const nth = <T>(list: T[], n: number) => list[n % Math.max(1, list.length)];
  switch (o.kind) {
    case 'initial':
    case 'manual': {
      const body = {
        inventory_id: s.products[o.product],
        quantity: o.quantity,
        cost_value: o.cost,
        sale_value: o.cost + 1000,
        is_initial: o.kind === 'initial',
        ...(o.kind === 'manual' ? { date } : {}),
      };
      const made = await no5xx(await api(u, 'POST', '/api/stocks/', body), o.kind);
      if (made) s.docs.stocks.push(made.id);
      return;
    }
    case 'purchase': {
      const made = await no5xx(
        await api(u, 'POST', '/api/shoppings/', {
          category_id: 4,
          date,
          payment_type: 'CONTADO',
          payment_method: 'EFECTIVO',
          observations: '',
          details: [
            {
              inventory_id: s.products[o.product],
              quantity: o.quantity,
              value: o.cost,
              sale_value: o.cost + 1000,
            },
          ],
          provider: { name: 'Distribuidora Andina', doc_type: NIT, doc_number: '900123456' },
        }),
        'purchase',
      );
      if (made) s.docs.shoppings.push(made.id);
      return;
    }
    case 'sale': {
      const inventory = s.products[o.product] ?? 0;
      const made = await no5xx(
        await api(
          u,
          'POST',
          '/api/incomes/',
          salePayload(date, [{ inventory_id: inventory, quantity: o.quantity, value: 5000 }]),
        ),
        'sale',
      );
      if (made) s.docs.incomes.push({ id: made.id, product: inventory });
      return;
    }
    case 'editSale': {
      const sale = nth(s.docs.incomes, o.pick);
      if (!sale) return;
      const body = {
        date,
        ...(o.quantity
          ? { details: [{ inventory_id: sale.product, quantity: o.quantity, value: 5000 }] }
          : {}),
      };
      await no5xx(await api(u, 'PATCH', `/api/incomes/${sale.id}/`, body), 'edit sale');
      return;
    }
    case 'editPurchase': {
      const id = nth(s.docs.shoppings, o.pick);
      if (id === undefined) return;
      await no5xx(await api(u, 'PATCH', `/api/shoppings/${id}/`, { date }), 'edit purchase');
      return;
    }
    case 'void': {
      const list = o.doc === 'incomes' ? s.docs.incomes.map((x) => x.id) : s.docs[o.doc];
      const id = nth(list, o.pick);
      if (id === undefined) return;
      await no5xx(await api(u, 'DELETE', `/api/${o.doc}/${id}/`), `void ${o.doc}`);
      return;
    }
  }
}

type Stock = { quantity: number; value: number };

/** Each product's stock as of any day, from the live batches and the live sales' draws. */
async function stockFromDocuments(userId: number) {
  const { db } = t.deps;
  const batches = await db
    .select()
    .from(stocks)
    .where(and(eq(stocks.userId, userId), eq(stocks.isActive, true)));
  const draws = await db
    .select({
      inventoryId: stocks.inventoryId,
      date: incomes.date,
      quantity: incomeDetailBatches.quantity,
      cost: incomeDetailBatches.costValue,
    })
    .from(incomeDetailBatches)
    .innerJoin(incomeDetails, eq(incomeDetails.id, incomeDetailBatches.detailId))
    .innerJoin(incomes, eq(incomes.id, incomeDetails.incomeId))
    .innerJoin(stocks, eq(stocks.id, incomeDetailBatches.stockId))
    .where(and(eq(incomeDetailBatches.userId, userId), eq(incomes.deleted, false)));
  return (inventoryId: number, asOf: string): Stock => {
    const stock = { quantity: 0, value: 0 };
    for (const b of batches) {
      if (b.inventoryId !== inventoryId || !(b.isInitial || b.created <= asOf)) continue;
      stock.quantity += b.quantity;
      stock.value += b.quantity * b.costValue;
    }
    for (const d of draws) {
      if (d.inventoryId !== inventoryId || d.date > asOf) continue;
      stock.quantity -= d.quantity;
      stock.value -= d.quantity * d.cost;
    }
    return stock;
  };
}

async function report(
  u: CreatedUser,
  code: string,
  from: string,
  to: string,
  extra = '',
): Promise<ReportRow[]> {
  const res = await api(u, 'GET', `/api/reports/${code}/?from_date=${from}&to_date=${to}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Report).rows;
}

async function checkRange(s: State, stockAsOf: (id: number, d: string) => Stock, from: string, to: string) {
  let sumFinal = 0;
  for (const id of s.products) {
    const rows = await report(s.u, 'inventory', from, to, `&product_id=${id}`);
    const opening = rows[0];
    const final = rows.at(-1);
    const before = stockAsOf(id, addDays(from, -1));
    expect([opening?.name, opening?.quantity, opening?.value], `Saldo inicial ${from}`).toEqual([
      'Saldo inicial',
      before.quantity,
      before.value,
    ]);
    const after = stockAsOf(id, to);
    expect([final?.name, final?.quantity, final?.value], `Saldo final ${to}`).toEqual([
      'Saldo final',
      after.quantity,
      after.value,
    ]);
    expect(rows.some((r) => r.name.startsWith('Inventario inicial'))).toBe(false);
    for (const r of rows) {
      expect(r.balance_quantity).toBeGreaterThanOrEqual(0);
      expect(r.balance_value).toBeGreaterThanOrEqual(0);
    }
    sumFinal += final?.value ?? 0;
  }
  const balance = await report(s.u, 'balance', from, to);
  const inventarios = balance.find((r) => r.name === 'Inventarios')?.value ?? 0;
  // The books start on the start date (ADR 037): before it the balance holds nothing, while the
  // kardex keeps initial stock before every date. No document can be dated before it.
  const start = await businessStartDate(t.deps.db, s.u.id);
  if (start !== null && to < start) expect(inventarios, `Inventarios before ${start}`).toBe(0);
  else expect(sumFinal, `Σ Saldo final = Inventarios ${to}`).toBe(inventarios);
}

describe('kardex after random stock documents', () => {
  it('opens with the stock of the day before, closes with Inventarios, never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 4, maxLength: 14 }),
        fc.array(range, { minLength: 1, maxLength: 3 }),
        async (ops, ranges) => {
          t.clock.set(`${TODAY}T20:00:00Z`);
          const u = await createUser(t);
          const a = await newItem(t, u, { name: 'Arroz', cost_value: 1000, sale_value: 3000 });
          const b = await newItem(t, u, { name: 'Panela', cost_value: 1000, sale_value: 3000 });
          const s: State = { u, products: [a.id, b.id], docs: { incomes: [], shoppings: [], stocks: [] } };
          for (const o of ops) await run(s, o);
          t.clock.set(`${TODAY}T20:00:00Z`);

          const stockAsOf = await stockFromDocuments(u.id);
          for (let i = -1; i < DAYS; i += 1) {
            for (const id of s.products) {
              const st = stockAsOf(id, day(i));
              expect(st.quantity, `stock on ${day(i)}`).toBeGreaterThanOrEqual(0);
              expect(st.value, `value on ${day(i)}`).toBeGreaterThanOrEqual(0);
            }
          }
          for (const r of ranges) await checkRange(s, stockAsOf, r.from, r.to);
        },
      ),
      { numRuns: 20 },
    );
  }, 600_000);
});
