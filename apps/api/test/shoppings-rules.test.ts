import { SHOPPING_MSG } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, providers, shoppingPayments, shoppings, stocks } from '../src/db/schema/index.ts';
import { ACC, balanceOf, balancesAsOf } from '../src/ledger/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, CC, type Json, newItem, newService, salePayload } from './incomes-fixtures.ts';
import { ANDINA, newShopping, shoppingPayload } from './shoppings-fixtures.ts';

// Validation, abonos, voids, edits and tenancy of /api/shoppings/ and /api/providers/.
let t: TestApp;
let api: ReturnType<typeof apiOf>;
const TODAY = '2026-01-15';
const other = [{ description: 'Papelería', quantity: 2, value: 10_000 }];
const credit = (details: Json[] = other, overrides: Json = {}) =>
  shoppingPayload(6, '2026-01-10', details, { payment_type: 'CREDITO', payment_method: '', ...overrides });
const books = (u: CreatedUser) => balancesAsOf(t.deps.db, u.id, '2026-12-31');

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T15:00:00Z` });
  api = apiOf(t);
});
afterAll(() => t.close());

describe('validation (docs/product/2-inventory-income-purchases.md §5 texts)', () => {
  let u: CreatedUser;
  beforeAll(async () => {
    u = await createUser(t);
  });
  const post = (body: unknown) => api(u, 'POST', '/api/shoppings/', body);

  it('answers the alert texts of an empty form', async () => {
    const res = await post({ category_id: 6 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      details: ['Debe agregar mínimo un producto o servicio'],
      date: ['Debe seleccionar la fecha'],
      payment_type: ['Este campo es requerido.'],
      provider: {
        name: ['Debe indicar el nombre del proveedor'],
        doc_type: ['Debe seleccionar un tipo de documento'],
        doc_number: ['Debe indicar el número de documento'],
      },
    });
    expect((await post({})).json().category_id).toEqual(['Debe seleccionar la categoría de la compra']);
    expect((await post({ category_id: 7 })).json().category_id).toEqual(['Seleccione una opción válida.']);
  });

  it('refuses the same product, or the same ad-hoc description, twice (docs/product/2-inventory-income-purchases.md §4)', async () => {
    const twice = [
      { description: 'Papelería', quantity: 1, value: 1000 },
      { description: 'papelería', quantity: 2, value: 1000 },
    ];
    let res = await post(shoppingPayload(6, TODAY, twice));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      details: { 1: { description: [SHOPPING_MSG.duplicateLine('papelería')] } },
    });
    const item = await newItem(t, u, { name: 'Lentejas duplicadas', cost_value: 1000, sale_value: 2000 });
    const line = { inventory_id: item.id, quantity: 1, value: 1000, sale_value: 2000 };
    res = await post(shoppingPayload(4, TODAY, [line, line]));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[1].inventory_id).toHaveLength(1);
  });

  it('checks ad-hoc lines of property and other purchases', async () => {
    let res = await post(
      shoppingPayload(
        5,
        TODAY,
        [
          { description: '', quantity: '', value: '' },
          { description: 'Estante', quantity: 0, value: 0 },
        ],
        {
          provider: { doc_type: CC, doc_number: '1' },
        },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      provider: { name: ['Debe indicar el nombre del proveedor'] },
      details: {
        '0': {
          description: ['Debe indicar el nombre del producto'],
          quantity: ['Debe indicar la cantidad del producto'],
          value: ['Debe indicar el precio del producto'],
        },
        '1': {
          quantity: ['Debe indicar la cantidad del producto'],
          value: ['Debe indicar el precio del producto'],
        },
      },
    });
    res = await post(shoppingPayload(5, TODAY, [{ description: 'Mesa', quantity: 1.5, value: '12.000' }]));
    expect(res.json()).toEqual({
      details: {
        '0': {
          quantity: ['La cantidad debe ser un número entero mayor que cero.'],
          value: ['Solo se aceptan números, sin puntos, ni espacios.'],
        },
      },
    });
  });

  it('checks inventory lines: item, cost, sale value, products of this user only', async () => {
    let res = await post(shoppingPayload(4, TODAY, [{ description: 'Algo', quantity: 1 }]));
    expect(res.json()).toEqual({
      details: {
        '0': {
          inventory_id: ['Debe seleccionar el producto'],
          value: ['Debe indicar el costo del producto'],
          sale_value: ['Debe indicar el precio de venta del producto'],
        },
      },
    });
    const service = await newService(t, u, 'Instalación', 20_000);
    const stranger = await createUser(t);
    const foreign = await newItem(t, stranger, { name: 'Ajeno', cost_value: 1, sale_value: 2 });
    res = await post(
      shoppingPayload(4, TODAY, [
        { inventory_id: foreign.id, quantity: 1, value: 100, sale_value: 200 },
        { inventory_id: service.id, quantity: 1, value: 100, sale_value: 200 },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      details: {
        '0': { inventory_id: ['El producto o servicio no existe.'] },
        '1': { inventory_id: ['Los servicios no manejan stock.'] },
      },
    });
    expect(await t.deps.db.select().from(shoppings).where(eq(shoppings.userId, u.id))).toEqual([]);
  });

  it('checks the date, the method and the initial payment', async () => {
    let res = await post(shoppingPayload(6, '2026-01-16', other));
    expect(res.json()).toEqual({ date: ['La fecha no puede ser posterior a hoy.'] });
    res = await post(shoppingPayload(6, '2026-02-30', other));
    expect(res.json()).toEqual({ date: ['Fecha inválida (AAAA-MM-DD).'] });
    res = await post(shoppingPayload(6, TODAY, other, { payment_method: '' }));
    expect(res.json()).toEqual({ payment_method: ['Debe seleccionar el método de pago'] });
    res = await post(credit(other, { payment: 5000 }));
    expect(res.json()).toEqual({ payment_method: ['Debe seleccionar el método de pago'] });
    res = await post(credit(other, { payment: 20_001, payment_method: 'BANCO' }));
    expect(res.json()).toEqual({ payment: ['El pago inicial no puede ser mayor al total de la compra.'] });
    res = await post(
      shoppingPayload(6, TODAY, [{ description: 'x', quantity: 1_000_000, value: 999_999_999_999 }]),
    );
    expect(res.json()).toEqual({ details: ['El total de la compra no puede ser mayor a 999.999.999.999.'] });
  });

  it('ignores the form total and computes its own', async () => {
    const s = await newShopping(t, u, shoppingPayload(6, TODAY, other, { value: 1 }));
    expect(s.value).toBe(20_000);
  });

  it('never answers 5xx to bad input', async () => {
    const s = await newShopping(t, u, credit());
    const bodies: unknown[] = [
      null,
      [],
      'x',
      { details: 'x', provider: 7, category_id: 'cuatro', date: 20260101 },
      { ...credit(), details: [{ inventory_id: '1; DROP TABLE', quantity: -1, value: 1e30 }] },
      { ...credit(), provider: { ...ANDINA, doc_type: 999_999, city: 999_999_999 } },
      { ...credit(), provider: { ...ANDINA, id: 2_147_483_647 } },
      { ...credit(), observations: 'x'.repeat(10_000) },
      { value: -5, date: 'ayer', payment_method: 'CHEQUE' },
    ];
    const urls: [string, string][] = [
      ['POST', '/api/shoppings/'],
      ['PATCH', `/api/shoppings/${s.id}/`],
      ['POST', `/api/shoppings/${s.id}/payments/`],
      ['PATCH', `/api/shoppings/${s.id}/payments/1`],
      ['PATCH', '/api/shoppings/abc/'],
      ['POST', '/api/shoppings/99999999999/payments/'],
    ];
    for (const [method, url] of urls) {
      for (const body of bodies) {
        const res = await api(u, method as 'POST', url, body);
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)} → ${res.body}`).toBeLessThan(500);
        expect(res.statusCode).not.toBe(200);
      }
    }
    for (const q of ['payment_type=X', 'payment_method=CHEQUE', 'limit=0', 'offset=-1', 'summary=maybe']) {
      expect((await api(u, 'GET', `/api/shoppings/?${q}`)).statusCode).toBeLessThan(500);
    }
    for (const q of ['doc_type=abc&doc_number=1', 'doc_type=1&doc_number=', `name=${'x'.repeat(300)}`]) {
      expect((await api(u, 'GET', `/api/providers/?${q}`)).statusCode).toBe(400);
    }
  });
});

