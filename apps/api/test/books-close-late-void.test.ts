import { INVENTORY_MSG, type InventoryDetail, type Report, SHOPPING_MSG } from '@cc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/ledger/rows.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { apiOf, NIT, salePayload } from './incomes-fixtures.ts';
import { newShop, type State } from './reports-ops.ts';

/**
 * ADR 038, a void of a closed period's sale: its units come back as a NEW batch dated the void's
 * day, never to the batch they were drawn from, so a sale dated between the sale and the void
 * (an open month) cannot draw them and the stock is never below zero at any date.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
const TODAY = '2026-12-04';

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T15:00:00Z` });
  api = apiOf(t);
});
afterAll(() => t.close());

async function report(s: State, code: string, query: string): Promise<Report> {
  const res = await api(s.u, 'GET', `/api/reports/${code}/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Report;
}

async function batches(s: State): Promise<InventoryDetail['stock']> {
  const res = await api(s.u, 'GET', `/api/inventories/${s.product}/`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as InventoryDetail).stock;
}

/** Σ kardex = valuation = 1435 on `to`, and no row of the kardex from September on below zero. */
async function expectBooksAgree(s: State, to: string): Promise<number> {
  const kardex = await report(s, 'inventory', `from_date=2026-09-01&to_date=${to}&product_id=${s.product}`);
  for (const r of kardex.rows) {
    expect(r.balance_quantity, `${r.name} on ${r.date}`).toBeGreaterThanOrEqual(0);
    expect(r.balance_value, `${r.name} on ${r.date}`).toBeGreaterThanOrEqual(0);
  }
  const final = kardex.rows.at(-1);
  const valuation = await report(s, 'inventory_valuation', `from_date=2026-01-01&to_date=${to}`);
  const balance = await report(s, 'balance', `from_date=2026-01-01&to_date=${to}`);
  expect(valuation.rows.at(-1)?.value, `valuation ${to}`).toBe(final?.value);
  expect(balance.rows.find((r) => r.name === 'Inventarios')?.value ?? 0, `1435 ${to}`).toBe(final?.value);
  return final?.quantity ?? 0;
}

