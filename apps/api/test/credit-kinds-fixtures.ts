import { EXPENSE_MSG, INCOME_MSG, SHOPPING_MSG } from '@cc/shared';
import { expect } from 'vitest';
import { CAT, expensePayload } from './expenses-fixtures.ts';
import type { TestApp } from './helpers/app.ts';
import type { CreatedUser } from './helpers/factories.ts';
import { apiOf, type Json, JUAN, newItem } from './incomes-fixtures.ts';
import { shoppingPayload } from './shoppings-fixtures.ts';

// The three kinds of credit document, described once for the parametrised tests of the engine
// (credit-documents.test.ts). Not a test file itself.

export type Terms = { payment_type: 'CONTADO' | 'CREDITO'; payment_method?: string; payment?: number };
export type Doc = Json & { id: number; value: number; payment: number; payments: (Json & { id: number })[] };

export type KindCase = {
  resource: 'incomes' | 'shoppings' | 'expenses';
  /** The list row's column naming the document of a payment row. */
  docKey: 'income_id' | 'shopping_id' | 'expense_id';
  afterPayments: string;
  voidedVoid: string;
  /** Whatever the kind needs before its documents (a sale needs stock): called once per user. */
  prepare: (t: TestApp, u: CreatedUser) => Promise<Json>;
  payload: (ctx: Json, date: string, value: number, terms: Terms) => Json;
};

export const KIND_CASES: KindCase[] = [
  {
    resource: 'incomes',
    docKey: 'income_id',
    afterPayments: INCOME_MSG.saleAfterPayments,
    voidedVoid: INCOME_MSG.voided.void,
    // A manual batch dated before every document: a sale draws stock that existed on its date.
    prepare: async (t, u) => {
      const item = await newItem(t, u, { name: 'Arroz', cost_value: 1, sale_value: 2 });
      const batch = {
        inventory_id: item.id,
        quantity: 100_000,
        cost_value: 1,
        sale_value: 2,
        date: '2026-01-02',
      };
      const res = await apiOf(t)(u, 'POST', '/api/stocks/', batch);
      expect(res.statusCode, res.body).toBe(201);
      return { item: item.id };
    },
    payload: (ctx, date, value, terms) => ({
      date,
      client: JUAN,
      observations: '',
      details: [{ inventory_id: ctx.item, quantity: 1, value }],
      ...terms,
    }),
  },
  {
    resource: 'shoppings',
    docKey: 'shopping_id',
    afterPayments: SHOPPING_MSG.shoppingAfterPayments,
    voidedVoid: SHOPPING_MSG.voided.void,
    prepare: async () => ({}),
    payload: (_ctx, date, value, terms) =>
      shoppingPayload(6, date, [{ description: 'Empaques', quantity: 1, value }], terms),
  },
  {
    resource: 'expenses',
    docKey: 'expense_id',
    afterPayments: EXPENSE_MSG.expenseAfterPayments,
    voidedVoid: EXPENSE_MSG.voided.void,
    prepare: async () => ({}),
    payload: (_ctx, date, value, terms) =>
      expensePayload(date, { value, category_id: CAT.arriendo, ...terms }),
  },
];

/** POST /api/{resource}/ expecting 201. */
export async function newDoc(
  t: TestApp,
  u: CreatedUser,
  k: KindCase,
  ctx: Json,
  date: string,
  value: number,
  terms: Terms,
): Promise<Doc> {
  const res = await apiOf(t)(u, 'POST', `/api/${k.resource}/`, k.payload(ctx, date, value, terms));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Doc;
}

/** POST an abono expecting 201. */
export async function newAbono(
  t: TestApp,
  u: CreatedUser,
  k: KindCase,
  docId: number,
  date: string,
  value: number,
  method = 'EFECTIVO',
): Promise<Json & { id: number }> {
  const res = await apiOf(t)(u, 'POST', `/api/${k.resource}/${docId}/payments/`, {
    date,
    value,
    payment_method: method,
    observations: '',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json & { id: number };
}