describe('abonos', () => {
  let u: CreatedUser;
  beforeAll(async () => {
    u = await createUser(t);
  });
  const pay = (id: number, body: Json) => api(u, 'POST', `/api/shoppings/${id}/payments/`, body);

  it('refuses an abono over the balance, writing nothing', async () => {
    const s = await newShopping(t, u, credit(other, { payment: 5000, payment_method: 'EFECTIVO' }));
    const res = await pay(s.id, { date: TODAY, value: 15_001, payment_method: 'BANCO' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      validations_error: [SHOPPING_MSG.paymentTooHigh(15_000)],
    });
    const rows = await t.deps.db.select().from(shoppingPayments).where(eq(shoppingPayments.shoppingId, s.id));
    expect(rows).toHaveLength(1);
  });

  it('pays to the end: Finalizado, then no more abonos', async () => {
    const s = await newShopping(t, u, credit());
    let res = await pay(s.id, { date: TODAY, value: 12_000, payment_method: 'EFECTIVO' });
    expect(res.json()).toMatchObject({ number: 1, is_finished: false });
    res = await pay(s.id, { date: TODAY, value: '8000', payment_method: 'banco' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ number: 2, value: 8000, payment_method: 'BANCO', is_finished: true });
    const detail = (await api(u, 'GET', `/api/shoppings/${s.id}/`)).json();
    expect(detail).toMatchObject({ payment: 20_000, balance: 0, paid_out: true });
    res = await pay(s.id, { date: TODAY, value: 1, payment_method: 'BANCO' });
    expect(res.json()).toEqual({
      validations_error: [SHOPPING_MSG.paymentTooHigh(0)],
    });
  });

  it('checks the payment payload and the credit', async () => {
    const s = await newShopping(t, u, credit());
    let res = await pay(s.id, { date: TODAY });
    expect(res.json()).toEqual({
      value: ['Debe indicar el valor del abono'],
      payment_method: ['Debe seleccionar el método de pago'],
    });
    res = await pay(s.id, { date: '2026-01-09', value: 1, payment_method: 'BANCO' });
    expect(res.json()).toEqual({
      date: ['La fecha del abono no puede ser anterior a la fecha de la compra.'],
    });
    res = await pay(s.id, { date: '2026-01-16', value: 1, payment_method: 'BANCO' });
    expect(res.json()).toEqual({ date: ['La fecha no puede ser posterior a hoy.'] });
    const cash = await newShopping(t, u, shoppingPayload(6, TODAY, other));
    res = await pay(cash.id, { date: TODAY, value: 1, payment_method: 'BANCO' });
    expect(res.json()).toEqual({ validations_error: ['Solo las compras a crédito reciben abonos.'] });
  });

  it('edits an abono (re-posted) and voids it (reversed, balance pending again)', async () => {
    const s = await newShopping(t, u, credit([{ description: 'Tintas', quantity: 1, value: 50_000 }]));
    const before = await books(u);
    const created = (await pay(s.id, { date: TODAY, value: 20_000, payment_method: 'EFECTIVO' })).json();
    const url = `/api/shoppings/${s.id}/payments/${created.id}`;
    expect((await api(u, 'GET', url)).json()).toEqual(created);

    let res = await api(u, 'PATCH', url, { value: 50_001 });
    expect(res.json().validations_error).toEqual([SHOPPING_MSG.paymentTooHigh(50_000)]);
    res = await api(u, 'PATCH', url, { value: 30_000, payment_method: 'BANCO', observations: 'Corrige' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ value: 30_000, payment_method: 'BANCO', observations: 'Corrige' });
    let after = await books(u);
    const moved = (code: string) => balanceOf(after, code) - balanceOf(before, code);
    expect([moved(ACC.caja), moved(ACC.bancos), moved(ACC.proveedores)]).toEqual([0, -30_000, -30_000]);

    res = await api(u, 'DELETE', url);
    expect(res.statusCode).toBe(204);
    after = await books(u);
    expect([moved(ACC.caja), moved(ACC.bancos), moved(ACC.proveedores)]).toEqual([0, 0, 0]);
    expect((await api(u, 'GET', `/api/shoppings/${s.id}/`)).json()).toMatchObject({
      payment: 0,
      balance: 50_000,
      payments: [{ id: created.id, deleted: true }],
    });
    expect((await api(u, 'DELETE', url)).json()).toEqual({
      validations_error: ['Este abono ya fue anulado.'],
    });
    expect((await api(u, 'PATCH', url, { value: 1 })).statusCode).toBe(400);
  });
});