describe('a late void gives its units back as a batch of its own', () => {
  it('an open month between the sale and the void cannot draw them; today can', async () => {
    const s = await newShop(t, api, 0);
    const stock = await api(s.u, 'POST', '/api/stocks/', {
      inventory_id: s.product,
      quantity: 5,
      cost_value: 2000,
      sale_value: 3000,
      is_initial: false,
      date: '2026-09-05',
    });
    expect(stock.statusCode, stock.body).toBe(201);
    const original = (stock.json() as { id: number }).id;
    const one = { inventory_id: s.product, quantity: 1, value: 3000 };
    const line = [{ ...one, quantity: 5 }];
    const sale = await api(s.u, 'POST', '/api/incomes/', salePayload('2026-09-10', line));
    expect(sale.statusCode, sale.body).toBe(201);
    const closed = await api(s.u, 'PUT', '/api/books/lock/', { lock_date: '2026-09-30' });
    expect(closed.statusCode, closed.body).toBe(200);

    const voided = await api(s.u, 'DELETE', `/api/incomes/${(sale.json() as { id: number }).id}/`);
    expect(voided.statusCode, voided.body).toBe(204);

    // The drawn batch stays drawn; a new one of the same values, dated today, holds the units.
    const after = await batches(s);
    expect(after.find((b) => b.id === original)).toMatchObject({
      available: 0,
      quantity: 5,
      is_active: true,
    });
    const back = after.find((b) => b.id !== original);
    expect(back).toMatchObject({
      origin: 'late_void',
      created: TODAY,
      quantity: 5,
      available: 5,
      cost_value: 2000,
      sale_value: 3000,
      is_initial: false,
      is_active: true,
      cancellable: false,
    });
    const cancel = await api(s.u, 'DELETE', `/api/stocks/${back?.id}/`);
    expect(cancel.statusCode, cancel.body).toBe(400);
    expect(cancel.json()).toEqual({ validations_error: [INVENTORY_MSG.stockFromLateVoid] });
    const logs = await api(s.u, 'GET', '/api/logs/');
    expect(logs.body).toContain(`Lote ${back?.id}: 5 unidades`);

    // The journal's reversal is today's, at the drawn cost: Dr 1435 / Cr 6135 10.000.
    const journal = await report(s, 'journal', `from_date=${TODAY}&to_date=${TODAY}`);
    const cost = journal.rows.filter(
      (r) => r.document?.startsWith('Reverso Venta') && /^(1435|6135)$/.test(r.code ?? ''),
    );
    expect(cost.map((r) => [r.code, r.debit, r.credit])).toEqual(
      expect.arrayContaining([
        ['1435', 10_000, 0],
        ['6135', 0, 10_000],
      ]),
    );

    // October and November had no units: a sale dated there is refused, naming today.
    for (const date of ['2026-10-15', '2026-11-30']) {
      const res = await api(s.u, 'POST', '/api/incomes/', salePayload(date, [one]));
      expect(res.statusCode, `${date}: ${res.body}`).toBe(400);
      expect(res.body).toContain(INVENTORY_MSG.insufficient('Arroz 500g', 0, 1));
      expect(res.body).toContain(INVENTORY_MSG.enoughFrom(TODAY));
    }
    for (const to of ['2026-09-30', '2026-10-15', '2026-11-30'])
      expect(await expectBooksAgree(s, to)).toBe(0);
    expect(await expectBooksAgree(s, TODAY)).toBe(5);
    const kardex = await report(
      s,
      'inventory',
      `from_date=2026-12-01&to_date=${TODAY}&product_id=${s.product}`,
    );
    expect(kardex.rows.find((r) => r.name.startsWith('Devolución por anulación'))).toMatchObject({
      date: TODAY,
      quantity: 5,
      value: 10_000,
    });

    // Today the units are there, drawn from the new batch at their cost.
    const today = await api(s.u, 'POST', '/api/incomes/', salePayload(TODAY, line));
    expect(today.statusCode, today.body).toBe(201);
    expect((await batches(s)).find((b) => b.id === back?.id)).toMatchObject({ available: 0 });
    expect(await expectBooksAgree(s, TODAY)).toBe(0);
    // Today's 6135: the new sale's cost in, the reversal's out, both at the batch's 2.000.
    const tb = await report(s, 'trial_balance', `from_date=${TODAY}&to_date=${TODAY}`);
    expect(tb.rows.find((r) => r.code === '6135')).toMatchObject({ debit: 10_000, credit: 10_000 });
  });

  it('a fabricated batch comes back in 1430; the purchase its units came from can no longer be voided', async () => {
    const s = await newShop(t, api, 0);
    const made = await api(s.u, 'POST', '/api/inventories/', {
      category: 'PRODUCTO FABRICADO',
      name: 'Arepa',
      cost_value: 500,
      sale_value: 1500,
      quantity: 0,
      is_initial: false,
    });
    expect(made.statusCode, made.body).toBe(201);
    const arepa = (made.json() as { id: number }).id;
    const stock = await api(s.u, 'POST', '/api/stocks/', {
      inventory_id: arepa,
      quantity: 4,
      cost_value: 500,
      sale_value: 1500,
      is_initial: false,
      date: '2026-09-05',
    });
    expect(stock.statusCode, stock.body).toBe(201);
    const purchase = await api(s.u, 'POST', '/api/shoppings/', {
      category_id: 4,
      date: '2026-09-06',
      payment_type: 'CONTADO',
      payment_method: 'BANCO',
      observations: '',
      details: [{ inventory_id: s.product, quantity: 3, value: 2200, sale_value: 3200 }],
      provider: { name: 'Distribuidora Andina', doc_type: NIT, doc_number: '900123456' },
    });
    expect(purchase.statusCode, purchase.body).toBe(201);
    const sale = await api(
      s.u,
      'POST',
      '/api/incomes/',
      salePayload('2026-09-10', [
        { inventory_id: arepa, quantity: 4, value: 1500 },
        { inventory_id: s.product, quantity: 3, value: 3200 },
      ]),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    expect((await api(s.u, 'PUT', '/api/books/lock/', { lock_date: '2026-09-30' })).statusCode).toBe(200);
    const voided = await api(s.u, 'DELETE', `/api/incomes/${(sale.json() as { id: number }).id}/`);
    expect(voided.statusCode, voided.body).toBe(204);

    const back = await queryRows<{ inventory_id: number; account_code: string; cost_value: number }>(
      t.database.db,
      sql`SELECT inventory_id, account_code, cost_value::int AS cost_value FROM stocks
          WHERE user_id = ${s.u.id} AND origin = 'late_void' ORDER BY inventory_id`,
    );
    expect(back).toEqual(
      [
        { inventory_id: arepa, account_code: '1430', cost_value: 500 },
        { inventory_id: s.product, account_code: '1435', cost_value: 2200 },
      ].sort((a, b) => a.inventory_id - b.inventory_id),
    );
    const journal = await report(s, 'journal', `from_date=${TODAY}&to_date=${TODAY}`);
    const cost = journal.rows.filter((r) => /^(1430|6120)$/.test(r.code ?? ''));
    expect(cost.map((r) => [r.code, r.debit, r.credit])).toEqual(
      expect.arrayContaining([
        ['1430', 2000, 0],
        ['6120', 0, 2000],
      ]),
    );
    // The purchase's batch stays drawn: its units are in stock, but in the void's own batch.
    const res = await api(s.u, 'DELETE', `/api/shoppings/${(purchase.json() as { id: number }).id}/`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ validations_error: [SHOPPING_MSG.voidSold] });
  });
});
