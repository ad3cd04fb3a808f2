import { INVENTORY_MSG as M } from '@cc/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.ts';
import { journalEntries, stockMovements, stocks, users } from '../src/db/schema/index.ts';
import {
  ACC,
  balanceOf,
  balancesAsOf,
  balancesBetween,
  businessStartDate,
  totals,
} from '../src/ledger/index.ts';
import { addDays } from '../src/lib/clock.ts';
import { AppError } from '../src/lib/errors.ts';
import {
  allocateStock,
  cancelPurchaseBatches,
  createPurchaseBatch,
  lockStock,
  releaseStock,
} from '../src/modules/inventory/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';

let t: TestApp;
/** A transaction holding the user's stock lock, as every stock writer takes it (ADR 025). */
const stockTx = <T>(userId: number, fn: (tx: Tx) => Promise<T>) =>
  t.deps.db.transaction(async (tx) => {
    await lockStock(tx, userId);
    return fn(tx);
  });
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const api = (u: CreatedUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Json) =>
  t.app.inject({ method, url, headers: u.auth, ...(payload ? { payload } : {}) });

async function newProduct(
  u: CreatedUser,
  overrides: Json = {},
): Promise<{ id: number; name: string; stock: { id: number }[] }> {
  const res = await api(u, 'POST', '/api/inventories/', {
    category: 'PRODUCTO COMPRADO',
    name: `Arroz ${Math.random().toString(36).slice(2, 8)}`,
    cost_value: 2000,
    sale_value: 3000,
    quantity: 0,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function addStock(
  u: CreatedUser,
  inventoryId: number,
  body: Json = {},
): Promise<Json & { id: number }> {
  const res = await api(u, 'POST', '/api/stocks/', {
    inventory_id: inventoryId,
    cost_value: 2000,
    sale_value: 3000,
    quantity: 10,
    is_initial: false,
    is_active: true,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const batch = async (id: number) => (await t.deps.db.select().from(stocks).where(eq(stocks.id, id)))[0];
const movements = (stockId: number) =>
  t.deps.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.stockId, stockId))
    .orderBy(asc(stockMovements.id));
const sale = (id: number) => ({ date: '2026-01-20', source: { type: 'income', id } });

async function balances(userId: number) {
  const all = await balancesAsOf(t.deps.db, userId, '2026-12-31');
  const s = totals(all);
  expect(s.assets).toBe(s.liabilities + s.equity); // the journal always balances
  return all;
}

describe('POST /api/stocks/', () => {
  it('validates like the new-stock form (docs/product/2-inventory-income-purchases.md §5)', async () => {
    const u = await createUser(t);
    const item = await newProduct(u);
    const empty = await api(u, 'POST', '/api/stocks/', {
      inventory_id: item.id,
      cost_value: '',
      sale_value: '',
      quantity: '0',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      cost_value: ['Este campo es requerido.'],
      sale_value: ['Este campo es requerido.'],
      quantity: [M.stockQuantityInvalid],
    });
    const bad = await api(u, 'POST', '/api/stocks/', {
      inventory_id: item.id,
      cost_value: '1.000',
      sale_value: '1 000',
      quantity: '-2',
    });
    expect(bad.json()).toEqual({
      cost_value: ['Solo se aceptan números, sin puntos, ni espacios.'],
      sale_value: ['Solo se aceptan números, sin puntos, ni espacios.'],
      quantity: [M.stockQuantityInvalid],
    });
    // Each value fits, but the batch's posting (quantity × cost) would not be an exact integer.
    const huge = await api(u, 'POST', '/api/stocks/', {
      inventory_id: item.id,
      cost_value: 999_999_999_999,
      sale_value: 1,
      quantity: 1_000_000_000,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({
      quantity: ['El valor del stock (cantidad por costo) no puede ser mayor a 999.999.999.999.'],
    });
    const edge = await api(u, 'POST', '/api/stocks/', {
      inventory_id: item.id,
      cost_value: 999_999_999_999,
      sale_value: 1,
      quantity: 1,
    });
    expect(edge.statusCode, edge.body).toBe(201);
  });

  it('a manual batch posts Dr 1435 / Cr 7105 quantity × cost, and writes its movement', async () => {
    const u = await createUser(t);
    const item = await newProduct(u);
    const b = await addStock(u, item.id, { cost_value: '2500', sale_value: '4000', quantity: '8' });
    expect(b).toEqual({
      id: expect.any(Number),
      inventory_id: item.id,
      cost_value: 2500,
      sale_value: 4000,
      quantity: 8,
      available: 8,
      created: '2026-01-15',
      is_active: true,
      is_initial: false,
      origin: 'manual',
      cancellable: true,
    });
    const jan = await balancesBetween(t.deps.db, u.id, '2026-01-01', '2026-01-31');
    expect(balanceOf(jan, ACC.inventarios)).toBe(20_000);
    expect(balanceOf(jan, ACC.comprasInsumos)).toBe(-20_000); // a credit to the cost account
    const [entry] = await t.deps.db
      .select()
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.userId, u.id),
          eq(journalEntries.sourceType, 'stock'),
          eq(journalEntries.sourceId, b.id),
        ),
      );
    expect(entry).toMatchObject({ isOpening: false, date: '2026-01-15' });
    expect(await movements(b.id)).toEqual([
      expect.objectContaining({
        quantity: 8,
        kind: 'manual',
        inventoryId: item.id,
        userId: u.id,
        date: '2026-01-15',
      }),
    ]);
    await balances(u.id);
  });

  it('an initial batch is opening balance Dr 1435 / Cr capital, and only while the initial info is open', async () => {
    const u = await createUser(t);
    const item = await newProduct(u, { quantity: 100, is_initial: true });
    expect(item.stock[0]).toMatchObject({ is_initial: true, origin: 'initial', quantity: 100 });
    // A line of the opening entry, dated the start date (ADR 037): from that day on, nothing before.
    const start = await businessStartDate(t.deps.db, u.id);
    expect(start).not.toBeNull();
    const opening = await balancesAsOf(t.deps.db, u.id, start ?? '');
    expect(balanceOf(opening, ACC.inventarios)).toBe(200_000);
    expect(balanceOf(opening, ACC.capitalPersonaNatural)).toBe(200_000);
    expect(await balancesAsOf(t.deps.db, u.id, addDays(start ?? '', -1))).toEqual([]);
    // Never in results: it touches no income, cost or expense account.
    const year = await balancesBetween(t.deps.db, u.id, '2026-01-01', '2026-12-31');
    expect(
      year.filter(
        (b) => !['activo_corriente', 'activo_no_corriente', 'pasivo', 'patrimonio'].includes(b.class),
      ),
    ).toEqual([]);
    await addStock(u, item.id, { is_initial: 'true', quantity: 5 });
    expect(balanceOf(await balances(u.id), ACC.capitalPersonaNatural)).toBe(210_000);

    await t.deps.db.update(users).set({ initialInfo: true }).where(eq(users.id, u.id));
    const refused = await api(u, 'POST', '/api/stocks/', {
      inventory_id: item.id,
      cost_value: 1,
      sale_value: 1,
      quantity: 1,
      is_initial: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ validations_error: [M.initialClosed] });
    const refusedItem = await api(u, 'POST', '/api/inventories/', {
      category: 'PRODUCTO FABRICADO',
      name: 'Tarde',
      cost_value: 1,
      sale_value: 1,
      quantity: 1,
      is_initial: true,
    });
    expect(refusedItem.json()).toEqual({ validations_error: [M.initialClosed] });
    // The initial batches can no longer be cancelled either (the opening balance is locked).
    const detail = (await api(u, 'GET', `/api/inventories/${item.id}/`)).json();
    expect(detail.stock.every((s: Json) => s.cancellable === false)).toBe(true);
    const cancel = await api(u, 'DELETE', `/api/stocks/${item.stock[0]?.id}/`);
    expect(cancel.json()).toEqual({ validations_error: [M.initialClosed] });
    // Regular batches still work.
    await addStock(u, item.id, { quantity: 1 });
    expect(balanceOf(await balances(u.id), ACC.capitalPersonaNatural)).toBe(210_000);
  });

  it('a service has no stock', async () => {
    const u = await createUser(t);
    const svc = (
      await api(u, 'POST', '/api/inventories/', { category: 'SERVICIO', name: 'Domicilio', sale_value: 5000 })
    ).json();
    const res = await api(u, 'POST', '/api/stocks/', {
      inventory_id: svc.id,
      cost_value: 1,
      sale_value: 1,
      quantity: 1,
    });
    expect(res.json()).toEqual({ validations_error: [M.serviceNoStock] });
  });
});

describe('DELETE /api/stocks/{id}/', () => {
  it('cancels a batch: 204, reversed posting, cancel movement, summed stock updated', async () => {
    const u = await createUser(t);
    const item = await newProduct(u, { quantity: 10 });
    const second = await addStock(u, item.id, { quantity: 4, cost_value: 2200 });
    const res = await api(u, 'DELETE', `/api/stocks/${second.id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await batch(second.id)).toMatchObject({ isActive: false, available: 0, quantity: 4 });
    expect((await movements(second.id)).map((m) => [m.kind, m.quantity])).toEqual([
      ['manual', 4],
      ['cancel', -4],
    ]);
    const all = await balances(u.id);
    expect(balanceOf(all, ACC.inventarios)).toBe(20_000);
    const jan = await balancesBetween(t.deps.db, u.id, '2026-01-01', '2026-01-31');
    expect(balanceOf(jan, ACC.comprasInsumos)).toBe(-20_000);

    const [listed] = (await api(u, 'GET', '/api/inventories/')).json();
    expect(listed.stock).toEqual({ is_initial: false, quantity: 10, cost_value: 2000, sale_value: 3000 });
    const detail = (await api(u, 'GET', `/api/inventories/${item.id}/`)).json();
    expect(detail.stock[0]).toMatchObject({ id: second.id, is_active: false, cancellable: false });

    const again = await api(u, 'DELETE', `/api/stocks/${second.id}/`);
    expect(again.json()).toEqual({ validations_error: [M.stockCancelled] });
  });

  it('is refused once anything was sold from the batch, and allowed again after the sale is voided', async () => {
    const u = await createUser(t);
    const item = await newProduct(u, { quantity: 5 });
    const stockId = item.stock[0]?.id ?? 0;
    const drawn = await stockTx(u.id, (tx) => allocateStock(tx, u.id, item.id, 2, sale(1)));
    const refused = await api(u, 'DELETE', `/api/stocks/${stockId}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ validations_error: [M.stockSold] });
    expect(await batch(stockId)).toMatchObject({ isActive: true, available: 3 });

    await stockTx(u.id, (tx) => releaseStock(tx, u.id, drawn, sale(1)));
    expect((await api(u, 'DELETE', `/api/stocks/${stockId}/`)).statusCode).toBe(204);
    expect((await movements(stockId)).map((m) => [m.kind, m.quantity, m.sourceType, m.sourceId])).toEqual([
      ['manual', 5, 'stock', stockId],
      ['sale', -2, 'income', 1],
      ['void', 2, 'income', 1],
      ['cancel', -5, 'stock', stockId],
    ]);
    await balances(u.id);
  });

  it('another user’s batch answers 404', async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const item = await newProduct(owner, { quantity: 1 });
    const res = await api(stranger, 'DELETE', `/api/stocks/${item.stock[0]?.id}/`);
    expect(res.statusCode).toBe(404);
    expect((await api(stranger, 'DELETE', '/api/stocks/0/')).statusCode).toBe(404);
    expect(await batch(item.stock[0]?.id ?? 0)).toMatchObject({ isActive: true });
  });
});

describe('allocateStock / releaseStock', () => {
  it('draws FIFO across batches and reports the cost of each draw', async () => {
    const u = await createUser(t);
    const item = await newProduct(u, { quantity: 50 });
    t.clock.set('2026-01-18T15:00:00Z');
    const later = await addStock(u, item.id, { quantity: 50, cost_value: 2200 });
    t.clock.set('2026-01-15T15:00:00Z');
    const first = item.stock[0]?.id ?? 0;

    const a = await stockTx(u.id, (tx) => allocateStock(tx, u.id, item.id, 30, sale(10)));
    expect(a).toEqual([{ stockId: first, quantity: 30, costValue: 2000 }]);
    const b = await stockTx(u.id, (tx) => allocateStock(tx, u.id, item.id, 30, sale(11)));
    expect(b).toEqual([
      { stockId: first, quantity: 20, costValue: 2000 },
      { stockId: later.id, quantity: 10, costValue: 2200 },
    ]);
    expect(await batch(first)).toMatchObject({ available: 0 });
    expect(await batch(later.id)).toMatchObject({ available: 40 });
    const [listed] = (await api(u, 'GET', '/api/inventories/')).json();
    // The oldest batch with units left now gives the values.
    expect(listed.stock).toEqual({ is_initial: false, quantity: 40, cost_value: 2200, sale_value: 3000 });
    const saleMoves = await t.deps.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.sourceType, 'income'), eq(stockMovements.sourceId, 11)));
    expect(saleMoves.map((m) => [m.stockId, m.quantity, m.kind, m.date])).toEqual([
      [first, -20, 'sale', '2026-01-20'],
      [later.id, -10, 'sale', '2026-01-20'],
    ]);

    // Giving back restores exactly the batches drawn from.
    await stockTx(u.id, (tx) => releaseStock(tx, u.id, b, sale(11)));
    expect(await batch(first)).toMatchObject({ available: 20 });
    expect(await batch(later.id)).toMatchObject({ available: 50 });
  });

  it('throws Inventario insuficiente and changes nothing when there is not enough', async () => {
    const u = await createUser(t);
    const item = await newProduct(u, { name: 'Panela', quantity: 3 });
    await addStock(u, item.id, { quantity: 2 });
    const before = await t.deps.db
      .select()
      .from(stocks)
      .where(eq(stocks.inventoryId, item.id))
      .orderBy(asc(stocks.id));
    const movesBefore = await t.deps.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.inventoryId, item.id));
    const err = await stockTx(u.id, (tx) => allocateStock(tx, u.id, item.id, 6, sale(1))).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(400);
    expect((err as AppError).body).toEqual({
      validations_error: ['Inventario insuficiente: Panela tiene 5 unidades disponibles y se solicitaron 6.'],
    });
    expect(
      await t.deps.db.select().from(stocks).where(eq(stocks.inventoryId, item.id)).orderBy(asc(stocks.id)),
    ).toEqual(before);
    expect(
      await t.deps.db.select().from(stockMovements).where(eq(stockMovements.inventoryId, item.id)),
    ).toEqual(movesBefore);
  });

  it('skips cancelled batches; services draw nothing; another user’s item is 404; quantity must be positive', async () => {
    const u = await createUser(t);
    const item = await newProduct(u, { quantity: 2 });
    const extra = await addStock(u, item.id, { quantity: 5 });
    await api(u, 'DELETE', `/api/stocks/${extra.id}/`);
    const err = await stockTx(u.id, (tx) => allocateStock(tx, u.id, item.id, 3, sale(1))).catch(
      (e: unknown) => e,
    );
    expect((err as AppError).body).toEqual({ validations_error: [M.insufficient(item.name, 2, 3)] });

    const svc = (
      await api(u, 'POST', '/api/inventories/', { category: 'SERVICIO', name: 'Corte', sale_value: 9000 })
    ).json();
    expect(await stockTx(u.id, (tx) => allocateStock(tx, u.id, svc.id, 4, sale(2)))).toEqual([]);

    const stranger = await createUser(t);
    const notFound = await stockTx(stranger.id, (tx) =>
      allocateStock(tx, stranger.id, item.id, 1, sale(3)),
    ).catch((e: unknown) => e);
    expect((notFound as AppError).statusCode).toBe(404);
    const zero = await stockTx(u.id, (tx) => allocateStock(tx, u.id, item.id, 0, sale(4))).catch(
      (e: unknown) => e,
    );
    expect((zero as AppError).statusCode).toBe(400);
  });

  it('20 concurrent sales of 1 unit against a batch of 10 sell exactly 10', async () => {
    const u = await createUser(t);
    const item = await newProduct(u, { quantity: 10 });
    const stockId = item.stock[0]?.id ?? 0;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        stockTx(u.id, (tx) => allocateStock(tx, u.id, item.id, 1, sale(100 + i))),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(failed).toHaveLength(10);
    for (const f of failed) {
      expect(f.reason).toBeInstanceOf(AppError);
      expect(String((f.reason as AppError).body.validations_error)).toMatch(/^Inventario insuficiente: /);
    }
    expect(await batch(stockId)).toMatchObject({ available: 0, quantity: 10 });
    const sales = (await movements(stockId)).filter((m) => m.kind === 'sale');
    expect(sales).toHaveLength(10);
    expect(sales.reduce((s, m) => s + m.quantity, 0)).toBe(-10);
  });
});