describe('voids', () => {
  it('voids an inventory purchase: batch cancelled, entries reversed, payments voided', async () => {
    const u = await createUser(t);
    const item = await newItem(t, u, { name: 'Café', cost_value: 9000, sale_value: 14_000 });
    const s = await newShopping(
      t,
      u,
      shoppingPayload(
        4,
        '2026-01-10',
        [{ inventory_id: item.id, quantity: 12, value: 9000, sale_value: 14_000 }],
        {
          payment_type: 'CREDITO',
          payment: 8000,
          payment_method: 'EFECTIVO',
        },
      ),
    );
    expect(
      (
        await api(u, 'POST', `/api/shoppings/${s.id}/payments/`, {
          date: TODAY,
          value: 10_000,
          payment_method: 'BANCO',
        })
      ).statusCode,
    ).toBe(201);
    const res = await api(u, 'DELETE', `/api/shoppings/${s.id}/`);
    expect(res.statusCode, res.body).toBe(204);

    const [batch] = await t.deps.db
      .select()
      .from(stocks)
      .where(eq(stocks.id, s.details[0]?.stock as number));
    expect(batch).toMatchObject({ isActive: false, available: 0 });
    const b = await books(u);
    for (const code of [ACC.inventarios, ACC.proveedores, ACC.caja, ACC.bancos])
      expect(balanceOf(b, code)).toBe(0);
    const detail = (await api(u, 'GET', `/api/shoppings/${s.id}/`)).json();
    expect(detail).toMatchObject({ deleted: true, details: [{ quantity: 12 }] });
    expect(detail.payments.map((p: Json) => p.deleted)).toEqual([true, true]);
    expect((await api(u, 'GET', '/api/shoppings/?summary')).json()).toMatchObject({ real: 0, credit: 0 });
    expect((await api(u, 'GET', `/api/inventories/${item.id}/`)).json().stock).toEqual([
      expect.objectContaining({ id: batch?.id, is_active: false }),
    ]);

    expect((await api(u, 'DELETE', `/api/shoppings/${s.id}/`)).json()).toEqual({
      validations_error: ['Esta compra ya fue anulada.'],
    });
    expect((await api(u, 'PATCH', `/api/shoppings/${s.id}/`, { observations: 'x' })).json()).toEqual({
      validations_error: ['Esta compra está anulada: no se puede editar.'],
    });
    expect(
      (
        await api(u, 'POST', `/api/shoppings/${s.id}/payments/`, {
          date: TODAY,
          value: 1,
          payment_method: 'BANCO',
        })
      ).json(),
    ).toEqual({ validations_error: ['Esta compra está anulada: no recibe abonos.'] });
  });

  it('refuses to void a purchase whose batch a sale (POST /api/incomes/) drew from', async () => {
    const u = await createUser(t);
    const item = await newItem(t, u, { name: 'Azúcar', cost_value: 3000, sale_value: 4500 });
    const s = await newShopping(
      t,
      u,
      shoppingPayload(4, '2026-01-10', [
        { inventory_id: item.id, quantity: 5, value: 3000, sale_value: 4500 },
      ]),
    );
    const sale = await api(
      u,
      'POST',
      '/api/incomes/',
      salePayload(TODAY, [{ inventory_id: item.id, quantity: 1, value: 4500 }]),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    let res = await api(u, 'DELETE', `/api/shoppings/${s.id}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json().validations_error).toEqual([
      'No se puede anular esta compra porque ya se vendieron unidades del inventario que ingresó.',
    ]);
    // Once the sale is voided the units are back: the purchase can go.
    expect((await api(u, 'DELETE', `/api/incomes/${sale.json().id}/`)).statusCode).toBe(204);
    res = await api(u, 'DELETE', `/api/shoppings/${s.id}/`);
    expect(res.statusCode, res.body).toBe(204);
    expect(balanceOf(await books(u), ACC.inventarios)).toBe(0);
  });
});

describe('edits', () => {
  let u: CreatedUser;
  beforeAll(async () => {
    u = await createUser(t);
  });
  const patch = (id: number, body: Json) => api(u, 'PATCH', `/api/shoppings/${id}/`, body);

  it('re-posts a cash purchase whose lines and method change', async () => {
    const s = await newShopping(
      t,
      u,
      shoppingPayload(5, '2026-01-05', [{ description: 'Silla', quantity: 2, value: 90_000 }]),
    );
    const res = await patch(s.id, {
      details: [{ description: 'Silla', quantity: 3, value: 90_000 }],
      payment_method: 'BANCO',
      date: '2026-01-06',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      value: 270_000,
      payment: 270_000,
      payment_method: 'BANCO',
      date: '2026-01-06',
    });
    const b = await books(u);
    expect(balanceOf(b, ACC.caja)).toBe(0);
    expect(balanceOf(b, ACC.bancos)).toBe(-270_000);
    expect(balanceOf(b, ACC.propiedadPlantaEquipo)).toBe(270_000);
  });

  it('re-creates the batches of an inventory purchase nothing was sold from', async () => {
    const item = await newItem(t, u, { name: 'Sal', cost_value: 800, sale_value: 1200 });
    const s = await newShopping(
      t,
      u,
      shoppingPayload(4, '2026-01-05', [
        { inventory_id: item.id, quantity: 10, value: 800, sale_value: 1200 },
      ]),
    );
    const res = await patch(s.id, {
      category_id: 4,
      details: [{ inventory_id: item.id, quantity: 15, value: 900, sale_value: 1300 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({
      value: 13_500,
      details: [{ quantity: 15, value: 900, sale_value: 1300 }],
    });
    const batches = await t.deps.db
      .select({
        id: stocks.id,
        isActive: stocks.isActive,
        available: stocks.available,
        quantity: stocks.quantity,
      })
      .from(stocks)
      .where(and(eq(stocks.userId, u.id), eq(stocks.inventoryId, item.id)))
      .orderBy(stocks.id);
    expect(batches).toEqual([
      { id: s.details[0]?.stock, isActive: false, available: 0, quantity: 10 },
      { id: updated.details[0].stock, isActive: true, available: 15, quantity: 15 },
    ]);
    expect(balanceOf(await books(u), ACC.inventarios)).toBe(13_500);
  });

  it('keeps what may not change', async () => {
    const s = await newShopping(t, u, credit(other, { payment: 5000, payment_method: 'EFECTIVO' }));
    expect((await patch(s.id, { payment_type: 'CONTADO', payment_method: 'EFECTIVO' })).json()).toEqual({
      validations_error: ['El tipo de pago de una compra no se puede cambiar.'],
    });
    expect((await patch(s.id, { category_id: 5 })).json()).toEqual({
      validations_error: ['La categoría de una compra no se puede cambiar.'],
    });
    expect((await patch(s.id, { payment_method: 'BANCO' })).json()).toEqual({
      validations_error: ['En una compra a crédito el método de pago se cambia desde sus abonos.'],
    });
    expect(
      (
        await api(u, 'POST', `/api/shoppings/${s.id}/payments/`, {
          date: '2026-01-12',
          value: 10_000,
          payment_method: 'BANCO',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await patch(s.id, { details: [{ description: 'Papelería', quantity: 1, value: 14_999 }] })).json(),
    ).toEqual({
      validations_error: ['El total de la compra no puede ser menor a lo ya abonado.'],
    });
    expect((await patch(s.id, { date: '2026-01-13' })).json()).toEqual({
      validations_error: ['La fecha de la compra no puede ser posterior a la de sus abonos.'],
    });
    // Lines sent without category_id are checked against the stored category.
    expect(
      (await patch(s.id, { details: [{ inventory_id: 1, quantity: 1, value: 1, sale_value: 1 }] })).json(),
    ).toEqual({
      details: { '0': { description: ['Debe indicar el nombre del producto'] } },
    });
    // A credit's lines may change while the total covers what was paid; the initial payment moves with the date.
    const res = await patch(s.id, {
      details: [{ description: 'Papelería', quantity: 1, value: 15_000 }],
      date: '2026-01-11',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      value: 15_000,
      payment: 15_000,
      balance: 0,
      paid_out: true,
      date: '2026-01-11',
    });
    expect(res.json().payments[0]).toMatchObject({ is_initial: true, date: '2026-01-11' });
    expect(balanceOf(await books(u), ACC.proveedores)).toBe(0);
  });
});

describe('tenancy and providers', () => {
  it("answers 404 for another user's purchase, payment and provider", async () => {
    const owner = await createUser(t);
    const intruder = await createUser(t);
    const s = await newShopping(t, owner, credit(other, { payment: 1000, payment_method: 'BANCO' }));
    const paymentId = s.payments[0]?.id as number;
    const providerId = (s.provider as Json).id as number;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/shoppings/${s.id}/`],
      ['PATCH', `/api/shoppings/${s.id}/`, { observations: 'mío' }],
      ['DELETE', `/api/shoppings/${s.id}/`],
      ['POST', `/api/shoppings/${s.id}/payments/`, { date: TODAY, value: 1, payment_method: 'BANCO' }],
      ['GET', `/api/shoppings/${s.id}/payments/${paymentId}`],
      ['PATCH', `/api/shoppings/${s.id}/payments/${paymentId}`, { value: 2 }],
      ['DELETE', `/api/shoppings/${s.id}/payments/${paymentId}`],
      ['GET', `/api/providers/?doc_type=${ANDINA.doc_type}&doc_number=${ANDINA.doc_number}`],
      [
        'POST',
        '/api/shoppings/',
        shoppingPayload(6, TODAY, other, { provider: { ...ANDINA, id: providerId } }),
      ],
    ];
    for (const [method, url, body] of calls) {
      const res = await api(intruder, method as 'GET', url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'No encontrado.' });
    }
    expect((await api(intruder, 'GET', '/api/shoppings/')).json()).toEqual([]);
    expect((await api(intruder, 'GET', '/api/providers/?name=Andina')).json()).toEqual([]);
    const [row] = await t.deps.db.select().from(shoppings).where(eq(shoppings.id, s.id));
    expect(row).toMatchObject({ deleted: false, observations: '', payment: 1000 });
  });

  it('finds providers by document or by name (3 characters or more), one per document', async () => {
    const u = await createUser(t);
    await newShopping(
      t,
      u,
      shoppingPayload(6, TODAY, other, { provider: { ...ANDINA, email: 'VENTAS@andina.co' } }),
    );
    await newShopping(
      t,
      u,
      shoppingPayload(6, TODAY, other, {
        provider: { name: 'Papelería El Sol', doc_type: CC, doc_number: '71000111' },
      }),
    );
    // The same document again updates the provider instead of creating another one.
    await newShopping(
      t,
      u,
      shoppingPayload(6, TODAY, other, { provider: { ...ANDINA, name: 'Distribuidora Andina SAS' } }),
    );
    expect(await t.deps.db.select().from(providers).where(eq(providers.userId, u.id))).toHaveLength(2);

    let res = await api(u, 'GET', `/api/providers/?doc_type=31&doc_number=900123456`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Distribuidora Andina SAS',
      doc_type: { id: 31, name: 'NIT' },
      doc_number: '900123456',
      address: '',
      phone: '',
      cellphone: '',
      email: 'ventas@andina.co',
      city: null,
    });
    res = await api(u, 'GET', '/api/providers/?doc_type=31&doc_number=1');
    expect(res.statusCode).toBe(404);
    res = await api(u, 'GET', '/api/providers/?name=sol');
    expect(res.json().map((p: Json) => p.name)).toEqual(['Papelería El Sol']);
    res = await api(u, 'GET', '/api/providers/?name=so');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['Escriba al menos 3 caracteres para buscar un proveedor por nombre.'],
    });
    res = await api(u, 'GET', '/api/providers/?name=%25%25%25');
    expect(res.json()).toEqual([]);
  });

  it('needs an active subscription', async () => {
    const u = await createUser(t, { subscribed: false });
    for (const url of ['/api/shoppings/', '/api/providers/', '/api/shoppings/export/']) {
      expect((await api(u, 'GET', url)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/shoppings/' })).statusCode).toBe(401);
  });

  it('wrote no journal entry for refused requests', async () => {
    const u = await createUser(t);
    await api(u, 'POST', '/api/shoppings/', shoppingPayload(6, '2026-02-01', other));
    expect(await t.deps.db.select().from(journalEntries).where(eq(journalEntries.userId, u.id))).toEqual([]);
  });
});
