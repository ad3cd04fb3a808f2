import { INDICATOR_NO_VALUE, REPORT_MSG, REPORT_NOTICE, type Report, rangeErrors } from '@cc/shared';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, newItem, newService } from './incomes-fixtures.ts';
import { buildWorkedExample, CAT, ok, type WorkedExample } from './reports-fixtures.ts';

/** Ranges, errors, tenancy, downloads and divisions by zero of GET /api/reports/{code}/. */
let t: TestApp;
let ex: WorkedExample;
let api: ReturnType<typeof apiOf>;
const JAN = 'from_date=2026-01-01&to_date=2026-01-31';

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-31T20:00:00Z' });
  api = apiOf(t);
  ex = await buildWorkedExample(t);
});
afterAll(() => t.close());

const get = (u: CreatedUser, url: string) => api(u, 'GET', url);

describe('access', () => {
  it('needs a session (401) and an active subscription (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/reports/balance/?${JAN}` })).statusCode).toBe(401);
    const unsubscribed = await createUser(t, { subscribed: false });
    const res = await get(unsubscribed, `/api/reports/balance/?${JAN}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toHaveProperty('detail');
  });

  it('answers 404 for an unknown report code, with or without the alias', async () => {
    for (const url of [
      `/api/reports/ventas/?${JAN}`,
      `/api/reports/?report=nada&${JAN}`,
      `/api/reports/?${JAN}`,
    ]) {
      const res = await get(ex.u, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'No encontrado.' });
    }
  });

  it("never shows another user's figures", async () => {
    const other = await createUser(t);
    const res = await get(other, `/api/reports/balance/?${JAN}`);
    const r = res.json() as Report;
    expect(r.rows.filter((x) => !x.is_title).map((x) => [x.name, x.value])).toEqual([
      ['Total activo corriente', 0],
      ['Total activo no corriente', 0],
      ['Total activos', 0],
      ['Total pasivo corriente', 0],
      ['Total pasivo no corriente', 0],
      ['Total pasivos', 0],
      ['Capital', 0],
      ['Resultados de ejercicios anteriores', 0],
      ['Resultado del ejercicio', 0],
      ['Total patrimonio', 0],
      ['Total pasivo y patrimonio', 0],
    ]);
    const debtors = (await get(other, `/api/reports/debtors/?${JAN}`)).json() as Report;
    expect(debtors.rows.filter((x) => x.is_total).map((x) => [x.name, x.value])).toEqual([
      ['Total cuentas por cobrar', 0],
    ]);
    expect(debtors.rows.filter((x) => x.bucket).every((x) => x.value === 0)).toBe(true);
    // Its inventory report of the first user's product is a 404, like a missing one.
    const inv = await get(other, `/api/reports/inventory/?${JAN}&product_id=${ex.arroz.id}`);
    expect(inv.statusCode).toBe(404);
  });
});

describe('ranges (docs/product/3-expenses-reports.md §5, §9)', () => {
  const errorsOf = async (url: string) => {
    const res = await get(ex.u, url);
    expect(res.statusCode, res.body).toBe(400);
    return res.json();
  };

  it('requires both dates, valid ones', async () => {
    expect(await errorsOf('/api/reports/balance/')).toEqual({
      from_date: [REPORT_MSG.fromRequired],
      to_date: [REPORT_MSG.toRequired],
    });
    expect(await errorsOf('/api/reports/results/?from_date=2026-02-30&to_date=31/01/2026')).toEqual({
      from_date: [REPORT_MSG.dateInvalid],
      to_date: [REPORT_MSG.dateInvalid],
    });
    expect(await errorsOf('/api/reports/results/?from_date=2026-02-01&to_date=2026-01-31')).toEqual({
      from_date: [REPORT_MSG.fromAfterTo],
    });
  });

  it('refuses an impossible day (31 February) on every report, download and chart, never rolling it', async () => {
    const codes = ['balance', 'results', 'debts', 'debtors', 'expenses'];
    const urls = [
      ...codes.map((c) => `/api/reports/${c}/?from_date=2026-01-01&to_date=2026-02-31`),
      ...codes.map((c) => `/api/reports/${c}/?from_date=2026-01-01&to_date=2026-02-31&type=xlsx`),
      `/api/reports/inventory/?from_date=2026-01-01&to_date=2026-02-31&product_id=${ex.arroz.id}`,
      '/api/reports/results/?from_date=2026-01-01&to_date=2026-02-31&type=pdf',
      '/api/charts/?type=sales_by_month&from_date=2026-01-01&to_date=2026-02-31',
    ];
    for (const url of urls) expect(await errorsOf(url), url).toEqual({ to_date: [REPORT_MSG.dateInvalid] });
    expect(await errorsOf('/api/reports/balance/?from_date=2025-02-29&to_date=2026-01-31')).toEqual({
      from_date: [REPORT_MSG.dateInvalid],
    });
  });

  it('accepts up to 12 months and refuses more', async () => {
    await ok(await get(ex.u, '/api/reports/results/?from_date=2025-02-01&to_date=2026-01-31'), 200);
    await ok(await get(ex.u, '/api/reports/results/?from_date=2026-01-15&to_date=2026-01-15'), 200);
    expect(await errorsOf('/api/reports/results/?from_date=2025-01-31&to_date=2026-01-31')).toEqual({
      to_date: [REPORT_MSG.range],
    });
    expect(await errorsOf('/api/reports/debts/?from_date=2024-01-01&to_date=2026-01-31')).toEqual({
      to_date: [REPORT_MSG.range],
    });
  });

  it('counts 12 months day by day (the shared rule the screen uses too)', () => {
    const ok12 = (from: string, to: string) => rangeErrors(from, to, { sameYear: false }) === null;
    expect(ok12('2025-02-01', '2026-01-31')).toBe(true);
    expect(ok12('2025-01-31', '2026-01-30')).toBe(true);
    expect(ok12('2025-01-31', '2026-01-31')).toBe(false);
    expect(ok12('2024-02-29', '2025-02-27')).toBe(true);
    expect(ok12('2024-02-29', '2025-02-28')).toBe(false);
    expect(ok12('9999-01-01', '9999-06-30')).toBe(true);
    expect(rangeErrors('2026-01-01', '2026-12-31', { sameYear: true })).toBeNull();
    expect(rangeErrors('2026-12-31', '2027-01-01', { sameYear: true })).toEqual({
      to_date: [REPORT_MSG.sameYear],
    });
  });

  it('keeps the expenses report within one year', async () => {
    expect(await errorsOf('/api/reports/expenses/?from_date=2025-12-01&to_date=2026-01-31')).toEqual({
      to_date: ['El rango de fechas debe estar dentro del mismo año'],
    });
    // The same range is fine for the other reports.
    await ok(await get(ex.u, '/api/reports/results/?from_date=2025-12-01&to_date=2026-01-31'), 200);
  });

  it('needs a product for the inventory report; a foreign or absurd id is a 404', async () => {
    expect(await errorsOf(`/api/reports/inventory/?${JAN}`)).toEqual({
      product_id: ['Debe seleccionar un producto'],
    });
    expect(await errorsOf('/api/reports/inventory/?product_id=')).toEqual({
      from_date: [REPORT_MSG.fromRequired],
      to_date: [REPORT_MSG.toRequired],
      product_id: [REPORT_MSG.productRequired],
    });
    for (const id of ['999999', 'abc', '-1', '99999999999']) {
      expect((await get(ex.u, `/api/reports/inventory/?${JAN}&product_id=${id}`)).statusCode, id).toBe(404);
    }
    // A service moves no stock: the server refuses it as the screen's product filter does.
    const service = await newService(t, ex.u, 'Domicilio informe', 5000);
    const res = await get(ex.u, `/api/reports/inventory/?${JAN}&product_id=${service.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ product_id: [REPORT_MSG.productRequired] });
  });
});

