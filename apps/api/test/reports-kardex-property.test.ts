import type { Report, ReportRow } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomeDetailBatches, incomeDetails, incomes, stocks } from '../src/db/schema/index.ts';
import { businessStartDate } from '../src/ledger/index.ts';
import { addDays } from '../src/lib/clock.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, newItem } from './incomes-fixtures.ts';
import { DAYS, day, op, range, run, type State, TODAY } from './stock-history-fixtures.ts';

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

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T20:00:00Z` });
  api = apiOf(t);
});
afterAll(() => t.close());

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
          for (const o of ops) await run(t, s, o);
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
