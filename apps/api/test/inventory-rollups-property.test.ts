import type { Report, ReportRow } from '@cc/shared';
import { asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMovements, stocks } from '../src/db/schema/index.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { addDays } from '../src/lib/clock.ts';
import { rebuildStockRollups, stockRollupMismatches } from '../src/modules/inventory/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { apiOf, newItem } from './incomes-fixtures.ts';
import { DAYS, day, op, run, type State, TODAY } from './stock-history-fixtures.ts';

/**
 * Property (ADR 040): after random stock histories — batches, purchases, sales, their edits and
 * voids, stock cancels — the stock rollups equal the movements regrouped from scratch (what
 * ledger:repair checks), a rebuild changes nothing, and the reports that read the rollups give
 * what the movements alone give: the valuation at every day of the period and the kardex's
 * 'Saldo inicial' for every from_date, computed here the way the reports did before the rollups
 * (every movement of the shop, netted per document and batch, dated after).
 * Runs on PostgreSQL too (TEST_DATABASE_URL).
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T20:00:00Z` });
  api = apiOf(t);
});
afterAll(() => t.close());

type Movement = {
  id: number;
  stockId: number;
  inventoryId: number;
  quantity: number;
  kind: string;
  sourceType: string | null;
  sourceId: number | null;
  date: string;
  cost: number;
};

/** The reports' former netting: per (document, batch), dated by its latest draw or addition. */
function legacyNets(movements: Movement[]) {
  const groups = new Map<
    string,
    { kind: string; date: string; inventoryId: number; quantity: number; cost: number }
  >();
  for (const m of movements) {
    const key = `${m.sourceType}:${m.sourceId}:${m.stockId}`;
    const primary = m.kind !== 'void' && m.kind !== 'cancel';
    const g = groups.get(key);
    if (!g) {
      groups.set(key, {
        kind: m.kind,
        date: m.date,
        inventoryId: m.inventoryId,
        quantity: m.quantity,
        cost: m.cost,
      });
      continue;
    }
    g.quantity += m.quantity;
    if (primary) {
      g.date = m.date;
      if (g.kind === 'void' || g.kind === 'cancel') g.kind = m.kind;
    }
  }
  return [...groups.values()].filter((g) => g.quantity !== 0);
}

async function movementsOf(userId: number): Promise<Movement[]> {
  return t.deps.db
    .select({
      id: stockMovements.id,
      stockId: stockMovements.stockId,
      inventoryId: stockMovements.inventoryId,
      quantity: stockMovements.quantity,
      kind: stockMovements.kind,
      sourceType: stockMovements.sourceType,
      sourceId: stockMovements.sourceId,
      date: stockMovements.date,
      cost: stocks.costValue,
    })
    .from(stockMovements)
    .innerJoin(
      stocks,
      sql`${stocks.userId} = ${stockMovements.userId} AND ${stocks.id} = ${stockMovements.stockId}`,
    )
    .where(eq(stockMovements.userId, userId))
    .orderBy(asc(stockMovements.id));
}

/** Each product's stock as of `asOf` (opening stock always), the reports' former way. */
function legacyStock(movements: Movement[], asOf: string): Map<number, { quantity: number; value: number }> {
  const out = new Map<number, { quantity: number; value: number }>();
  for (const n of legacyNets(movements)) {
    if (n.kind !== 'initial' && n.date > asOf) continue;
    const p = out.get(n.inventoryId) ?? { quantity: 0, value: 0 };
    p.quantity += n.quantity;
    p.value += n.quantity * n.cost;
    out.set(n.inventoryId, p);
  }
  return out;
}

async function report(s: State, code: string, from: string, to: string, extra = ''): Promise<ReportRow[]> {
  const res = await api(s.u, 'GET', `/api/reports/${code}/?from_date=${from}&to_date=${to}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Report).rows;
}

const rollupRows = (userId: number) =>
  queryRows(
    t.deps.db,
    sql`SELECT inventory_id, month::text, is_opening, quantity_in, value_in, quantity_out, value_out
        FROM stock_month_rollups
        WHERE user_id = ${userId} AND (quantity_in <> 0 OR value_in <> 0 OR quantity_out <> 0 OR value_out <> 0)
        ORDER BY 1, 2, 3`,
  );

describe('stock rollups after random stock documents', () => {
  it('equal the movements regrouped, survive a rebuild, and the reports read what the movements say', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 4, maxLength: 16 }),
        fc.array(fc.integer({ min: -5, max: DAYS - 1 }), { minLength: 3, maxLength: 6 }),
        async (ops, days) => {
          t.clock.set(`${TODAY}T20:00:00Z`);
          const u = await createUser(t);
          const a = await newItem(t, u, { name: 'Arroz', cost_value: 1000, sale_value: 3000 });
          const b = await newItem(t, u, { name: 'Panela', cost_value: 1000, sale_value: 3000 });
          const s: State = { u, products: [a.id, b.id], docs: { incomes: [], shoppings: [], stocks: [] } };
          for (const o of ops) await run(t, s, o);
          t.clock.set(`${TODAY}T20:00:00Z`);

          expect(await stockRollupMismatches(t.deps.db, u.id)).toBe(0);
          const kept = await rollupRows(u.id);
          await t.deps.db.transaction((tx) => rebuildStockRollups(tx, u.id));
          expect(await rollupRows(u.id)).toEqual(kept);

          const movements = await movementsOf(u.id);
          const names = new Map([
            [a.id, 'Arroz'],
            [b.id, 'Panela'],
          ]);
          for (const i of days) {
            const d = day(i);
            const expected = legacyStock(movements, d);
            const rows = await report(s, 'inventory_valuation', d, d);
            for (const [id, name] of names) {
              const e = expected.get(id);
              const row = rows.find((r) => r.name === name);
              const shown = e && (e.quantity !== 0 || e.value !== 0) ? [e.quantity, e.value] : undefined;
              expect(row ? [row.quantity, row.value] : undefined, `${name} valued on ${d}`).toEqual(shown);
              const kardex = await report(s, 'inventory', d, TODAY, `&product_id=${id}`);
              const before = legacyStock(movements, addDays(d, -1)).get(id) ?? { quantity: 0, value: 0 };
              expect([kardex[0]?.quantity, kardex[0]?.value], `${name} Saldo inicial ${d}`).toEqual([
                before.quantity,
                before.value,
              ]);
            }
          }
        },
      ),
      { numRuns: 15 },
    );
  }, 600_000);
});
