import { expect } from 'vitest';
import { budgets } from '../src/db/schema/index.ts';
import { ACC, setOpeningRecord } from '../src/ledger/index.ts';
import type { TestApp } from './helpers/app.ts';
import type { CreatedUser } from './helpers/factories.ts';

// Shared set-up of the incomes test files (not a test file itself).

export const CC = 13;
export const NIT = 31;
export type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const apiOf = (t: TestApp) => (u: CreatedUser, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    // Always JSON, whatever the value (a bare string or null is still a JSON body).
    headers: payload === undefined ? u.auth : { ...u.auth, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

export const JUAN = { name: 'Juan Pérez', doc_type: CC, doc_number: '1020304050' };
export const WALK_IN = { name: 'Consumidor final', doc_type: CC, doc_number: '222222222222' };

/** An item through the inventory API; quantity > 0 creates its first batch (initial → opening balance). */
export async function newItem(
  t: TestApp,
  u: CreatedUser,
  body: {
    name: string;
    category?: string;
    cost_value?: number;
    sale_value: number;
    quantity?: number;
    is_initial?: boolean;
  },
): Promise<{ id: number; batch: number | null }> {
  const res = await apiOf(t)(u, 'POST', '/api/inventories/', {
    category: 'PRODUCTO COMPRADO',
    is_initial: false,
    quantity: 0,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  const item = res.json() as { id: number; stock: { id: number }[] };
  return { id: item.id, batch: item.stock[0]?.id ?? null };
}

export const newService = (t: TestApp, u: CreatedUser, name: string, price: number) =>
  newItem(t, u, { name, category: 'SERVICIO', sale_value: price });

/** Opening assets and liabilities of the worked example, posted like the financial module would. */
export async function postOpening(t: TestApp, userId: number): Promise<void> {
  await t.deps.db.transaction(async (tx) => {
    await setOpeningRecord(tx, {
      userId,
      today: '2026-01-01',
      now: new Date(),
      record: { type: 'test_opening', id: userId },
      description: 'Saldo inicial',
      lines: [
        { account: ACC.caja, debit: 1_000_000 },
        { account: ACC.bancos, debit: 4_000_000 },
        { account: ACC.propiedadPlantaEquipo, debit: 3_000_000 },
        { account: ACC.capitalPersonaNatural, credit: 8_000_000 },
        { account: ACC.capitalPersonaNatural, debit: 2_000_000 },
        { account: ACC.obligacionesFinancieras, credit: 2_000_000 },
      ],
    });
  });
}

export async function incomeBudget(t: TestApp, userId: number, month: string, value: number): Promise<void> {
  await t.deps.db.insert(budgets).values({ userId, month, categoryId: 1, financialMov: 'INGRESO', value });
}

/** A sale payload: CONTADO EFECTIVO to the walk-in client unless overridden. */
export function salePayload(
  date: string,
  details: { inventory_id: number; quantity: number; value: number; stock?: number }[],
  overrides: Json = {},
): Json {
  return {
    date,
    payment_type: 'CONTADO',
    payment_method: 'EFECTIVO',
    observations: '',
    details,
    // A credit is owed by a named client (issue 10): 'Consumidor final' buys cash or bank only.
    client: overrides.payment_type === 'CREDITO' ? JUAN : WALK_IN,
    ...overrides,
  };
}

/** The January of the property tests: "today" is the 20th, and day(d) is January d. */
export const JANUARY_TODAY = '2026-01-20';
export const januaryDay = (d: number) => `2026-01-${String(d).padStart(2, '0')}`;