describe('downloads', () => {
  async function workbook(body: Buffer) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('balance as xlsx: header block, money as numbers, the notice', async () => {
    const res = await get(ex.u, `/api/reports/balance/?${JAN}&type=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      "filename*=UTF-8''Reporte - Mi balance 2026-01-01 a 2026-01-31.xlsx",
    );
    const rows = await workbook(res.rawPayload);
    expect(rows[0]).toEqual(['Mi balance']);
    expect(rows[1]).toEqual(['Estado de situación financiera']);
    expect(rows[2]).toEqual(['Tienda La Esquina']);
    expect(rows[3]).toEqual(['CC 900123001']);
    expect(rows).toContainEqual(['1105', 'Caja', 605_000]);
    expect(rows).toContainEqual([undefined, 'Total activos', 7_873_000]);
    expect(rows).toContainEqual([undefined, 'Resultado del ejercicio', -507_000]);
    expect(rows.at(-1)?.[0]).toBe(REPORT_NOTICE); // a merged cell across the table
  });

  it('inventory as xlsx has the columns of docs/accounting.md §Inventory movements (kardex) and the product in the file name', async () => {
    const res = await get(ex.u, `/api/reports/inventory/?${JAN}&product_id=${ex.arroz.id}&type=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      'Reporte - Movimiento de inventario - Arroz 500g 2026-01-01 a 2026-01-31.xlsx',
    );
    const rows = await workbook(res.rawPayload);
    const head = rows.findIndex((r) => r[0] === 'Fecha');
    expect(rows[head]).toEqual([
      'Fecha',
      'Concepto',
      'Documento',
      'Cantidad entrada',
      'Cantidad salida',
      'Costo unitario',
      'Saldo cantidad',
      'Saldo valor',
    ]);
    const body = rows.slice(head + 1, head + 9);
    // Sparse cells come back as undefined; dates as Date objects.
    const plain = body.map((r) => Array.from({ length: 8 }, (_, i) => r[i] ?? null));
    // The initial inventory is opening balance: in 'Saldo inicial', not a row of its own.
    expect([plain[0]?.[1], plain[0]?.[6], plain[0]?.[7]]).toEqual(['Saldo inicial', 100, 200_000]);
    expect(plain[1]?.[4]).toBe(30);
    expect(plain[6]?.slice(1, 8)).toEqual(['Saldo final', null, null, null, null, 40, 88_000]);
    expect(plain[1]?.[0]).toEqual(new Date('2026-01-10T00:00:00Z'));
  });

  it('every report downloads as xlsx', async () => {
    for (const code of ['results', 'debts', 'debtors', 'indicators', 'expenses']) {
      const res = await get(ex.u, `/api/reports/${code}/?${JAN}&type=xlsx`);
      expect(res.statusCode, code).toBe(200);
      expect((await workbook(res.rawPayload)).length).toBeGreaterThan(8);
    }
  });

  it('results, balance and indicators as an A4 PDF with the notice', async () => {
    for (const [code, expected] of [
      ['results', ['Mis resultados', 'Utilidad operacional', '-$ 507.000', 'Arriendo']],
      ['balance', ['Mi balance', 'Total pasivo y patrimonio', '$ 7.873.000']],
      ['indicators', ['Indicadores', 'Razón de endeudamiento', '0,28', '-151,34']],
    ] as const) {
      const res = await get(ex.u, `/api/reports/${code}/?${JAN}&type=pdf`);
      expect(res.statusCode, code).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
      const text = (await parser.getText()).text.replace(/\s+/g, ' ').replace(/\u00a0/g, ' ');
      const info = await parser.getInfo();
      await parser.destroy();
      for (const piece of expected) expect(text, code).toContain(piece);
      expect(text).toContain('contador público');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(info.total).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('indicators with a zero divisor', () => {
  it('are null with the reason, never Infinity or NaN', async () => {
    const u = await createUser(t);
    const res = await get(u, '/api/reports/indicators/');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/Infinity|NaN/);
    const r = res.json() as Report;
    expect(r.rows.map((x) => [x.value, x.note])).toEqual([
      [null, INDICATOR_NO_VALUE.noAssets],
      [null, INDICATOR_NO_VALUE.noLiabilities],
      [null, INDICATOR_NO_VALUE.noSales],
      [null, INDICATOR_NO_VALUE.noSales],
      [null, INDICATOR_NO_VALUE.noSales],
    ]);
    expect(r.rows.every((x) => typeof x.hint === 'string' && x.hint.length > 0)).toBe(true);
  });

  it('with assets but no liabilities: debt ratio 0, liquidity null', async () => {
    const u = await createUser(t);
    await ok(
      await api(u, 'POST', '/api/financial_info/', {
        category: CAT.caja,
        value: 1000,
        financial_type: 'ACTIVOS',
      }),
    );
    const r = (await get(u, '/api/reports/indicators/')).json() as Report;
    expect(r.rows.slice(0, 2).map((x) => [x.name, x.value, x.note])).toEqual([
      ['Razón de endeudamiento', 0, null],
      ['Liquidez', null, INDICATOR_NO_VALUE.noLiabilities],
    ]);
  });
});

describe('inventory of an item without movements', () => {
  it('is Saldo inicial and Saldo final at zero', async () => {
    const item = await newItem(t, ex.u, { name: 'Panela', cost_value: 1500, sale_value: 2500 });
    const r = (await get(ex.u, `/api/reports/inventory/?${JAN}&product_id=${item.id}`)).json() as Report;
    expect(r.rows.map((x) => [x.name, x.quantity, x.value, x.is_total])).toEqual([
      ['Saldo inicial', 0, 0, false],
      ['Saldo final', 0, 0, true],
    ]);
  });
});
