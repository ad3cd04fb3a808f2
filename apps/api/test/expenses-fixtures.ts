import { expect } from 'vitest';
import { budgets } from '../src/db/schema/index.ts';
import type { TestApp } from './helpers/app.ts';
import type { CreatedUser } from './helpers/factories.ts';

// Shared set-up of the expenses and reminders test files (not a test file itself).

export type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Financial categories of docs/product/1-account.md §7 (my_expenses), with their 51xx accounts. */
export const CAT = { arriendo: 18, servicios: 19, nomina: 20, transporte: 21, publicidad: 22 } as const;
// Transporte y domicilios and Servicios públicos share 5135 Servicios (shared/design/LEDGER.md §Accounts).
export const ACCOUNT = {
  arriendo: '5120',
  servicios: '5135',
  transporte: '5135',
  publicidad: '5235',
} as const;
/** Reminder option ids of GET /api/reminders_options/. */
export const REMIND = { never: 1, weekly: 2, fortnightly: 3, monthly: 4 } as const;

export const apiOf = (t: TestApp) => (u: CreatedUser, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    // Always JSON, whatever the value (a bare string or null is still a JSON body).
    headers: payload === undefined ? u.auth : { ...u.auth, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

/** An expense payload: CONTADO EFECTIVO 'Arriendo' unless overridden. */
export function expensePayload(date: string, overrides: Json = {}): Json {
  return {
    description: 'Arriendo del local',
    value: 500_000,
    category_id: CAT.arriendo,
    date,
    observations: '',
    reminder: REMIND.never,
    payment_type: 'CONTADO',
    payment_method: 'EFECTIVO',
    ...overrides,
  };
}

/** POST /api/expenses/ that must succeed; returns the created expense. */
export async function newExpense(
  t: TestApp,
  u: CreatedUser,
  date: string,
  overrides: Json = {},
): Promise<Json & { id: number }> {
  const res = await apiOf(t)(u, 'POST', '/api/expenses/', expensePayload(date, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function expenseBudget(
  t: TestApp,
  userId: number,
  month: string,
  categoryId: number,
  value: number,
): Promise<void> {
  await t.deps.db.insert(budgets).values({ userId, month, categoryId, financialMov: 'GASTO', value });
}
