import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMovements } from '../src/db/schema/index.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { allocateStock, lockStock } from '../src/modules/inventory/index.ts';
import { stockLockQuery } from '../src/modules/inventory/stock-lock.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, type Json, JUAN, newItem } from './incomes-fixtures.ts';
import { shoppingPayload } from './shoppings-fixtures.ts';

/**
 * The stock lock is inventory's (ADR 025): a real advisory lock of the transaction, and every
 * function that writes stock rows asserts it is held — so a stock writer that forgets it fails here
 * (500) instead of deadlocking with another writer one day in production.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let u: CreatedUser;
let item: number;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-02-10T15:00:00Z' });
  api = apiOf(t);
  u = await createUser(t);
  item = (await newItem(t, u, { name: 'Panela', cost_value: 1000, sale_value: 1500, quantity: 50 })).id;
});
afterAll(() => t.close());

const held = async (ex: Parameters<typeof queryRows>[0]) =>
  (await queryRows<{ n: number }>(ex, stockLockQuery(u.id)))[0]?.n;

describe('lockStock', () => {
  it('holds a transaction-scoped advisory lock of the user until the transaction ends', async () => {
    await t.deps.db.transaction(async (tx) => {
      expect(await held(tx)).toBe(0);
      await lockStock(tx, u.id);
      expect(await held(tx)).toBe(1);
      await lockStock(tx, u.id); // re-entrant
    });
    expect(await held(t.deps.db)).toBe(0);
  });

  it('a stock write without it is refused, writing nothing', async () => {
    const count = async () =>
      (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(stockMovements))[0]?.n;
    const before = await count();
    const sale = { date: '2026-02-10', source: { type: 'test_sale', id: 1 } };
    await expect(t.deps.db.transaction((tx) => allocateStock(tx, u.id, item, 1, sale))).rejects.toThrow(
      /without inventory\.lockStock/,
    );
    expect(await count()).toBe(before);
  });
});

describe('every stock writer takes it (each would answer 500 otherwise)', () => {
  const ok = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: Json): Promise<Json> => {
    const res = await api(u, method, url, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.statusCode === 204 ? {} : (res.json() as Json);
  };
  const sale = (quantity: number) => ({
    date: '2026-02-10',
    payment_type: 'CONTADO',
    payment_method: 'EFECTIVO',
    client: JUAN,
    observations: '',
    details: [{ inventory_id: item, quantity, value: 1500 }],
  });

  it('sales: create, edit (re-draw), void', async () => {
    const s = await ok('POST', '/api/incomes/', sale(2));
    await ok('PATCH', `/api/incomes/${s.id}/`, { details: sale(3).details });
    await ok('DELETE', `/api/incomes/${s.id}/`);
  });

  it('inventory purchases: create, edit (new batches), void', async () => {
    const lines = (quantity: number) => [{ inventory_id: item, quantity, value: 900, sale_value: 1500 }];
    const p = await ok('POST', '/api/shoppings/', shoppingPayload(4, '2026-02-09', lines(5)));
    await ok('PATCH', `/api/shoppings/${p.id}/`, { details: lines(6) });
    await ok('DELETE', `/api/shoppings/${p.id}/`);
  });

  it('manual batches, batch cancel, a new item with stock and item deletion', async () => {
    const batch = await ok('POST', '/api/stocks/', {
      inventory_id: item,
      quantity: 4,
      cost_value: 1000,
      sale_value: 1500,
    });
    await ok('DELETE', `/api/stocks/${batch.id}/`);
    const other = await newItem(t, u, { name: 'Sal', cost_value: 500, sale_value: 800, quantity: 3 });
    await ok('DELETE', `/api/stocks/${other.batch}/`);
    await ok('DELETE', `/api/inventories/${other.id}/`);
  });
});
