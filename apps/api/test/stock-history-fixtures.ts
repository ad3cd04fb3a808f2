import fc from 'fast-check';
import { expect } from 'vitest';
import { addDays } from '../src/lib/clock.ts';
import type { TestApp } from './helpers/app.ts';
import type { CreatedUser } from './helpers/factories.ts';
import { apiOf, NIT, salePayload } from './incomes-fixtures.ts';

/**
 * Random stock histories over 2026-01-01 … 2026-03-31 on two products (reports-kardex-property,
 * inventory-rollups-property): initial stock typed on any day, manual batches and purchases dated
 * in the past, sales, edits of sales and purchases, voids and stock cancels, refused or not.
 */
export const FIRST = '2026-01-01';
export const DAYS = 90; // 2026-01-01 … 2026-03-31
export const day = (i: number) => addDays(FIRST, i);
export const TODAY = day(DAYS - 1);

const dayIndex = fc.integer({ min: 0, max: DAYS - 1 });
const product = fc.nat({ max: 1 });
const pick = fc.nat({ max: 20 });
const when = { typed: dayIndex, dated: dayIndex };
/** One stock document: typed on one day about a document of that day or earlier. */
export const op = fc.oneof(
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
export type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
export const range = fc
  .tuple(fc.integer({ min: -20, max: DAYS - 1 }), fc.integer({ min: -20, max: DAYS - 1 }))
  .map(([a, b]) => ({ from: day(Math.min(a, b)), to: day(Math.max(0, a, b)) }));

export type State = {
  u: CreatedUser;
  products: number[];
  docs: { incomes: { id: number; product: number }[]; shoppings: number[]; stocks: number[] };
};

async function no5xx(res: { statusCode: number; body: string; json: () => unknown }, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  return res.statusCode === 201 ? (res.json() as { id: number }) : null;
}

/** Runs one document through the API (refusals are fine, a 5xx is not). */
export async function run(t: TestApp, s: State, o: Op): Promise<void> {
  const api = apiOf(t);
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
