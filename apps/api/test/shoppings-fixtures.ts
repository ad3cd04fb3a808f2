import { expect } from 'vitest';
import type { TestApp } from './helpers/app.ts';
import type { CreatedUser } from './helpers/factories.ts';
import { apiOf, type Json, NIT } from './incomes-fixtures.ts';

// Shared set-up of the purchases test files (not a test file itself).

export const ANDINA = { name: 'Distribuidora Andina', doc_type: NIT, doc_number: '900123456' };

/** A purchase payload: CONTADO EFECTIVO from Distribuidora Andina unless overridden. */
export function shoppingPayload(
  category: 4 | 5 | 6,
  date: string,
  details: Json[],
  overrides: Json = {},
): Json {
  return {
    category_id: category,
    date,
    payment_type: 'CONTADO',
    payment_method: 'EFECTIVO',
    observations: '',
    details,
    provider: ANDINA,
    ...overrides,
  };
}

export type ShoppingJson = Json & {
  id: number;
  number: number;
  value: number;
  payment: number;
  balance: number;
  paid_out: boolean;
  deleted: boolean;
  details: (Json & { stock: number | null; inventory_id: number | null })[];
  payments: (Json & { id: number })[];
};

/** POST /api/shoppings/ expecting 201. */
export async function newShopping(t: TestApp, u: CreatedUser, payload: Json): Promise<ShoppingJson> {
  const res = await apiOf(t)(u, 'POST', '/api/shoppings/', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ShoppingJson;
}
