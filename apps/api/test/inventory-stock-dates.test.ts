import { INCOME_MSG, INVENTORY_MSG, type Report, SHOPPING_MSG } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stocks } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, type Json, NIT, newItem, salePayload } from './incomes-fixtures.ts';
import { ok } from './reports-fixtures.ts';

/**
 * docs/accounting.md §Stock as of a date (issue 13, item 2; ADR 017): a sale dated D draws only batches
 * dated ≤ D (initial ones count as dated before everything); the stock check answers as of the
 * sale's date and says from when the stock exists; a manual batch carries its own date.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
const TODAY = '2026-10-25';

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T15:00:00Z` });
  api = apiOf(t);
});
afterAll(() => t.close());

const purchase = (u: CreatedUser, date: string, inventoryId: number, quantity: number, value: number) =>
  api(u, 'POST', '/api/shoppings/', {
    category_id: 4,
    date,
    payment_type: 'CONTADO',
    payment_method: 'EFECTIVO',
    observations: '',
    details: [{ inventory_id: inventoryId, quantity, value, sale_value: value + 1000 }],
    provider: { name: 'Distribuidora Andina', doc_type: NIT, doc_number: '900123456' },
  });
const sale = (u: CreatedUser, date: string, inventoryId: number, quantity: number) =>
  api(u, 'POST', '/api/incomes/', salePayload(date, [{ inventory_id: inventoryId, quantity, value: 5000 }]));
const check = (u: CreatedUser, body: Json) => api(u, 'POST', '/api/incomes/inventories/', body);
const manual = (u: CreatedUser, inventoryId: number, body: Json = {}) =>
  api(u, 'POST', '/api/stocks/', {
    inventory_id: inventoryId,
    cost_value: 2000,
    sale_value: 4000,
    quantity: 5,
    is_initial: false,
    is_active: true,
    ...body,
  });
const rowsOf = async (u: CreatedUser, url: string) => {
  const res = await api(u, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Report).rows;
};

describe('a sale draws only the stock that existed on its date', () => {
  it('a sale dated 10 Oct cannot draw a batch bought on 20 Oct (400, stock message)', async () => {
    const u = await createUser(t);
    const item = await newItem(t, u, { name: 'Arroz', cost_value: 3000, sale_value: 5000 });
    await ok(await purchase(u, '2026-10-20', item.id, 4, 3000));

    const early = await sale(u, '2026-10-10', item.id, 4);
    expect(early.statusCode, early.body).toBe(400);
    expect(early.json()).toEqual({
      validations_error: [
        `${INVENTORY_MSG.insufficient('Arroz', 0, 4)} ${INVENTORY_MSG.enoughFrom('2026-10-20')}`,
      ],
    });
    // Nothing moved: the 15 Oct kardex and balance hold no negative stock.
    const kardex = await rowsOf(
      u,
      `/api/reports/inventory/?from_date=2026-10-01&to_date=2026-10-15&product_id=${item.id}`,
    );
    expect(kardex.map((r) => [r.name, r.quantity, r.value])).toEqual([
      ['Saldo inicial', 0, 0],
      ['Saldo final', 0, 0],
    ]);
    const balance = await rowsOf(u, '/api/reports/balance/?from_date=2026-10-01&to_date=2026-10-15');
    expect(balance.find((r) => r.name === 'Inventarios')).toBeUndefined();

    await ok(await sale(u, '2026-10-20', item.id, 4));
  });

  it('draws FIFO among the batches dated up to the sale, initial stock first', async () => {
    const u = await createUser(t);
    const item = await newItem(t, u, { name: 'Panela', cost_value: 1000, sale_value: 2500 });
    await ok(await purchase(u, '2026-10-05', item.id, 3, 1500));
    await ok(await purchase(u, '2026-10-20', item.id, 10, 1800));
    // Opening stock typed today still counts before everything.
    await ok(await manual(u, item.id, { is_initial: true, cost_value: 900, quantity: 2 }));

    const tooMany = await sale(u, '2026-10-12', item.id, 6);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().validations_error[0]).toBe(
      `${INVENTORY_MSG.insufficient('Panela', 5, 6)} ${INVENTORY_MSG.enoughFrom('2026-10-20')}`,
    );
    const res = await sale(u, '2026-10-12', item.id, 5);
    expect(res.statusCode, res.body).toBe(201);
    const drawn = (res.json().details as { batches: { quantity: number; cost_value: number }[] }[])[0]
      ?.batches;
    expect(drawn?.map((b) => [b.quantity, b.cost_value])).toEqual([
      [2, 900],
      [3, 1500],
    ]);
    // Nothing at all as of the 12th now: only the stock message, no date to offer before the 20th.
    const none = await sale(u, '2026-10-12', item.id, 1);
    expect(none.json().validations_error[0]).toBe(
      `${INVENTORY_MSG.insufficient('Panela', 0, 1)} ${INVENTORY_MSG.enoughFrom('2026-10-20')}`,
    );
    const never = await sale(u, '2026-10-25', item.id, 11);
    expect(never.json().validations_error).toEqual([INVENTORY_MSG.insufficient('Panela', 10, 11)]);
  });

  it('an edit to a date before the batches it needs is refused, changing nothing', async () => {
    const u = await createUser(t);
    const item = await newItem(t, u, { name: 'Azucar', cost_value: 1000, sale_value: 2500 });
    await ok(await purchase(u, '2026-10-20', item.id, 4, 3000));
    const s = await sale(u, '2026-10-21', item.id, 4);
    await ok(s);
    const res = await api(u, 'PATCH', `/api/incomes/${s.json().id}/`, { date: '2026-10-19' });
    expect(res.statusCode).toBe(400);
    expect(res.json().validations_error[0]).toMatch(/^Inventario insuficiente: Azucar tiene 0 unidades/);
    const after = await api(u, 'GET', `/api/incomes/${s.json().id}/`);
    expect(after.json().date).toBe('2026-10-21');
  });
});

describe('the stock check answers as of the sale date', () => {
  it('takes the date, refuses with the date from which the stock exists, and defaults to today', async () => {
    const u = await createUser(t);
    const item = await newItem(t, u, { name: 'Cafe', cost_value: 3000, sale_value: 5000 });
    await ok(await purchase(u, '2026-10-08', item.id, 1, 2800));
    await ok(await purchase(u, '2026-10-20', item.id, 4, 3000));

    let res = await check(u, { inventory_id: item.id, quantity: 4, date: '2026-10-10' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      validations_errors: [
        'Inventario insuficiente: Cafe tiene 1 unidad disponible y se solicitaron 4. Hay unidades suficientes desde el 20/10/2026.',
      ],
    });
    res = await check(u, { inventory_id: item.id, quantity: 1, date: '2026-10-10' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      available: 1,
      sale_value: 3800,
      batches: [{ quantity: 1, cost_value: 2800 }],
    });
    res = await check(u, { inventory_id: item.id, quantity: 5, date: '2026-10-20' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().available).toBe(5);
    res = await check(u, { inventory_id: item.id, quantity: 5 });
    expect(res.statusCode, res.body).toBe(200);
    res = await check(u, { inventory_id: item.id, quantity: 6, date: '2026-10-20' });
    expect(res.json()).toEqual({ validations_errors: [INVENTORY_MSG.insufficient('Cafe', 5, 6)] });
    res = await check(u, { inventory_id: item.id, quantity: 1, date: '2026-10-26' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ date: [INCOME_MSG.futureDate] });
    res = await check(u, { inventory_id: item.id, quantity: 1, date: '2026-02-31' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('date');
  });
});

describe('a manual stock batch carries a date', () => {
  it('defaults to today, may be earlier, never later; back-dated sales can then draw it', async () => {
    const u = await createUser(t);
    const item = await newItem(t, u, { name: 'Harina', cost_value: 2000, sale_value: 4000 });
    const plain = await manual(u, item.id);
    await ok(plain);
    expect(plain.json().created).toBe(TODAY);

    const future = await manual(u, item.id, { date: '2026-10-26' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ date: [INCOME_MSG.futureDate] });
    const bad = await manual(u, item.id, { date: '2026-13-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('date');

    expect((await sale(u, '2026-10-03', item.id, 2)).statusCode).toBe(400);
    const early = await manual(u, item.id, { date: '2026-10-01', cost_value: 1800, quantity: 3 });
    await ok(early);
    expect(early.json().created).toBe('2026-10-01');
    const [row] = await t.deps.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.userId, u.id), eq(stocks.id, early.json().id)));
    expect(row?.created).toBe('2026-10-01');
    const s = await sale(u, '2026-10-03', item.id, 2);
    expect(s.statusCode, s.body).toBe(201);
    // Dr 1435 / Cr 7105 on the batch's own day: September's books are untouched, October's hold it.
    const results = await rowsOf(u, '/api/reports/results/?from_date=2026-10-01&to_date=2026-10-02');
    expect(results.find((r) => r.name === 'Costo de mercancias')?.value).toBe(-5400);
    const kardex = await rowsOf(
      u,
      `/api/reports/inventory/?from_date=2026-10-01&to_date=2026-10-03&product_id=${item.id}`,
    );
    expect(kardex.map((r) => [r.name, r.date, r.quantity, r.value])).toEqual([
      ['Saldo inicial', '2026-10-01', 0, 0],
      ['Nuevo stock', '2026-10-01', 3, 5400],
      [expect.stringMatching(/^Venta /), '2026-10-03', -2, -3600],
      ['Saldo final', '2026-10-03', 1, 1800],
    ]);
  });
});

describe('writers that could leave a past date negative', () => {
  it('a purchase whose batch was drawn keeps its date; after the sale is voided it may move', async () => {
    const u = await createUser(t);
    const item = await newItem(t, u, { name: 'Lentejas', cost_value: 2000, sale_value: 4000 });
    const p = await purchase(u, '2026-10-10', item.id, 5, 2000);
    await ok(p);
    const s = await sale(u, '2026-10-12', item.id, 3);
    await ok(s);
    let res = await api(u, 'PATCH', `/api/shoppings/${p.json().id}/`, { date: '2026-10-15' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ validations_error: [SHOPPING_MSG.soldLocked] });
    await ok(await api(u, 'DELETE', `/api/incomes/${s.json().id}/`), 204);
    res = await api(u, 'PATCH', `/api/shoppings/${p.json().id}/`, { date: '2026-10-15' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await sale(u, '2026-10-12', item.id, 1)).statusCode).toBe(400);
  });

  it('a manual batch is cancelled only while nothing of it is sold; its posting goes back to its own day', async () => {
    const u = await createUser(t);
    const item = await newItem(t, u, { name: 'Frijol', cost_value: 2000, sale_value: 4000 });
    const b = await manual(u, item.id, { date: '2026-10-02', quantity: 4 });
    await ok(b);
    const s = await sale(u, '2026-10-05', item.id, 1);
    await ok(s);
    let res = await api(u, 'DELETE', `/api/stocks/${b.json().id}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ validations_error: [INVENTORY_MSG.stockSold] });
    await ok(await api(u, 'DELETE', `/api/incomes/${s.json().id}/`), 204);
    res = await api(u, 'DELETE', `/api/stocks/${b.json().id}/`);
    expect(res.statusCode).toBe(204);
    for (const to of ['2026-10-02', '2026-10-05', TODAY]) {
      const kardex = await rowsOf(
        u,
        `/api/reports/inventory/?from_date=2026-10-01&to_date=${to}&product_id=${item.id}`,
      );
      expect(kardex.map((r) => [r.name, r.quantity, r.value])).toEqual([
        ['Saldo inicial', 0, 0],
        ['Saldo final', 0, 0],
      ]);
      const balance = await rowsOf(u, `/api/reports/balance/?from_date=2026-10-01&to_date=${to}`);
      expect(balance.find((r) => r.name === 'Inventarios')).toBeUndefined();
    }
  });
});
