import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, stockMovements, stocks } from '../src/db/schema/index.ts';
import { ACC, balanceOf, balancesAsOf, balancesBetween, post, totals } from '../src/ledger/index.ts';
import { createPurchaseBatch, lockStock } from '../src/modules/inventory/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import {
  apiOf,
  incomeBudget,
  type Json,
  JUAN,
  newItem,
  newService,
  postOpening,
  salePayload,
} from './incomes-fixtures.ts';

/**
 * The sales half of docs/accounting.md §Worked example, run through the API day by day. Purchases and
 * expenses belong to other modules, so events 4-7 are posted directly (a purchase batch through
 * inventory's createPurchaseBatch plus its Dr 1435 / Cr 2205 entry).
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let u: CreatedUser;
let arroz: { id: number; batch: number | null };
let domicilio: { id: number };
let purchaseBatch: number;
const sales: Record<number, Json & { id: number }> = {};

const on = (day: string) => t.clock.set(`${day}T15:00:00Z`);

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
  domicilio = await newService(t, u, 'Domicilio', 5000);
  await incomeBudget(t, u.id, '2026-01-01', 400_000);

  // 1. Sale CONTADO EFECTIVO: 30 Arroz × 3.000 + 1 Domicilio × 5.000 = 95.000.
  on('2026-01-10');
  let res = await api(
    u,
    'POST',
    '/api/incomes/',
    salePayload('2026-01-10', [
      { inventory_id: arroz.id, stock: arroz.batch ?? 0, quantity: 30, value: 3000 },
      { inventory_id: domicilio.id, stock: domicilio.id, quantity: 1, value: 5000 },
    ]),
  );
  expect(res.statusCode, res.body).toBe(201);
  sales[1] = res.json();

  // 2. Sale CREDITO to Juan Pérez: 20 Arroz = 60.000, initial payment 10.000 EFECTIVO.
  on('2026-01-12');
  res = await api(
    u,
    'POST',
    '/api/incomes/',
    salePayload('2026-01-12', [{ inventory_id: arroz.id, quantity: 20, value: 3000 }], {
      payment_type: 'CREDITO',
      payment_method: 'EFECTIVO',
      payment: 10_000,
      client: { ...JUAN, cellphone: '3001112233', email: 'juan@example.com' },
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  sales[2] = res.json();

  // 3. Abono 20.000 BANCO on sale 2.
  on('2026-01-15');
  res = await api(u, 'POST', `/api/incomes/${sales[2]?.id}/payments/`, {
    date: '2026-01-15',
    value: 20_000,
    payment_method: 'BANCO',
    observations: 'Transferencia',
  });
  expect(res.statusCode, res.body).toBe(201);

  // 4. Purchase CREDITO: 50 Arroz × 2.200 = 110.000 → a new batch (Dr 1435 / Cr 2205).
  on('2026-01-18');
  purchaseBatch = await t.deps.db.transaction(async (tx) => {
    await lockStock(tx, u.id); // every stock writer takes it (ADR 025)
    const source = { type: 'test_purchase', id: 4 };
    const batch = await createPurchaseBatch(tx, {
      userId: u.id,
      inventoryId: arroz.id,
      costValue: 2200,
      saleValue: 3200,
      quantity: 50,
      date: '2026-01-18',
      source,
      now: t.clock.now(),
    });
    await post(tx, {
      userId: u.id,
      date: '2026-01-18',
      source,
      lines: [
        { account: ACC.inventarios, debit: 110_000 },
        { account: ACC.proveedores, credit: 110_000 },
      ],
    });
    return batch.id;
  });
  // 5. Abono 50.000 BANCO on the purchase; 6-7. expenses: Arriendo 500.000 cash, Servicios 120.000 credit.
  const direct = (id: number, date: string, lines: { account: string; debit?: number; credit?: number }[]) =>
    t.deps.db.transaction((tx) =>
      post(tx, { userId: u.id, date, source: { type: 'test_other', id }, lines }),
    );
  await direct(5, '2026-01-20', [
    { account: ACC.proveedores, debit: 50_000 },
    { account: ACC.bancos, credit: 50_000 },
  ]);
  await direct(6, '2026-01-22', [
    { account: '5120', debit: 500_000 },
    { account: ACC.caja, credit: 500_000 },
  ]);
  await direct(7, '2026-01-25', [
    { account: '5135', debit: 120_000 },
    { account: ACC.costosGastosPorPagar, credit: 120_000 },
  ]);

  // 8. Sale CONTADO BANCO: 60 Arroz = 180.000 (FIFO: 50 × 2.000 + 10 × 2.200).
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
  sales[8] = res.json();

  // 9. Sale CONTADO EFECTIVO: 5 Arroz, then voided.
  on('2026-01-29');
  res = await api(
    u,
    'POST',
    '/api/incomes/',
    salePayload('2026-01-29', [{ inventory_id: arroz.id, quantity: 5, value: 3000 }]),
  );
  expect(res.statusCode, res.body).toBe(201);
  sales[9] = res.json();
  res = await api(u, 'DELETE', `/api/incomes/${sales[9]?.id}/`);
  expect(res.statusCode, res.body).toBe(204);

  t.clock.set('2026-01-31T20:00:00Z');
});
afterAll(() => t.close());

describe('docs/accounting.md §Worked example (sales)', () => {
  it('gives the expected balances on 2026-01-31', async () => {
    const b = await balancesAsOf(t.deps.db, u.id, '2026-01-31');
    expect(balanceOf(b, ACC.caja)).toBe(605_000);
    expect(balanceOf(b, ACC.bancos)).toBe(4_150_000);
    expect(balanceOf(b, ACC.cuentasPorCobrar)).toBe(30_000);
    expect(balanceOf(b, ACC.inventarios)).toBe(88_000);
    expect(balanceOf(b, ACC.propiedadPlantaEquipo)).toBe(3_000_000);
    expect(balanceOf(b, ACC.proveedores)).toBe(60_000);
    expect(balanceOf(b, ACC.costosGastosPorPagar)).toBe(120_000);
    expect(balanceOf(b, ACC.capitalPersonaNatural)).toBe(6_200_000);
    const sums = totals(b);
    expect(sums).toEqual({ assets: 7_873_000, liabilities: 2_180_000, equity: 5_693_000, result: -507_000 });
    expect(sums.assets).toBe(sums.liabilities + sums.equity);

    const january = await balancesBetween(t.deps.db, u.id, '2026-01-01', '2026-01-31');
    expect(balanceOf(january, ACC.ingresosVentas)).toBe(335_000);
    expect(balanceOf(january, ACC.costoVentas)).toBe(222_000);
  });

  it('gives the January income summary', async () => {
    const res = await api(u, 'GET', '/api/incomes/?summary=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      cash: 95_000,
      bank: 180_000,
      credit: 60_000,
      real: 335_000,
      budget: 400_000,
      difference: 65_000,
      date: '2026-01-01',
    });
    // `?summary` without a value works too.
    expect((await api(u, 'GET', '/api/incomes/?summary')).json()).toMatchObject({ real: 335_000 });
  });

  it('drew the batches FIFO and left 40 units at 2.200', async () => {
    expect(sales[1]).toMatchObject({
      number: 1,
      reference: '0001',
      value: 95_000,
      payment: 95_000,
      balance: 0,
      paid_out: true,
      payment_type: 'CONTADO',
      payment_method: 'EFECTIVO',
      details: [
        {
          name: 'Arroz 500g',
          quantity: 30,
          value: 3000,
          unit_value: 3000,
          total_value: 90_000,
          stock: arroz.batch,
          batches: [{ stock: arroz.batch, quantity: 30, cost_value: 2000 }],
        },
        {
          name: 'Domicilio',
          inventory: { id: domicilio.id, name: 'Domicilio', category: 'SERVICIO' },
          stock: domicilio.id,
          total_value: 5000,
          batches: [],
        },
      ],
    });
    expect(sales[8]).toMatchObject({
      number: 3,
      payment_method: 'BANCO',
      details: [
        {
          quantity: 60,
          batches: [
            { stock: arroz.batch, quantity: 50, cost_value: 2000 },
            { stock: purchaseBatch, quantity: 10, cost_value: 2200 },
          ],
        },
      ],
    });
    const rows = await t.deps.db
      .select({ id: stocks.id, available: stocks.available })
      .from(stocks)
      .where(eq(stocks.inventoryId, arroz.id))
      .orderBy(asc(stocks.id));
    expect(rows).toEqual([
      { id: arroz.batch, available: 0 },
      { id: purchaseBatch, available: 40 },
    ]);
  });

  it('keeps the credit sale, its initial payment and its abono', async () => {
    const res = await api(u, 'GET', `/api/incomes/${sales[2]?.id}/`);
    expect(res.statusCode).toBe(200);
    const sale = res.json();
    expect(sale).toMatchObject({
      number: 2,
      reference: '0002',
      payment_type: 'CREDITO',
      payment_method: 'EFECTIVO',
      value: 60_000,
      payment: 30_000,
      balance: 30_000,
      paid_out: false,
      deleted: false,
      client: {
        name: 'Juan Pérez',
        doc_type: { id: 13, name: 'Cédula de ciudadanía' },
        doc_number: '1020304050',
        cellphone: '3001112233',
        email: 'juan@example.com',
        city: null,
      },
      payments: [
        {
          number: 1,
          reference: '0002-01',
          date: '2026-01-12',
          value: 10_000,
          payment_method: 'EFECTIVO',
          is_initial: true,
        },
        {
          number: 2,
          reference: '0002-02',
          date: '2026-01-15',
          value: 20_000,
          payment_method: 'BANCO',
          is_initial: false,
        },
      ],
      user: { profile: { identification_type: { id: 13 }, logo: { image: null } } },
    });
    expect(sale.user.profile.tradename).toMatch(/^Tienda /);
  });

  it('voided sale 9: stock back with a void movement, entries reversed, still listed as Anulado', async () => {
    const id = sales[9]?.id as number;
    const moves = await t.deps.db
      .select({ kind: stockMovements.kind, quantity: stockMovements.quantity, stock: stockMovements.stockId })
      .from(stockMovements)
      .where(and(eq(stockMovements.sourceType, 'income'), eq(stockMovements.sourceId, id)))
      .orderBy(asc(stockMovements.id));
    expect(moves).toEqual([
      { kind: 'sale', quantity: -5, stock: purchaseBatch },
      { kind: 'void', quantity: 5, stock: purchaseBatch },
    ]);
    const entries = await t.deps.db
      .select({ reversedAt: journalEntries.reversedAt, reversalOf: journalEntries.reversalOf })
      .from(journalEntries)
      .where(and(eq(journalEntries.sourceType, 'income'), eq(journalEntries.sourceId, id)));
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.reversedAt !== null)).toBe(true);
    const detail = (await api(u, 'GET', `/api/incomes/${id}/`)).json();
    expect(detail).toMatchObject({ deleted: true, number: 4, details: [{ quantity: 5 }] });
  });

  it('lists the cash screen: cash sales plus the cash that came in on credits, newest first', async () => {
    const res = await api(
      u,
      'GET',
      '/api/incomes/?payment_type=CONTADO&payment_method=EFECTIVO&payment=true',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.json()).toEqual([
      expect.objectContaining({
        number: 4,
        date: '2026-01-29',
        value: 15_000,
        deleted: true,
        is_payment: false,
      }),
      expect.objectContaining({
        reference: '0002-01',
        date: '2026-01-12',
        value: 10_000,
        payment: 10_000,
        is_payment: true,
        income_id: sales[2]?.id,
        payment_type: 'CREDITO',
        payment_method: 'EFECTIVO',
        client: { id: expect.any(Number), name: 'Juan Pérez' },
      }),
      expect.objectContaining({
        id: sales[1]?.id,
        reference: '0001',
        value: 95_000,
        is_payment: false,
        income_id: null,
        client: { id: expect.any(Number), name: 'Consumidor final' },
      }),
    ]);
    const bank = (
      await api(u, 'GET', '/api/incomes/?payment_type=CONTADO&payment_method=BANCO&payment=true')
    ).json();
    expect(bank.map((r: Json) => r.reference)).toEqual(['0003', '0002-02']);
    const credit = (await api(u, 'GET', '/api/incomes/?payment_type=CREDITO')).json();
    expect(credit.map((r: Json) => r.reference)).toEqual(['0002']);
    const page = await api(u, 'GET', '/api/incomes/?limit=2&offset=1');
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.json().map((r: Json) => r.reference)).toEqual(['0003', '0002']);
  });

  it('exports one spreadsheet row per document and payment, money as COP numbers', async () => {
    const res = await api(u, 'GET', '/api/incomes/export/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="Reporte - Mis Ingresos.xlsx"',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Número',
      'Registro',
      'Fecha',
      'Cliente',
      'Documento del cliente',
      'Tipo de pago',
      'Método de pago',
      'Valor',
      'Pagado',
      'Saldo',
      'Estado',
      'Observaciones',
    ]);
    expect(sheet.rowCount).toBe(7);
    const refs = [2, 3, 4, 5, 6, 7].map((n) => sheet.getRow(n).getCell(1).value);
    expect(refs).toEqual(['0001', '0002', '0002-01', '0002-02', '0003', '0004']);
    const credit = sheet.getRow(3);
    expect(credit.getCell(4).value).toBe('Juan Pérez');
    expect(credit.getCell(5).value).toBe('CC 1020304050');
    expect(credit.getCell(8).value).toBe(60_000);
    expect(credit.getCell(9).value).toBe(30_000);
    expect(credit.getCell(10).value).toBe(30_000);
    expect(credit.getCell(11).value).toBe('Pendiente');
    expect(credit.getCell(8).numFmt).toBe('"$" #,##0');
    expect(credit.getCell(3).value).toEqual(new Date(Date.UTC(2026, 0, 12)));
    expect(sheet.getRow(7).getCell(11).value).toBe('Anulado');
    expect(sheet.getRow(5).getCell(2).value).toBe('Abono');
  });

  it('renders the A4 invoice with the client, lines, payments and balance', async () => {
    const res = await api(u, 'GET', `/api/incomes/${sales[2]?.id}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="Factura 0002.pdf"');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    try {
      const info = await parser.getInfo({ parsePageInfo: true });
      expect(info.total).toBe(1);
      expect(info.pages[0]?.width).toBeCloseTo(595.28, 1);
      expect(info.pages[0]?.height).toBeCloseTo(841.89, 1);
      const { text } = await parser.getText();
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('Juan Pérez');
      expect(flat).toContain('COMPROBANTE DE VENTA');
      expect(flat).toContain('N.º 0002');
      expect(flat).toContain('Arroz 500g');
      expect(flat).toMatch(/Total: \$ ?60\.000/);
      expect(flat).toMatch(/Saldo: \$ ?30\.000/);
      expect(flat).toContain('0002-02');
      expect(flat).toContain('12/01/2026');
    } finally {
      await parser.destroy();
    }
  });
});