describe('purchase batches (for the purchases module)', () => {
  it('creates a batch without posting and cancels it unless units were sold', async () => {
    const u = await createUser(t);
    const item = await newProduct(u);
    const source = { type: 'shopping', id: 4 };
    const created = await stockTx(u.id, (tx) =>
      createPurchaseBatch(tx, {
        userId: u.id,
        inventoryId: item.id,
        costValue: 2200,
        saleValue: 3200,
        quantity: 50,
        date: '2026-01-18',
        source,
        now: t.clock.now(),
      }),
    );
    expect(created).toMatchObject({
      origin: 'purchase',
      available: 50,
      sourceType: 'shopping',
      sourceId: 4,
      created: '2026-01-18',
    });
    expect(await balancesAsOf(t.deps.db, u.id, '2026-12-31')).toEqual([]); // the purchase posts, not inventory
    const manual = await api(u, 'DELETE', `/api/stocks/${created.id}/`);
    expect(manual.json()).toEqual({ validations_error: [M.stockFromPurchase] });

    const drawn = await stockTx(u.id, (tx) => allocateStock(tx, u.id, item.id, 1, sale(7)));
    const ctx = { userId: u.id, source, date: '2026-01-25', now: t.clock.now() };
    const refused = await stockTx(u.id, (tx) => cancelPurchaseBatches(tx, ctx)).catch((e: unknown) => e);
    expect((refused as AppError).body).toEqual({ validations_error: [M.stockSold] });
    await stockTx(u.id, (tx) => releaseStock(tx, u.id, drawn, sale(7)));
    expect(await stockTx(u.id, (tx) => cancelPurchaseBatches(tx, ctx))).toBe(1);
    expect(await batch(created.id)).toMatchObject({ isActive: false, available: 0 });
    expect((await movements(created.id)).map((m) => m.kind)).toEqual(['purchase', 'sale', 'void', 'cancel']);
  });
});
