import type { Report } from '@cc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, type Json, JUAN, NIT, newItem, salePayload } from './incomes-fixtures.ts';
import { ok } from './reports-fixtures.ts';

/**
 * docs/accounting.md §Stock as of a date (issue 13, item 3): an edit that keeps a sale's lines (products
 * and quantities) keeps the batches it drew and so its cost, unless the new date is before one of
 * those batches; only then, or when lines change, is the sale drawn again.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-31T15:00:00Z' });
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
const rows = async (u: CreatedUser, url: string) => {
  const res = await api(u, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Report).rows;
};
const costOfSales = async (u: CreatedUser, from = '2026-01-01', to = '2026-01-31') =>
  (await rows(u, `/api/reports/results/?from_date=${from}&to_date=${to}`)).find(
    (r) => r.name === 'Costo de mercancias',
  )?.value;
const batchesOf = (sale: Json) =>
  (sale.details as { batches: { stock: number; quantity: number; cost_value: number }[] }[]).flatMap((d) =>
    d.batches.map((b) => [b.stock, b.quantity, b.cost_value]),
  );

/**
 * Batch A (5 Jan, 10 u × 1.000) and batch B (10 Jan, 10 u × 2.000); sale 1 (12 Jan) drew 8 of
 * A, sale 2 (15 Jan) drew the last 2 of A and 2 of B; then sale 1 was voided, so A has 8 again.
 * A FIFO re-draw of sale 2 would now take 4 of A and change its cost from 6.000 to 4.000.
 */
async function scenario(credit = false) {
  const u = await createUser(t);
  const item = await newItem(t, u, { name: 'Arroz', cost_value: 1000, sale_value: 3000 });
  await ok(await purchase(u, '2026-01-05', item.id, 10, 1000));
  await ok(await purchase(u, '2026-01-10', item.id, 10, 2000));
  const first = await api(
    u,
    'POST',
    '/api/incomes/',
    salePayload('2026-01-12', [{ inventory_id: item.id, quantity: 8, value: 3000 }]),
  );
  await ok(first);
  const second = await api(
    u,
    'POST',
    '/api/incomes/',
    salePayload('2026-01-15', [{ inventory_id: item.id, quantity: 4, value: 3000 }], {
      ...(credit ? { payment_type: 'CREDITO', payment: 0, client: JUAN } : {}),
    }),
  );
  await ok(second);
  await ok(await api(u, 'DELETE', `/api/incomes/${first.json().id}/`), 204);
  expect(await costOfSales(u)).toBe(6000);
  return { u, item: item.id, sale: second.json() as Json & { id: number } };
}

describe('an edit that keeps the lines keeps the cost', () => {
  it('a one-day date change keeps the batches and the month’s cost of sales exactly', async () => {
    const { u, item, sale } = await scenario();
    const res = await api(u, 'PATCH', `/api/incomes/${sale.id}/`, {
      date: '2026-01-16',
      observations: 'otra',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(batchesOf(res.json())).toEqual(batchesOf(sale));
    expect(await costOfSales(u)).toBe(6000);
    // The draw moved with the sale: as of the 15th nothing is sold; kardex = Inventarios every day.
    expect(await costOfSales(u, '2026-01-01', '2026-01-15')).toBe(0);
    for (const to of ['2026-01-15', '2026-01-16']) {
      const kardex = await rows(
        u,
        `/api/reports/inventory/?from_date=2026-01-01&to_date=${to}&product_id=${item}`,
      );
      const balance = await rows(u, `/api/reports/balance/?from_date=2026-01-01&to_date=${to}`);
      expect(kardex.at(-1)?.value).toBe(balance.find((r) => r.name === 'Inventarios')?.value);
    }
    const kardex = await rows(
      u,
      `/api/reports/inventory/?from_date=2026-01-01&to_date=2026-01-31&product_id=${item}`,
    );
    expect(
      kardex.filter((r) => r.name.startsWith('Venta')).map((r) => [r.date, r.quantity, r.value]),
    ).toEqual([
      ['2026-01-16', -2, -2000],
      ['2026-01-16', -2, -4000],
    ]);
  });

  it('a credit sale moved some days, and a cash sale whose prices change, keep their batches too', async () => {
    const credit = await scenario(true);
    let res = await api(credit.u, 'PATCH', `/api/incomes/${credit.sale.id}/`, { date: '2026-01-20' });
    expect(res.statusCode, res.body).toBe(200);
    expect(batchesOf(res.json())).toEqual(batchesOf(credit.sale));
    expect(await costOfSales(credit.u)).toBe(6000);

    const cash = await scenario();
    res = await api(cash.u, 'PATCH', `/api/incomes/${cash.sale.id}/`, {
      details: [{ inventory_id: cash.item, quantity: 4, value: 3500 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toBe(14_000);
    expect(batchesOf(res.json())).toEqual(batchesOf(cash.sale));
    expect(await costOfSales(cash.u)).toBe(6000);
  });

  it('moved to a date on or after its batches it keeps them; before one of them it is drawn again', async () => {
    const { u, sale } = await scenario();
    let res = await api(u, 'PATCH', `/api/incomes/${sale.id}/`, { date: '2026-01-10' });
    expect(res.statusCode, res.body).toBe(200);
    expect(batchesOf(res.json())).toEqual(batchesOf(sale));
    res = await api(u, 'PATCH', `/api/incomes/${sale.id}/`, { date: '2026-01-09' });
    expect(res.statusCode, res.body).toBe(200);
    // Batch B (10 Jan) did not exist on the 9th: drawn again FIFO as of then, all from A.
    expect(batchesOf(res.json()).map(([, q, c]) => [q, c])).toEqual([[4, 1000]]);
    expect(await costOfSales(u)).toBe(4000);
  });

  it('changed quantities draw again FIFO', async () => {
    const { u, item, sale } = await scenario();
    const res = await api(u, 'PATCH', `/api/incomes/${sale.id}/`, {
      details: [{ inventory_id: item, quantity: 5, value: 3000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(batchesOf(res.json()).map(([, q, c]) => [q, c])).toEqual([[5, 1000]]);
    expect(await costOfSales(u)).toBe(5000);
  });
});
