import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { type apiOf, JUAN, NIT, salePayload } from './incomes-fixtures.ts';

// Random operations through the APIs for the reports' property tests (not a test file itself):
// opening balance, stock, sales, purchases, expenses, payments (on opening balances too), voids
// and edits, refused or not, with checkpoints on random days.

type Api = ReturnType<typeof apiOf>;

const method = fc.constantFrom('EFECTIVO', 'BANCO');
const amount = fc.integer({ min: 1, max: 400 }).map((n) => n * 1000);
const pick = fc.nat({ max: 20 });

export const op = fc.oneof(
  fc.record({
    kind: fc.constant('asset' as const),
    category: fc.constantFrom(7, 8, 9, 10, 11),
    value: amount,
  }),
  fc.record({
    kind: fc.constant('liability' as const),
    category: fc.constantFrom(12, 13, 14, 17),
    value: amount,
  }),
  fc.record({ kind: fc.constant('stock' as const), quantity: fc.integer({ min: 1, max: 30 }), cost: amount }),
  fc.record({
    kind: fc.constant('sale' as const),
    quantity: fc.integer({ min: 1, max: 40 }),
    credit: fc.boolean(),
    method,
    payment: fc.integer({ min: 0, max: 50 }).map((n) => n * 1000),
  }),
  fc.record({
    kind: fc.constant('purchase' as const),
    category: fc.constantFrom(4, 5, 6),
    quantity: fc.integer({ min: 1, max: 20 }),
    credit: fc.boolean(),
    method,
  }),
  fc.record({
    kind: fc.constant('expense' as const),
    category: fc.constantFrom(18, 19, 21),
    value: amount,
    credit: fc.boolean(),
    method,
  }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      doc: fc.constantFrom('incomes', 'shoppings', 'expenses'),
      pick,
      value: fc.integer({ min: 1, max: 30 }).map((n) => n * 1000),
      method,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('payOpening' as const),
      pick,
      value: fc.integer({ min: 1, max: 200 }).map((n) => n * 1000),
      method,
    }),
  },
  fc.record({ kind: fc.constant('voidOpeningPayment' as const), pick }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('void' as const),
      doc: fc.constantFrom('incomes', 'shoppings', 'expenses'),
      pick,
    }),
  },
  fc.record({
    kind: fc.constant('edit' as const),
    pick,
    quantity: fc.integer({ min: 1, max: 40 }),
    back: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({ kind: fc.constant('checkpoint' as const), day: fc.integer({ min: 1, max: 31 }) }),
);
export type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

type Doc = 'incomes' | 'shoppings' | 'expenses';
export type State = {
  u: CreatedUser;
  product: number;
  docs: Record<Doc, number[]>;
  credits: Record<Doc, number[]>;
  /** Opening records created (abonos on one that takes none are refused: 404). */
  openings: number[];
  openingPayments: [number, number][];
};

/** A new user with one bought product of `quantity` initial units: the state the operations start from. */
export async function newShop(t: TestApp, api: Api, quantity = 50): Promise<State> {
  const u = await createUser(t);
  const item = await api(u, 'POST', '/api/inventories/', {
    category: 'PRODUCTO COMPRADO',
    name: 'Arroz 500g',
    cost_value: 2000,
    sale_value: 3000,
    quantity,
    is_initial: true,
  });
  expect(item.statusCode, item.body).toBe(201);
  return {
    u,
    product: (item.json() as { id: number }).id,
    docs: { incomes: [], shoppings: [], expenses: [] },
    credits: { incomes: [], shoppings: [], expenses: [] },
    openings: [],
    openingPayments: [],
  };
}

async function expectNo5xx(res: { statusCode: number; body: string }, what: string): Promise<number> {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  return res.statusCode;
}

/** Runs one operation through the APIs; a checkpoint calls `check` as of that day. */
export async function run(
  api: Api,
  s: State,
  o: Op,
  date: string,
  check: (s: State, to: string) => Promise<void>,
): Promise<void> {
  const { u } = s;
  const track = async (
    doc: Doc,
    credit: boolean,
    res: { statusCode: number; body: string; json: () => unknown },
  ) => {
    if ((await expectNo5xx(res, doc)) !== 201) return;
    const { id } = res.json() as { id: number };
    s.docs[doc].push(id);
    if (credit) s.credits[doc].push(id);
  };
  const nth = (list: number[], n: number) => list[n % Math.max(1, list.length)];
  switch (o.kind) {
    case 'asset':
    case 'liability': {
      const res = await api(u, 'POST', '/api/financial_info/', {
        category: o.category,
        value: o.value,
        financial_type: o.kind === 'asset' ? 'ACTIVOS' : 'PASIVOS',
      });
      if ((await expectNo5xx(res, o.kind)) === 201) s.openings.push((res.json() as { id: number }).id);
      return;
    }
    case 'payOpening': {
      const id = nth(s.openings, o.pick);
      if (id === undefined) return;
      const body = { date, value: o.value, payment_method: o.method, observations: '' };
      const res = await api(u, 'POST', `/api/financial_info/${id}/payments/`, body);
      if ((await expectNo5xx(res, 'pay opening')) === 201) {
        s.openingPayments.push([id, (res.json() as { id: number }).id]);
      }
      return;
    }
    case 'voidOpeningPayment': {
      const pair = s.openingPayments[o.pick % Math.max(1, s.openingPayments.length)];
      if (!pair) return;
      const res = await api(u, 'DELETE', `/api/financial_info/${pair[0]}/payments/${pair[1]}/`);
      await expectNo5xx(res, 'void opening payment');
      return;
    }
    case 'stock':
      await expectNo5xx(
        await api(u, 'POST', '/api/stocks/', {
          inventory_id: s.product,
          quantity: o.quantity,
          cost_value: o.cost,
          sale_value: o.cost + 1000,
          is_initial: false,
        }),
        'stock',
      );
      return;
    case 'sale':
      return track(
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
      return track(
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
      return track(
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
      await expectNo5xx(await api(u, 'POST', `/api/${o.doc}/${id}/payments/`, body), `pay ${o.doc}`);
      return;
    }
    case 'void': {
      const id = nth(s.docs[o.doc], o.pick);
      if (id === undefined) return;
      await expectNo5xx(await api(u, 'DELETE', `/api/${o.doc}/${id}/`), `void ${o.doc}`);
      return;
    }
    case 'edit': {
      // A cash sale re-drawn with another quantity, possibly moved some days back.
      const id = nth(s.docs.incomes, o.pick);
      if (id === undefined) return;
      const day = Math.max(1, Number(date.slice(8, 10)) - o.back);
      const body = {
        date: `2026-01-${String(day).padStart(2, '0')}`,
        details: [{ inventory_id: s.product, quantity: o.quantity, value: 3000 }],
      };
      await expectNo5xx(await api(u, 'PATCH', `/api/incomes/${id}/`, body), 'edit sale');
      return;
    }
    case 'checkpoint':
      return check(s, `2026-01-${String(o.day).padStart(2, '0')}`);
  }
}
