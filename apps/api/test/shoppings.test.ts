import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, shoppings, stockMovements, stocks } from '../src/db/schema/index.ts';
import {
  ACC,
  type AccountBalance,
  balanceOf,
  balancesAsOf,
  balancesBetween,
  post,
  totals,
} from '../src/ledger/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, type Json, JUAN, newItem, newService, postOpening, salePayload } from './incomes-fixtures.ts';
import { ANDINA, newShopping, type ShoppingJson, shoppingPayload } from './shoppings-fixtures.ts';

/**
 * docs/accounting.md §Worked example with the purchase (event 4) and its abono (event 5) made through
 * /api/shoppings/, the sales through /api/incomes/; the expenses (6, 7) are posted directly.
 * Run on PostgreSQL too: TEST_DATABASE_URL=postgres://… npx vitest run --project api test/shoppings
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let u: CreatedUser;
let arroz: { id: number; batch: number | null };
let purchase: ShoppingJson;
let abono: Json & { id: number };
let beforePurchase: AccountBalance[];
let afterAbono: AccountBalance[];

const on = (day: string) => t.clock.set(`${day}T15:00:00Z`);
const delta = (code: string) => balanceOf(afterAbono, code) - balanceOf(beforePurchase, code);

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-31T20:00:00Z' });
  api = apiOf(t);
  u = await createUser(t);

  on('2026-01-02');
  await postOpening(t, u.id);
  arroz = await newItem(t, u, {
    name: 'Arroz 500g',
    cost_value: 2000,
    sale_value: 3000,
    quantity: 100,
    is_initial: true,
  });
  const domicilio = await newService(t, u, 'Domicilio', 5000);

  // 1-3. Sales and an abono on the credit sale.
  on('2026-01-10');
  let res = await api(
    u,
    'POST',
    '/api/incomes/',
    salePayload('2026-01-10', [
      { inventory_id: arroz.id, quantity: 30, value: 3000 },
      { inventory_id: domicilio.id, quantity: 1, value: 5000 },
    ]),
  );
  expect(res.statusCode, res.body).toBe(201);
  on('2026-01-12');
  res = await api(
    u,
    'POST',
    '/api/incomes/',
    salePayload('2026-01-12', [{ inventory_id: arroz.id, quantity: 20, value: 3000 }], {
      payment_type: 'CREDITO',
      payment_method: 'EFECTIVO',
      payment: 10_000,
      client: JUAN,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  on('2026-01-15');
  res = await api(u, 'POST', `/api/incomes/${res.json().id}/payments/`, {
    date: '2026-01-15',
    value: 20_000,
    payment_method: 'BANCO',
  });
  expect(res.statusCode, res.body).toBe(201);

  // 4. Purchase category 4 CREDITO from Distribuidora Andina: 50 Arroz × 2.200 (sale 3.200).
  on('2026-01-18');
  beforePurchase = await balancesAsOf(t.deps.db, u.id, '2026-01-31');
  purchase = await newShopping(
    t,
    u,
    shoppingPayload(
      4,
      '2026-01-18',
      [{ inventory_id: arroz.id, quantity: 50, value: 2200, sale_value: 3200 }],
      { payment_type: 'CREDITO', payment_method: '', payment: '', value: 110_000 },
    ),
  );

  // 5. Abono 50.000 BANCO on the purchase.
  on('2026-01-20');
  res = await api(u, 'POST', `/api/shoppings/${purchase.id}/payments/`, {
    date: '2026-01-20',
    value: 50_000,
    payment_method: 'BANCO',
    observations: 'Transferencia',
  });
  expect(res.statusCode, res.body).toBe(201);
  abono = res.json();
  afterAbono = await balancesAsOf(t.deps.db, u.id, '2026-01-31');

  // 6-7. Expenses (another module): posted directly.
  const direct = (id: number, date: string, lines: { account: string; debit?: number; credit?: number }[]) =>
    t.deps.db.transaction((tx) =>
      post(tx, { userId: u.id, date, source: { type: 'test_other', id }, lines }),
    );
  await direct(6, '2026-01-22', [
    { account: '5120', debit: 500_000 },
    { account: ACC.caja, credit: 500_000 },
  ]);
  await direct(7, '2026-01-25', [
    { account: '5135', debit: 120_000 },
    { account: ACC.costosGastosPorPagar, credit: 120_000 },
  ]);

  // 8. Sale CONTADO BANCO: 60 Arroz (FIFO: 50 × 2.000 + 10 × 2.200 from the purchase's batch).
  on('2026-01-28');
  res = await api(
    u,
    'POST',
    '/api/incomes/',
    salePayload('2026-01-28', [{ inventory_id: arroz.id, quantity: 60, value: 3000 }], {
      payment_method: 'BANCO',
    }),
  );
  expect(res.statusCode, res.body).toBe(201);

  // 9. Sale of 5 Arroz, then voided.
  on('2026-01-29');
  res = await api(
    u,
    'POST',
    '/api/incomes/',
    salePayload('2026-01-29', [{ inventory_id: arroz.id, quantity: 5, value: 3000 }]),
  );
  expect(res.statusCode, res.body).toBe(201);
  expect((await api(u, 'DELETE', `/api/incomes/${res.json().id}/`)).statusCode).toBe(204);

  t.clock.set('2026-01-31T20:00:00Z');
});
afterAll(() => t.close());

describe('docs/accounting.md §Worked example, events 4 and 5', () => {
  it('answers the purchase with its provider, category, line and new batch', () => {
    const batch = purchase.details[0]?.stock as number;
    expect(purchase).toEqual({
      id: purchase.id,
      number: 1,
      reference: '0001',
      date: '2026-01-18',
      value: 110_000,
      payment: 0,
      balance: 110_000,
      payment_type: 'CREDITO',
      payment_method: null,
      observations: '',
      deleted: false,
      paid_out: false,
      is_payment: false,
      category: { id: 4, name: 'inventario' },
      provider: {
        id: expect.any(Number),
        name: 'Distribuidora Andina',
        doc_type: { id: 31, name: 'NIT' },
        doc_number: '900123456',
        address: '',
        phone: '',
        cellphone: '',
        email: '',
        city: null,
      },
      details: [
        {
          id: expect.any(Number),
          inventory: { id: arroz.id, name: 'Arroz 500g', category: 'PRODUCTO COMPRADO' },
          inventory_id: arroz.id,
          name: 'Arroz 500g',
          description: '',
          quantity: 50,
          value: 2200,
          unit_value: 2200,
          total_value: 110_000,
          sale_value: 3200,
          stock: batch,
        },
      ],
      payments: [],
    });
    expect(batch).toEqual(expect.any(Number));
  });

  it('created the batch as a purchase entry of the document', async () => {
    const batch = purchase.details[0]?.stock as number;
    const [row] = await t.deps.db.select().from(stocks).where(eq(stocks.id, batch));
    expect(row).toMatchObject({
      userId: u.id,
      inventoryId: arroz.id,
      costValue: 2200,
      saleValue: 3200,
      quantity: 50,
      available: 40, // event 8 drew 10
      created: '2026-01-18',
      isInitial: false,
      isActive: true,
      origin: 'purchase',
      sourceType: 'shopping',
      sourceId: purchase.id,
    });
    const moves = await t.deps.db
      .select({ kind: stockMovements.kind, quantity: stockMovements.quantity, date: stockMovements.date })
      .from(stockMovements)
      .where(eq(stockMovements.stockId, batch))
      .orderBy(asc(stockMovements.id));
    expect(moves).toEqual([
      { kind: 'purchase', quantity: 50, date: '2026-01-18' },
      { kind: 'sale', quantity: -10, date: '2026-01-28' },
      // Event 9 drew 5 more and gave them back when voided.
      { kind: 'sale', quantity: -5, date: '2026-01-29' },
      { kind: 'void', quantity: 5, date: '2026-01-29' },
    ]);
  });

  it('posts Dr 1435 / Cr 2205 and the abono Dr 2205 / Cr 1110', () => {
    expect(delta(ACC.inventarios)).toBe(110_000);
    expect(delta(ACC.proveedores)).toBe(60_000);
    expect(delta(ACC.bancos)).toBe(-50_000);
    expect(delta(ACC.caja)).toBe(0);
    expect(balanceOf(afterAbono, ACC.proveedores)).toBe(60_000);
  });

  it('answers the abono with its reference', () => {
    expect(abono).toEqual({
      id: expect.any(Number),
      shopping_id: purchase.id,
      number: 1,
      reference: '0001-01',
      date: '2026-01-20',
      value: 50_000,
      payment_method: 'BANCO',
      observations: 'Transferencia',
      deleted: false,
      is_finished: false,
      is_initial: false,
    });
  });

  it('gives the expected balances on 2026-01-31', async () => {
    const b = await balancesAsOf(t.deps.db, u.id, '2026-01-31');
    expect(balanceOf(b, ACC.caja)).toBe(605_000);
    expect(balanceOf(b, ACC.bancos)).toBe(4_150_000);
    expect(balanceOf(b, ACC.cuentasPorCobrar)).toBe(30_000);
    expect(balanceOf(b, ACC.inventarios)).toBe(88_000);
    expect(balanceOf(b, ACC.propiedadPlantaEquipo)).toBe(3_000_000);
    expect(balanceOf(b, ACC.proveedores)).toBe(60_000);
    expect(balanceOf(b, ACC.costosGastosPorPagar)).toBe(120_000);
    expect(totals(b)).toEqual({
      assets: 7_873_000,
      liabilities: 2_180_000,
      equity: 5_693_000,
      result: -507_000,
    });
    const january = await balancesBetween(t.deps.db, u.id, '2026-01-01', '2026-01-31');
    expect(balanceOf(january, ACC.costoVentas)).toBe(222_000);
  });

  it('shows the purchase and its abono in the detail', async () => {
    const res = await api(u, 'GET', `/api/shoppings/${purchase.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      number: 1,
      payment: 50_000,
      balance: 60_000,
      paid_out: false,
      category: { id: 4, name: 'inventario' },
      provider: { name: 'Distribuidora Andina', doc_number: '900123456' },
      payments: [{ id: abono.id, reference: '0001-01', value: 50_000, payment_method: 'BANCO' }],
    });
  });

  it('gives the January purchase summary (budget 0)', async () => {
    const res = await api(u, 'GET', '/api/shoppings/?summary=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      cash: 0,
      bank: 0,
      credit: 110_000,
      real: 110_000,
      budget: 0,
      difference: -110_000,
      date: '2026-01-01',
    });
  });

  it('lists credits, and the bank list shows the abono as a payment row', async () => {
    let res = await api(u, 'GET', '/api/shoppings/?payment_type=CREDITO');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()).toEqual([
      {
        id: purchase.id,
        number: 1,
        reference: '0001',
        date: '2026-01-18',
        value: 110_000,
        payment: 50_000,
        payment_type: 'CREDITO',
        payment_method: null,
        deleted: false,
        paid_out: false,
        is_payment: false,
        shopping_id: null,
        provider: { id: expect.any(Number), name: 'Distribuidora Andina' },
        category: { id: 4, name: 'inventario' },
      },
    ]);
    res = await api(u, 'GET', '/api/shoppings/?payment_type=CONTADO&payment_method=BANCO&payment=true');
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: abono.id,
        is_payment: true,
        shopping_id: purchase.id,
        reference: '0001-01',
        value: 50_000,
        payment: 50_000,
        payment_method: 'BANCO',
        date: '2026-01-20',
      }),
    ]);
    res = await api(u, 'GET', '/api/shoppings/?payment_type=contado&payment_method=efectivo&payment=true');
    expect(res.json()).toEqual([]);
  });

  it('refuses to void the purchase once a sale drew from its batch, changing nothing', async () => {
    const entries = await t.deps.db.select().from(journalEntries).where(eq(journalEntries.userId, u.id));
    const res = await api(u, 'DELETE', `/api/shoppings/${purchase.id}/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      validations_error: [
        'No se puede anular esta compra porque ya se vendieron unidades del inventario que ingresó.',
      ],
    });
    const [row] = await t.deps.db.select().from(shoppings).where(eq(shoppings.id, purchase.id));
    expect(row?.deleted).toBe(false);
    const [batch] = await t.deps.db
      .select()
      .from(stocks)
      .where(eq(stocks.id, purchase.details[0]?.stock as number));
    expect(batch).toMatchObject({ isActive: true, available: 40 });
    expect(await t.deps.db.select().from(journalEntries).where(eq(journalEntries.userId, u.id))).toHaveLength(
      entries.length,
    );
  });

  it('refuses line or date changes after the sale, but accepts observations and provider', async () => {
    let res = await api(u, 'PATCH', `/api/shoppings/${purchase.id}/`, {
      details: [{ inventory_id: arroz.id, quantity: 40, value: 2200, sale_value: 3200 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validations_error[0]).toMatch(
      /^Ya se vendieron unidades del inventario de esta compra/,
    );
    res = await api(u, 'PATCH', `/api/shoppings/${purchase.id}/`, { date: '2026-01-17' });
    expect(res.statusCode).toBe(400);
    res = await api(u, 'PATCH', `/api/shoppings/${purchase.id}/`, {
      // The form sends its unchanged lines back: accepted.
      details: [{ inventory_id: arroz.id, quantity: 50, value: 2200, sale_value: 3200 }],
      observations: 'Factura 778',
      provider: { ...ANDINA, cellphone: '3009998877' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      observations: 'Factura 778',
      value: 110_000,
      provider: { cellphone: '3009998877' },
      details: [{ stock: purchase.details[0]?.stock }],
    });
    const b = await balancesAsOf(t.deps.db, u.id, '2026-01-31');
    expect(balanceOf(b, ACC.inventarios)).toBe(88_000);
    expect(balanceOf(b, ACC.proveedores)).toBe(60_000);
  });
});

describe('postings by category and payment', () => {
  let v: CreatedUser;
  const journal = () => balancesAsOf(t.deps.db, v.id, '2026-01-31');
  const property = [{ id: 1, description: 'Nevera exhibidora', quantity: 1, value: 1_500_000 }];

  beforeAll(async () => {
    v = await createUser(t);
  });

  it('category 5 CONTADO BANCO: Dr 1500 / Cr 1110, no stock', async () => {
    const s = await newShopping(
      t,
      v,
      shoppingPayload(5, '2026-01-05', property, { payment_method: 'BANCO' }),
    );
    expect(s).toMatchObject({
      value: 1_500_000,
      payment: 1_500_000,
      paid_out: true,
      payment_method: 'BANCO',
      category: { id: 5, name: 'propiedades, planta y equipo' },
      details: [
        {
          inventory: null,
          inventory_id: null,
          name: 'Nevera exhibidora',
          description: 'Nevera exhibidora',
          quantity: 1,
          value: 1_500_000,
          total_value: 1_500_000,
          sale_value: null,
          stock: null,
        },
      ],
    });
    const b = await journal();
    expect(balanceOf(b, ACC.propiedadPlantaEquipo)).toBe(1_500_000);
    expect(balanceOf(b, ACC.bancos)).toBe(-1_500_000);
    expect(await t.deps.db.select().from(stocks).where(eq(stocks.userId, v.id))).toEqual([]);
  });

  it('category 6 CONTADO EFECTIVO: Dr 7105 / Cr 1105', async () => {
    await newShopping(
      t,
      v,
      shoppingPayload(6, '2026-01-06', [{ description: 'Bolsas', quantity: '100', value: '50' }]),
    );
    const b = await journal();
    expect(balanceOf(b, ACC.comprasInsumos)).toBe(5000);
    expect(balanceOf(b, ACC.caja)).toBe(-5000);
  });

  it('category 4 CONTADO EFECTIVO: Dr 1435 / Cr 1105 and one batch per line', async () => {
    const aceite = await newItem(t, v, { name: 'Aceite', cost_value: 7000, sale_value: 9000 });
    const panela = await newItem(t, v, { name: 'Panela', cost_value: 1500, sale_value: 2500 });
    const s = await newShopping(
      t,
      v,
      shoppingPayload(4, '2026-01-07', [
        { inventory_id: panela.id, quantity: 10, value: 1500, sale_value: 2500 },
        { inventory_id: aceite.id, quantity: 2, value: 7000, sale_value: 9500 },
      ]),
    );
    expect(s.value).toBe(29_000);
    expect(s.details.map((d) => d.inventory_id)).toEqual([panela.id, aceite.id]);
    const batches = await t.deps.db
      .select({ inventoryId: stocks.inventoryId, quantity: stocks.quantity, cost: stocks.costValue })
      .from(stocks)
      .where(and(eq(stocks.userId, v.id), eq(stocks.sourceId, s.id)))
      .orderBy(asc(stocks.inventoryId));
    expect(batches).toEqual([
      { inventoryId: aceite.id, quantity: 2, cost: 7000 },
      { inventoryId: panela.id, quantity: 10, cost: 1500 },
    ]);
    const b = await journal();
    expect(balanceOf(b, ACC.inventarios)).toBe(29_000);
    expect(balanceOf(b, ACC.caja)).toBe(-34_000);
  });

  it('category 6 CREDITO with an initial payment: Cr 2205, then Dr 2205 / Cr 1110', async () => {
    const s = await newShopping(
      t,
      v,
      shoppingPayload(6, '2026-01-08', [{ description: 'Publicidad impresa', quantity: 1, value: 80_000 }], {
        payment_type: 'CREDITO',
        payment_method: 'BANCO',
        payment: 30_000,
      }),
    );
    expect(s).toMatchObject({ value: 80_000, payment: 30_000, balance: 50_000, payment_method: 'BANCO' });
    expect(s.payments).toEqual([
      expect.objectContaining({
        number: 1,
        reference: `${String(s.number).padStart(4, '0')}-01`,
        value: 30_000,
        is_initial: true,
        date: '2026-01-08',
      }),
    ]);
    const b = await journal();
    expect(balanceOf(b, ACC.proveedores)).toBe(50_000);
    expect(balanceOf(b, ACC.comprasInsumos)).toBe(85_000);
    expect(balanceOf(b, ACC.bancos)).toBe(-1_530_000);
    expect(totals(b).assets).toBe(totals(b).liabilities + totals(b).equity);
  });

  it('numbers the documents per user and sums the summary by kind', async () => {
    const list = (await api(v, 'GET', '/api/shoppings/')).json() as { number: number }[];
    expect(list.map((r) => r.number)).toEqual([4, 3, 2, 1]);
    const res = await api(v, 'GET', '/api/shoppings/?summary=1');
    expect(res.json()).toEqual({
      cash: 34_000,
      bank: 1_500_000,
      credit: 80_000,
      real: 1_614_000,
      budget: 0,
      difference: -1_614_000,
      date: '2026-01-01',
    });
  });
});

describe('export', () => {
  it('downloads "Reporte - Mis Compras.xlsx" with one row per purchase and payment', async () => {
    const w = await createUser(t);
    const credit = await newShopping(
      t,
      w,
      shoppingPayload(5, '2026-01-10', [{ description: 'Vitrina', quantity: 1, value: 900_000 }], {
        payment_type: 'CREDITO',
        payment_method: 'EFECTIVO',
        payment: 100_000,
        observations: 'Pago inicial',
      }),
    );
    expect(
      (
        await api(w, 'POST', `/api/shoppings/${credit.id}/payments/`, {
          date: '2026-01-12',
          value: 200_000,
          payment_method: 'BANCO',
        })
      ).statusCode,
    ).toBe(201);
    const voided = await newShopping(
      t,
      w,
      shoppingPayload(6, '2026-01-11', [{ description: 'Aseo', quantity: 2, value: 7000 }]),
    );
    expect((await api(w, 'DELETE', `/api/shoppings/${voided.id}/`)).statusCode).toBe(204);

    const res = await api(w, 'GET', '/api/shoppings/export/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Reporte - Mis Compras.xlsx"; filename*=UTF-8''Reporte%20-%20Mis%20Compras.xlsx`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Mis compras');
    if (!sheet) throw new Error('sheet missing');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'Número',
      'Registro',
      'Fecha',
      'Categoría',
      'Proveedor',
      'Documento del proveedor',
      'Tipo de pago',
      'Método de pago',
      'Valor',
      'Pagado',
      'Saldo',
      'Estado',
      'Observaciones',
    ]);
    const day = (d: string) => new Date(`${d}T00:00:00Z`);
    expect(rows.slice(1)).toEqual([
      [
        '0001',
        'Compra',
        day('2026-01-10'),
        'Propiedades, planta y equipo',
        'Distribuidora Andina',
        'NIT 900123456',
        'Crédito',
        'Efectivo',
        900_000,
        300_000,
        600_000,
        'Pendiente',
        'Pago inicial',
      ],
      [
        '0001-01',
        'Abono',
        day('2026-01-10'),
        'Propiedades, planta y equipo',
        'Distribuidora Andina',
        'NIT 900123456',
        'Crédito',
        'Efectivo',
        100_000,
        undefined,
        undefined,
        'Activo',
        '',
      ],
      [
        '0002',
        'Compra',
        day('2026-01-11'),
        'Otros',
        'Distribuidora Andina',
        'NIT 900123456',
        'Contado',
        'Efectivo',
        14_000,
        14_000,
        0,
        'Anulado',
        '',
      ],
      [
        '0001-02',
        'Abono',
        day('2026-01-12'),
        'Propiedades, planta y equipo',
        'Distribuidora Andina',
        'NIT 900123456',
        'Crédito',
        'Banco',
        200_000,
        undefined,
        undefined,
        'Activo',
        '',
      ],
    ]);
    expect(sheet.getCell('I2').numFmt).toBe('"$" #,##0');
  });
});
