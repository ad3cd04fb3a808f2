import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { INCOME_MSG } from '@cc/shared';
import { and, asc, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clients,
  incomePayments,
  incomes,
  journalEntries,
  profiles,
  stockMovements,
  stocks,
} from '../src/db/schema/index.ts';
import { ACC, balanceOf, balancesAsOf } from '../src/ledger/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { corruptPng, flatPng } from './helpers/images.ts';
import { apiOf, CC, type Json, JUAN, NIT, newItem, newService, salePayload } from './incomes-fixtures.ts';

const A = INCOME_MSG.alert;
let t: TestApp;
let api: ReturnType<typeof apiOf>;

// Today is 2026-01-15 in Bogotá (the default clock of createTestApp).
const TODAY = '2026-01-15';

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
});
afterAll(() => t.close());

/**
 * A user with a product of `quantity` units (cost 1.000, price 2.500) in a batch dated 1 January,
 * so sales of any day this month may draw it, and a service of 4.000.
 */
async function shop(quantity = 50) {
  const u = await createUser(t);
  const product = await newItem(t, u, { name: 'Panela', cost_value: 1000, sale_value: 2500 });
  let batch: number | null = null;
  if (quantity > 0) {
    const res = await api(u, 'POST', '/api/stocks/', {
      inventory_id: product.id,
      cost_value: 1000,
      sale_value: 2500,
      quantity,
      date: '2026-01-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    batch = res.json().id;
  }
  const service = await newService(t, u, 'Instalacion', 4000);
  return { u, product: product.id, batch: batch as number, service: service.id };
}

async function sell(u: CreatedUser, payload: Json): Promise<Json & { id: number }> {
  const res = await api(u, 'POST', '/api/incomes/', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const available = async (batch: number) =>
  (await t.deps.db.select({ a: stocks.available }).from(stocks).where(eq(stocks.id, batch)))[0]?.a;
const balances = (userId: number) => balancesAsOf(t.deps.db, userId, '2026-12-31');

describe('validation (docs/product/2-inventory-income-purchases.md §5 alerts as field errors)', () => {
  it('an empty sale reports every alert of the form', async () => {
    const { u } = await shop();
    const res = await api(u, 'POST', '/api/incomes/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      details: [A.noLines],
      date: [A.date],
      payment_type: ['Este campo es requerido.'],
      client: { name: [A.clientName], doc_type: [A.docType], doc_number: [A.docNumber] },
    });
  });

  it('a cash sale needs its method; a credit payment needs one too and may not exceed the total', async () => {
    const { u, product } = await shop();
    const lines = [{ inventory_id: product, quantity: 2, value: 2500 }];
    let res = await api(u, 'POST', '/api/incomes/', salePayload(TODAY, lines, { payment_method: '' }));
    expect(res.json()).toEqual({ payment_method: [A.paymentMethod] });
    res = await api(
      u,
      'POST',
      '/api/incomes/',
      salePayload(TODAY, lines, { payment_type: 'CREDITO', payment_method: null, payment: 1000 }),
    );
    expect(res.json()).toEqual({ payment_method: [A.paymentMethod] });
    res = await api(
      u,
      'POST',
      '/api/incomes/',
      salePayload(TODAY, lines, { payment_type: 'CREDITO', payment: 5001 }),
    );
    expect(res.json()).toEqual({ payment: [INCOME_MSG.initialPaymentTooHigh] });
  });

  it('refuses a date after today (Bogotá) for sales and payments', async () => {
    const { u, product } = await shop();
    const lines = [{ inventory_id: product, quantity: 1, value: 2500 }];
    // 2026-01-15T15:00Z is still the 15th in Bogotá; the 16th is the future.
    const res = await api(u, 'POST', '/api/incomes/', salePayload('2026-01-16', lines));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ date: [INCOME_MSG.futureDate] });
    const credit = await sell(u, salePayload(TODAY, lines, { payment_type: 'CREDITO' }));
    const pay = await api(u, 'POST', `/api/incomes/${credit.id}/payments/`, {
      date: '2026-01-16',
      value: 100,
      payment_method: 'EFECTIVO',
    });
    expect(pay.json()).toEqual({ date: [INCOME_MSG.futureDate] });
    expect(
      await t.deps.db.select().from(incomePayments).where(eq(incomePayments.incomeId, credit.id)),
    ).toEqual([]);
  });

  it('a payment without value, method or date gets the alerts', async () => {
    const { u, product } = await shop();
    const credit = await sell(
      u,
      salePayload(TODAY, [{ inventory_id: product, quantity: 1, value: 2500 }], { payment_type: 'CREDITO' }),
    );
    const res = await api(u, 'POST', `/api/incomes/${credit.id}/payments/`, { value: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      date: [A.date],
      value: [A.paymentValue],
      payment_method: [A.paymentMethod],
    });
  });

  it('lines need positive whole quantities, whole non-negative prices and an item of the user', async () => {
    const { u, product } = await shop();
    const other = await shop();
    const res = await api(
      u,
      'POST',
      '/api/incomes/',
      salePayload(TODAY, [
        { inventory_id: product, quantity: 0, value: 2500 },
        { inventory_id: product, quantity: 1.5, value: -1 },
        { inventory_id: product, quantity: 1, value: 10.5 },
      ]),
    );
    expect(res.json()).toEqual({
      details: {
        0: { quantity: [INCOME_MSG.quantityInvalid] },
        1: { quantity: [INCOME_MSG.quantityInvalid], value: [INCOME_MSG.valueInvalid] },
        2: { value: [INCOME_MSG.valueInvalid] },
      },
    });
    const foreign = await api(
      u,
      'POST',
      '/api/incomes/',
      salePayload(TODAY, [
        { inventory_id: product, quantity: 1, value: 2500 },
        { inventory_id: other.product, quantity: 1, value: 2500 },
      ]),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ details: { 1: { inventory_id: [INCOME_MSG.itemNotFound] } } });
    expect(await available(other.batch)).toBe(50);
  });

  it('a product already in the sale is not added twice (docs/product/2-inventory-income-purchases.md §4)', async () => {
    const { u, product, batch } = await shop();
    const res = await api(
      u,
      'POST',
      '/api/incomes/',
      salePayload(TODAY, [
        { inventory_id: product, quantity: 1, value: 2500 },
        { inventory_id: product, quantity: 2, value: 2500 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ details: { 1: { inventory_id: [INCOME_MSG.duplicateLine] } } });
    expect(await available(batch)).toBe(50);
  });

  it('bad input is a 400 or 404, never a 500', async () => {
    const { u, product } = await shop();
    const credit = await sell(
      u,
      salePayload(TODAY, [{ inventory_id: product, quantity: 1, value: 2500 }], { payment_type: 'CREDITO' }),
    );
    const weird: unknown[] = [
      null,
      [],
      'texto',
      42,
      { details: 'x', client: 'y', date: 20260101, payment_type: 7 },
      { details: [null, 3, 'a'], client: [], date: '2026-02-30', payment_type: 'FIADO' },
      {
        ...salePayload('2026-13-01', []),
        details: [{ inventory_id: 'abc', quantity: '1e3', value: '1.000' }],
      },
      salePayload(TODAY, [{ inventory_id: 2 ** 40, quantity: 1, value: 1 }]),
      salePayload(TODAY, [{ inventory_id: product, quantity: 1, value: Number.MAX_SAFE_INTEGER }]),
      salePayload(TODAY, [{ inventory_id: product, quantity: 1, value: 1 }], {
        client: { ...JUAN, doc_type: 99_999, city: 'x', email: 'nope' },
      }),
      salePayload(TODAY, [{ inventory_id: product, quantity: 1, value: 1 }], {
        client: { ...JUAN, city: 1 },
      }),
      salePayload(
        TODAY,
        Array.from({ length: 201 }, () => ({ inventory_id: product, quantity: 1, value: 1 })),
      ),
    ];
    for (const payload of weird) {
      const res = await api(u, 'POST', '/api/incomes/', payload);
      expect([400, 404], `${JSON.stringify(payload).slice(0, 80)} → ${res.body}`).toContain(res.statusCode);
    }
    const urls = ['/api/incomes/abc/', '/api/incomes/0/', '/api/incomes/99999999999/', '/api/incomes/-1/pdf'];
    for (const url of urls) expect((await api(u, 'GET', url)).statusCode).toBe(404);
    for (const body of [null, { value: 'mucho' }, { value: -5, date: 'ayer', payment_method: 'CHEQUE' }]) {
      const res = await api(u, 'POST', `/api/incomes/${credit.id}/payments/`, body);
      expect(res.statusCode, res.body).toBe(400);
    }
    for (const q of ['payment_type=FIADO', 'limit=0', 'limit=abc', 'offset=-1']) {
      expect((await api(u, 'GET', `/api/incomes/?${q}`)).statusCode).toBe(400);
    }
    expect(
      (await api(u, 'POST', '/api/incomes/inventories/', { inventory_id: 'x', quantity: -1 })).statusCode,
    ).toBe(400);
    expect((await api(u, 'GET', '/api/clients/?doc_type=abc&doc_number=1')).statusCode).toBe(400);
  });
});

describe('tenancy', () => {
  it("another user's sale, payment and client answer 404", async () => {
    const a = await shop();
    const b = await shop();
    const credit = await sell(
      a.u,
      salePayload(TODAY, [{ inventory_id: a.product, quantity: 2, value: 2500 }], {
        payment_type: 'CREDITO',
        payment_method: 'BANCO',
        payment: 1000,
        client: JUAN,
      }),
    );
    const paymentId = (credit.payments as { id: number }[])[0]?.id;
    const base = `/api/incomes/${credit.id}`;
    const calls: [Parameters<typeof api>[1], string, unknown?][] = [
      ['GET', `${base}/`],
      ['PATCH', `${base}/`, { observations: 'x' }],
      ['DELETE', `${base}/`],
      ['GET', `${base}/pdf`],
      ['POST', `${base}/payments/`, { date: TODAY, value: 100, payment_method: 'EFECTIVO' }],
      ['GET', `${base}/payments/${paymentId}`],
      ['PATCH', `${base}/payments/${paymentId}`, { value: 100 }],
      ['DELETE', `${base}/payments/${paymentId}`],
      ['GET', `/api/clients/?doc_type=${JUAN.doc_type}&doc_number=${JUAN.doc_number}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await api(b.u, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'No encontrado.' });
    }
    // Using a's client id in b's sale form.
    const clientId = (credit.client as { id: number }).id;
    const res = await api(
      b.u,
      'POST',
      '/api/incomes/',
      salePayload(TODAY, [{ inventory_id: b.product, quantity: 1, value: 2500 }], {
        client: { ...JUAN, id: clientId, name: 'Robado' },
      }),
    );
    expect(res.statusCode).toBe(404);
    expect((await api(b.u, 'GET', '/api/clients/?name=Juan')).json()).toEqual([]);
    expect((await api(b.u, 'GET', '/api/incomes/')).json()).toEqual([]);
    // Nothing of a's changed.
    const [row] = await t.deps.db.select().from(incomes).where(eq(incomes.id, credit.id));
    expect(row).toMatchObject({ deleted: false, payment: 1000, observations: '' });
    const [juan] = await t.deps.db.select().from(clients).where(eq(clients.id, clientId));
    expect(juan?.name).toBe('Juan Pérez');
  });

  it('numbers documents per user, consecutively', async () => {
    const a = await shop();
    const b = await shop();
    const line = (p: number) => [{ inventory_id: p, quantity: 1, value: 2500 }];
    const a1 = await sell(a.u, salePayload(TODAY, line(a.product)));
    const b1 = await sell(b.u, salePayload(TODAY, line(b.product)));
    const a2 = await sell(a.u, salePayload(TODAY, line(a.product)));
    expect([a1.number, a2.number, b1.number]).toEqual([1, 2, 1]);
    expect(a2.reference).toBe('0002');
  });

  it('business routes need an active subscription', async () => {
    const u = await createUser(t, { subscribed: false });
    expect((await api(u, 'GET', '/api/incomes/')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/incomes/' })).statusCode).toBe(401);
  });
});

describe('payments (abonos)', () => {
  it('refuses an abono over the balance and finishes the credit when paid', async () => {
    const { u, product } = await shop();
    const credit = await sell(
      u,
      salePayload(TODAY, [{ inventory_id: product, quantity: 4, value: 2500 }], {
        payment_type: 'CREDITO',
        payment_method: 'EFECTIVO',
        payment: 4000,
        client: JUAN,
      }),
    );
    const url = `/api/incomes/${credit.id}/payments/`;
    let res = await api(u, 'POST', url, { date: TODAY, value: 6001, payment_method: 'BANCO' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ validations_error: [INCOME_MSG.paymentTooHigh(6000)] });
    expect(res.json().validations_error[0].replace(/\s/g, ' ')).toBe(
      'El valor del abono no puede superar el saldo pendiente ($ 6.000).',
    );

    res = await api(u, 'POST', url, {
      date: TODAY,
      value: 6000,
      payment_method: 'BANCO',
      observations: 'Pago total',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      number: 2,
      reference: `${credit.reference}-02`,
      value: 6000,
      payment_method: 'BANCO',
      observations: 'Pago total',
      is_finished: true,
      deleted: false,
      is_initial: false,
    });
    const detail = (await api(u, 'GET', `/api/incomes/${credit.id}/`)).json();
    expect(detail).toMatchObject({ payment: 10_000, balance: 0, paid_out: true });
    res = await api(u, 'POST', url, { date: TODAY, value: 1, payment_method: 'BANCO' });
    expect(res.json()).toEqual({ validations_error: [INCOME_MSG.paymentTooHigh(0)] });
    const b = await balances(u.id);
    expect(balanceOf(b, ACC.cuentasPorCobrar)).toBe(0);
    expect(balanceOf(b, ACC.bancos)).toBe(6000);
    expect(balanceOf(b, ACC.caja)).toBe(4000);
  });

  it('edits and voids an abono, re-posting and reopening the balance', async () => {
    const { u, product } = await shop();
    const credit = await sell(
      u,
      salePayload('2026-01-10', [{ inventory_id: product, quantity: 4, value: 2500 }], {
        payment_type: 'CREDITO',
        client: JUAN,
      }),
    );
    const url = `/api/incomes/${credit.id}/payments/`;
    const created = (
      await api(u, 'POST', url, { date: '2026-01-12', value: 3000, payment_method: 'EFECTIVO' })
    ).json();
    let res = await api(u, 'PATCH', `${url}${created.id}`, { value: 10_001 });
    expect(res.json()).toEqual({ validations_error: [INCOME_MSG.paymentTooHigh(10_000)] });
    res = await api(u, 'PATCH', `${url}${created.id}`, { value: 10_000, payment_method: 'BANCO' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      value: 10_000,
      payment_method: 'BANCO',
      date: '2026-01-12',
      is_finished: true,
    });
    res = await api(u, 'PATCH', `${url}${created.id}`, { date: '2026-01-09' });
    expect(res.json()).toEqual({ date: [INCOME_MSG.paymentBeforeSale] });
    let b = await balances(u.id);
    expect([balanceOf(b, ACC.caja), balanceOf(b, ACC.bancos), balanceOf(b, ACC.cuentasPorCobrar)]).toEqual([
      0, 10_000, 0,
    ]);
    expect((await api(u, 'GET', `${url}${created.id}`)).json()).toMatchObject({
      id: created.id,
      value: 10_000,
    });

    res = await api(u, 'DELETE', `${url}${created.id}`);
    expect(res.statusCode).toBe(204);
    expect((await api(u, 'DELETE', `${url}${created.id}`)).json()).toEqual({
      validations_error: [INCOME_MSG.paymentVoided.void],
    });
    expect((await api(u, 'PATCH', `${url}${created.id}`, { value: 1 })).json()).toEqual({
      validations_error: [INCOME_MSG.paymentVoided.edit],
    });
    const detail = (await api(u, 'GET', `/api/incomes/${credit.id}/`)).json();
    expect(detail).toMatchObject({
      payment: 0,
      balance: 10_000,
      paid_out: false,
      payments: [{ deleted: true }],
    });
    b = await balances(u.id);
    expect([balanceOf(b, ACC.bancos), balanceOf(b, ACC.cuentasPorCobrar)]).toEqual([0, 10_000]);
    // A new abono continues the numbering: voided references are not reused.
    const next = (await api(u, 'POST', url, { date: TODAY, value: 1, payment_method: 'EFECTIVO' })).json();
    expect(next.reference).toBe(`${credit.reference}-02`);
  });

  it('a cash sale takes no abonos', async () => {
    const { u, product } = await shop();
    const cash = await sell(u, salePayload(TODAY, [{ inventory_id: product, quantity: 1, value: 2500 }]));
    const res = await api(u, 'POST', `/api/incomes/${cash.id}/payments/`, {
      date: TODAY,
      value: 1,
      payment_method: 'EFECTIVO',
    });
    expect(res.json()).toEqual({ validations_error: [INCOME_MSG.paymentsOnlyCredit] });
  });
});

describe('void', () => {
  it('returns the stock, reverses the sale and its payments, and locks the document', async () => {
    const { u, product, batch, service } = await shop(10);
    const credit = await sell(
      u,
      salePayload(
        TODAY,
        [
          { inventory_id: product, quantity: 4, value: 2500 },
          { inventory_id: service, quantity: 1, value: 4000 },
        ],
        { payment_type: 'CREDITO', payment_method: 'EFECTIVO', payment: 2000, client: JUAN },
      ),
    );
    await api(u, 'POST', `/api/incomes/${credit.id}/payments/`, {
      date: TODAY,
      value: 3000,
      payment_method: 'BANCO',
    });
    expect(await available(batch)).toBe(6);

    const res = await api(u, 'DELETE', `/api/incomes/${credit.id}/`);
    expect(res.statusCode).toBe(204);
    expect(await available(batch)).toBe(10);
    const moves = await t.deps.db
      .select({ kind: stockMovements.kind, quantity: stockMovements.quantity })
      .from(stockMovements)
      .where(and(eq(stockMovements.sourceType, 'income'), eq(stockMovements.sourceId, credit.id)))
      .orderBy(asc(stockMovements.id));
    expect(moves).toEqual([
      { kind: 'sale', quantity: -4 },
      { kind: 'void', quantity: 4 },
    ]);
    const b = await balances(u.id);
    for (const acc of [ACC.caja, ACC.bancos, ACC.cuentasPorCobrar, ACC.ingresosVentas, ACC.costoVentas]) {
      expect(balanceOf(b, acc), acc).toBe(0);
    }
    expect(balanceOf(b, ACC.inventarios)).toBe(10_000); // the batch, back whole
    const live = await t.deps.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, u.id), eq(journalEntries.sourceType, 'income_payment')));
    expect(live).toHaveLength(4); // two payments, each with its reversal
    expect(live.every((e) => e.reversedAt !== null)).toBe(true);

    const detail = (await api(u, 'GET', `/api/incomes/${credit.id}/`)).json();
    expect(detail).toMatchObject({ deleted: true, payments: [{ deleted: true }, { deleted: true }] });
    const again = [
      [await api(u, 'PATCH', `/api/incomes/${credit.id}/`, { observations: 'x' }), INCOME_MSG.voided.edit],
      [await api(u, 'DELETE', `/api/incomes/${credit.id}/`), INCOME_MSG.voided.void],
      [await api(u, 'GET', `/api/incomes/${credit.id}/pdf`), INCOME_MSG.voided.download],
      [
        await api(u, 'POST', `/api/incomes/${credit.id}/payments/`, {
          date: TODAY,
          value: 1,
          payment_method: 'BANCO',
        }),
        INCOME_MSG.voided.payment,
      ],
    ] as const;
    for (const [r, message] of again) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ validations_error: [message] });
    }
    const summary = (await api(u, 'GET', '/api/incomes/?summary=true')).json();
    expect(summary).toMatchObject({ credit: 0, real: 0 });
  });

  it('brings back, inactive, an item deleted since, so its returned units stay visible', async () => {
    const { u, product, batch } = await shop(4);
    const sale = await sell(u, salePayload(TODAY, [{ inventory_id: product, quantity: 4, value: 2500 }]));
    expect((await api(u, 'DELETE', `/api/inventories/${product}/`)).statusCode).toBe(204);
    expect((await api(u, 'GET', `/api/inventories/${product}/`)).statusCode).toBe(404);

    const res = await api(u, 'DELETE', `/api/incomes/${sale.id}/`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await available(batch)).toBe(4);
    const item = (await api(u, 'GET', `/api/inventories/${product}/`)).json();
    expect(item).toMatchObject({ id: product, name: 'Panela', is_active: false });
    const listed = (await api(u, 'GET', '/api/inventories/')).json() as { id: number; stock: Json }[];
    expect(listed.find((i) => i.id === product)?.stock).toMatchObject({ quantity: 4 });
    const logs = (await api(u, 'GET', `/api/logs/?inventory=${product}`)).json() as Json[];
    expect(logs[0]).toMatchObject({ new_data: 'Restaurado (unidades devueltas al anular una venta)' });
    expect(balanceOf(await balances(u.id), ACC.inventarios)).toBe(4000);
  });

  it('refuses that void when another item took the deleted item’s name, changing nothing', async () => {
    const { u, product, batch } = await shop(2);
    const sale = await sell(u, salePayload(TODAY, [{ inventory_id: product, quantity: 2, value: 2500 }]));
    expect((await api(u, 'DELETE', `/api/inventories/${product}/`)).statusCode).toBe(204);
    await newItem(t, u, { name: 'Panela', cost_value: 1100, sale_value: 2600 });

    const res = await api(u, 'DELETE', `/api/incomes/${sale.id}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      validations_error: [
        'No se puede anular: Panela fue eliminado del inventario y ya existe otro inventario con ese nombre.',
      ],
    });
    expect(await available(batch)).toBe(0);
    expect((await api(u, 'GET', `/api/incomes/${sale.id}/`)).json()).toMatchObject({ deleted: false });
  });
});

describe('edit', () => {
  it('a cash sale: new lines give the old units back and draw again; method and total re-post', async () => {
    const { u, product, batch, service } = await shop(10);
    const sale = await sell(
      u,
      salePayload('2026-01-14', [{ inventory_id: product, quantity: 3, value: 2500 }]),
    );
    const res = await api(u, 'PATCH', `/api/incomes/${sale.id}/`, {
      details: [
        { inventory_id: product, quantity: 5, value: 2400 },
        { inventory_id: service, quantity: 2, value: 4000 },
      ],
      payment_method: 'BANCO',
      observations: 'Corregida',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      value: 20_000,
      payment: 20_000,
      payment_method: 'BANCO',
      observations: 'Corregida',
      date: '2026-01-14',
      details: [
        { quantity: 5, total_value: 12_000 },
        { quantity: 2, stock: service, total_value: 8000 },
      ],
    });
    expect(await available(batch)).toBe(5);
    const b = await balances(u.id);
    expect(balanceOf(b, ACC.caja)).toBe(0);
    expect(balanceOf(b, ACC.bancos)).toBe(20_000);
    expect(balanceOf(b, ACC.ingresosVentas)).toBe(20_000);
    expect(balanceOf(b, ACC.costoVentas)).toBe(5000);
    expect(balanceOf(b, ACC.inventarios)).toBe(5000);

    // Changing to credit is not an edit.
    const locked = await api(u, 'PATCH', `/api/incomes/${sale.id}/`, { payment_type: 'CREDITO' });
    expect(locked.json()).toEqual({ validations_error: [INCOME_MSG.paymentTypeLocked] });
    // More units than exist: refused whole, nothing changed.
    const over = await api(u, 'PATCH', `/api/incomes/${sale.id}/`, {
      details: [{ inventory_id: product, quantity: 11, value: 2500 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().validations_error[0]).toMatch(/^Inventario insuficiente: Panela tiene 10 unidades/);
    expect(await available(batch)).toBe(5);
  });

  it('a credit sale changes only date, client and observations', async () => {
    const { u, product, batch } = await shop(10);
    const credit = await sell(
      u,
      salePayload('2026-01-10', [{ inventory_id: product, quantity: 2, value: 2500 }], {
        payment_type: 'CREDITO',
        payment_method: 'EFECTIVO',
        payment: 1000,
        client: JUAN,
      }),
    );
    const url = `/api/incomes/${credit.id}/`;
    const refused = [
      { details: [{ inventory_id: product, quantity: 3, value: 2500 }] },
      { details: [{ inventory_id: product, quantity: 2, value: 2000 }] },
      { payment_method: 'BANCO' },
    ];
    for (const body of refused) {
      const res = await api(u, 'PATCH', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ validations_error: [INCOME_MSG.creditLocked] });
    }
    // The form sends the disabled fields unchanged: accepted.
    const res = await api(u, 'PATCH', url, {
      details: [{ inventory_id: product, quantity: 2, value: 2500, stock: batch }],
      payment_type: 'CREDITO',
      payment_method: 'EFECTIVO',
      payment: 1000,
      date: '2026-01-11',
      observations: 'Entrega el lunes',
      client: { name: 'Distribuidora Andina', doc_type: NIT, doc_number: '900123456', phone: '6041234567' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      date: '2026-01-11',
      value: 5000,
      payment: 1000,
      observations: 'Entrega el lunes',
      client: { name: 'Distribuidora Andina', doc_type: { id: NIT }, phone: '6041234567' },
      payments: [{ is_initial: true, date: '2026-01-11', value: 1000 }],
    });
    expect(await available(batch)).toBe(8);
    // The journal follows the new date: nothing left on the 10th, everything on the 11th.
    const on10 = await balancesAsOf(t.deps.db, u.id, '2026-01-10');
    expect(balanceOf(on10, ACC.ingresosVentas)).toBe(0);
    const on11 = await balancesAsOf(t.deps.db, u.id, '2026-01-11');
    expect(balanceOf(on11, ACC.ingresosVentas)).toBe(5000);
    expect(balanceOf(on11, ACC.cuentasPorCobrar)).toBe(4000);
    expect(balanceOf(on11, ACC.caja)).toBe(1000);

    // A later abono pins the date: the sale cannot move past it.
    await api(u, 'POST', `/api/incomes/${credit.id}/payments/`, {
      date: '2026-01-12',
      value: 500,
      payment_method: 'BANCO',
    });
    const late = await api(u, 'PATCH', url, { date: '2026-01-13' });
    expect(late.json()).toEqual({ validations_error: [INCOME_MSG.saleAfterPayments] });
  });
});

describe('sale form helpers', () => {
  it('lists sellable items and previews a line FIFO; services carry no stock', async () => {
    const { u, product, batch, service } = await shop(3);
    const second = (
      await api(u, 'POST', '/api/stocks/', {
        inventory_id: product,
        cost_value: 1200,
        sale_value: 2600,
        quantity: 4,
        is_initial: false,
        is_active: true,
      })
    ).json().id as number;
    const items = (await api(u, 'GET', '/api/incomes/inventories/')).json();
    expect(items).toEqual([
      { id: service, name: 'Instalacion', category: 'SERVICIO', value: 4000, stock: null },
      { id: product, name: 'Panela', category: 'PRODUCTO COMPRADO', value: 2500, stock: 7 },
    ]);
    let res = await api(u, 'POST', '/api/incomes/inventories/', { inventory_id: product, quantity: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      inventory_id: product,
      stock: batch,
      available: 7,
      sale_value: 2500,
      batches: [
        { stock: batch, quantity: 3, cost_value: 1000 },
        { stock: second, quantity: 2, cost_value: 1200 },
      ],
    });
    res = await api(u, 'POST', '/api/incomes/inventories/', { inventory_id: product, quantity: 8 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      validations_errors: [
        'Inventario insuficiente: Panela tiene 7 unidades disponibles y se solicitaron 8.',
      ],
    });
    res = await api(u, 'POST', '/api/incomes/inventories/', { inventory_id: service, quantity: 99 });
    expect(res.json()).toEqual({
      inventory_id: service,
      stock: service,
      available: null,
      sale_value: 4000,
      batches: [],
    });
    const other = await shop();
    res = await api(u, 'POST', '/api/incomes/inventories/', { inventory_id: other.product, quantity: 1 });
    expect(res.statusCode).toBe(404);
  });

  it('opening stock typed after a manual batch is still drawn first, and every view says so', async () => {
    const { u, product, batch } = await shop(3);
    const opening = (
      await api(u, 'POST', '/api/stocks/', {
        inventory_id: product,
        cost_value: 900,
        sale_value: 2400,
        quantity: 2,
        is_initial: true,
      })
    ).json().id as number;
    const preview = (
      await api(u, 'POST', '/api/incomes/inventories/', { inventory_id: product, quantity: 4 })
    ).json();
    const expected = [
      { stock: opening, quantity: 2, cost_value: 900 },
      { stock: batch, quantity: 2, cost_value: 1000 },
    ];
    expect(preview).toEqual({
      inventory_id: product,
      stock: opening,
      available: 5,
      sale_value: 2400,
      batches: expected,
    });
    const sellable = (await api(u, 'GET', '/api/incomes/inventories/')).json() as {
      id: number;
      value: number;
    }[];
    expect(sellable.find((i) => i.id === product)?.value).toBe(2400);
    const listed = (await api(u, 'GET', '/api/inventories/')).json() as { id: number; stock: Json }[];
    expect(listed.find((i) => i.id === product)?.stock).toEqual({
      is_initial: true,
      quantity: 5,
      cost_value: 900,
      sale_value: 2400,
    });
    const sale = await sell(u, salePayload(TODAY, [{ inventory_id: product, quantity: 4, value: 2500 }]));
    expect((sale.details as { batches: unknown }[])[0]?.batches).toEqual(expected);
  });

  it('an insufficient sale is refused whole with the inventory message', async () => {
    const { u, product, batch, service } = await shop(2);
    const res = await api(
      u,
      'POST',
      '/api/incomes/',
      salePayload(TODAY, [
        { inventory_id: service, quantity: 1, value: 4000 },
        { inventory_id: product, quantity: 3, value: 2500 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      validations_error: ['Inventario insuficiente: Panela tiene 2 unidades disponibles y se solicitaron 3.'],
    });
    expect(await available(batch)).toBe(2);
    expect(await t.deps.db.select().from(incomes).where(eq(incomes.userId, u.id))).toEqual([]);
    // The refused sale did not burn a number.
    const ok = await sell(u, salePayload(TODAY, [{ inventory_id: product, quantity: 2, value: 2500 }]));
    expect(ok.number).toBe(1);
  });

  it('inactive items cannot be sold, but sales that have them can still be edited', async () => {
    const { u, service } = await shop();
    const line = [{ inventory_id: service, quantity: 1, value: 4000 }];
    const before = await sell(u, salePayload('2026-01-14', line));
    await api(u, 'PATCH', `/api/inventories/${service}/`, { is_active: false });
    const res = await api(u, 'POST', '/api/incomes/', salePayload(TODAY, line));
    expect(res.json()).toEqual({ validations_error: [INCOME_MSG.itemUnavailable('Instalacion')] });
    const edit = await api(u, 'PATCH', `/api/incomes/${before.id}/`, { date: TODAY });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ date: TODAY, value: 4000 });
    const items = (await api(u, 'GET', '/api/incomes/inventories/')).json();
    expect(items.map((i: Json) => i.id)).not.toContain(service);
  });

  it('finds clients by document or name, and the sale form creates then updates them', async () => {
    const { u, product } = await shop();
    const line = [{ inventory_id: product, quantity: 1, value: 2500 }];
    await sell(u, salePayload(TODAY, line, { client: { ...JUAN, city: 5001, email: 'JUAN@Example.com' } }));
    await sell(
      u,
      salePayload(TODAY, line, { client: { ...JUAN, name: 'Juan Pérez Gómez', phone: '6045556677' } }),
    );
    const rows = await t.deps.db.select().from(clients).where(eq(clients.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Juan Pérez Gómez',
      phone: '6045556677',
      email: 'juan@example.com',
      cityId: 5001,
    });

    let res = await api(u, 'GET', `/api/clients/?doc_type=${CC}&doc_number=1020304050`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: rows[0]?.id,
      name: 'Juan Pérez Gómez',
      doc_type: { id: 13, name: 'Cédula de ciudadanía' },
      doc_number: '1020304050',
      address: '',
      phone: '6045556677',
      cellphone: '',
      email: 'juan@example.com',
      city: { id: 5001, name: 'Medellín', state: 5 },
    });
    res = await api(u, 'GET', `/api/clients/?doc_type=${CC}&doc_number=999`);
    expect(res.statusCode).toBe(404);
    expect((await api(u, 'GET', '/api/clients/?name=pérez')).json()).toHaveLength(1);
    expect((await api(u, 'GET', '/api/clients/?name=100%')).json()).toEqual([]);
    res = await api(u, 'GET', '/api/clients/?name=ju');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: [INCOME_MSG.clientSearchShort] });

    // Picking the client by id and giving it a document another client has: refused.
    await sell(u, salePayload(TODAY, line, { client: { name: 'Otra', doc_type: NIT, doc_number: '800' } }));
    res = await api(
      u,
      'POST',
      '/api/incomes/',
      salePayload(TODAY, line, {
        client: { id: rows[0]?.id, name: 'Juan', doc_type: NIT, doc_number: '800' },
      }),
    );
    expect(res.json()).toEqual({ client: { doc_number: [INCOME_MSG.clientDocTaken] } });
  });
});

describe('invoice', () => {
  // A 1×1 PNG.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const images = async (pdf: Buffer) => {
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    try {
      return (await parser.getImage({ imageThreshold: 0 })).pages[0]?.images.length ?? 0;
    } finally {
      await parser.destroy();
    }
  };

  it('carries the commerce logo when there is one, and never reads outside the uploads', async () => {
    const { u, product } = await shop();
    const sale = await sell(u, salePayload(TODAY, [{ inventory_id: product, quantity: 2, value: 2500 }]));
    let res = await api(u, 'GET', `/api/incomes/${sale.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(await images(res.rawPayload)).toBe(0);

    mkdirSync(path.join(t.deps.config.uploadsDir, 'logos'), { recursive: true });
    writeFileSync(path.join(t.deps.config.uploadsDir, 'logos', `logo-${u.id}.png`), PNG);
    await t.deps.db
      .update(profiles)
      .set({ logo: `logos/logo-${u.id}.png` })
      .where(eq(profiles.userId, u.id));
    const detail = (await api(u, 'GET', `/api/incomes/${sale.id}/`)).json();
    expect(detail.user.profile.logo).toEqual({ image: `/media/logos/logo-${u.id}.png` });
    res = await api(u, 'GET', `/api/incomes/${sale.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(await images(res.rawPayload)).toBe(1);

    await t.deps.db.update(profiles).set({ logo: '../../../etc/passwd' }).where(eq(profiles.userId, u.id));
    res = await api(u, 'GET', `/api/incomes/${sale.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(await images(res.rawPayload)).toBe(0);
  });

  it('renders without the logo when the stored logo does not decode, and nothing escapes pdfkit', async () => {
    const { u, product } = await shop();
    const sale = await sell(u, salePayload(TODAY, [{ inventory_id: product, quantity: 1, value: 2500 }]));
    // Stored before uploads were decoded, or damaged on disk: upload can no longer refuse them.
    // The 8000 × 8000 one took pdfkit 18 s and 1.46 GB.
    const stored: [string, Buffer][] = [
      ['corrupt', corruptPng()],
      ['bomb', await flatPng(8000, 8000)],
    ];
    mkdirSync(path.join(t.deps.config.uploadsDir, 'logos'), { recursive: true });
    for (const [name, data] of stored) {
      writeFileSync(path.join(t.deps.config.uploadsDir, 'logos', `${name}-${u.id}.png`), data);
      await t.deps.db
        .update(profiles)
        .set({ logo: `logos/${name}-${u.id}.png` })
        .where(eq(profiles.userId, u.id));

      // The crash of issue 8 was an exception thrown in pdfkit's zlib callback: no request to
      // answer it, so the process died. Listen at process level and give callbacks time to run.
      const escaped: unknown[] = [];
      const listener = (err: unknown) => escaped.push(err);
      process.prependListener('uncaughtException', listener);
      try {
        const res = await Promise.race([
          api(u, 'GET', `/api/incomes/${sale.id}/pdf`),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
        ]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(escaped.map(String), name).toEqual([]);
        expect(res?.statusCode, `${name}: an answer within 10 s`).toBe(200);
        if (!res) return;
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        expect(await images(res.rawPayload), name).toBe(0);
      } finally {
        process.removeListener('uncaughtException', listener);
      }
    }
  });
});
