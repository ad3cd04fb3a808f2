import { BOOK_MSG, REPORT_CODES, REPORT_MSG, type Report } from '@cc/shared';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { apiOf } from './incomes-fixtures.ts';
import { agingRows, buildWorkedExample, type WorkedExample } from './reports-fixtures.ts';

/** Issue 11 on the worked example: comparisons, aging buckets, every report as PDF, formal files. */
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

async function report(code: string, query: string): Promise<Report> {
  const res = await api(ex.u, 'GET', `/api/reports/${code}/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Report;
}
const row = (r: Report, name: string) => r.rows.find((x) => x.name === name);
const purchaseNo = () => String(ex.purchase.number).padStart(4, '0');
const plain = { is_title: false, is_total: false, color: null, total_color: null };
const total = (name: string, value: number) => ({ ...plain, name, value, is_total: true });
async function errorsOf(url: string): Promise<unknown> {
  const res = await api(ex.u, 'GET', `/api/reports/${url}`);
  expect(res.statusCode, res.body).toBe(400);
  return res.json();
}

async function xlsxRows(url: string): Promise<unknown[][]> {
  const res = await api(ex.u, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]?.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

describe('debts — Mis deudas', () => {
  it('lists the open credit purchase and expense and the opening liability; equals total pasivos', async () => {
    const r = await report('debts', JAN);
    expect(r.header.title).toBe('Mis deudas');
    const expenseNo = String(ex.creditExpense.number).padStart(4, '0');
    expect(r.rows).toEqual([
      {
        name: 'Distribuidora Andina',
        value: 60_000,
        ...plain,
        document: `Compra ${purchaseNo()}`,
        date: '2026-01-18',
        total: 110_000,
        paid: 50_000,
        days: 13,
      },
      {
        name: 'Energía y agua de enero',
        value: 120_000,
        ...plain,
        document: `Gasto ${expenseNo}`,
        date: '2026-01-25',
        total: 120_000,
        paid: 0,
        days: 6,
      },
      {
        name: 'Obligaciones financieras',
        value: 2_000_000,
        ...plain,
        document: 'Saldo inicial',
        total: 2_000_000,
        paid: 0,
        financial_info_id: expect.any(Number),
        days: 30, // recorded on 1 January
      },
      { ...total('Total deudas', 2_180_000), total: 2_230_000, paid: 50_000 },
      ...agingRows([2_180_000, 0, 0, 0]),
    ]);
  });

  it('as of the 19th the purchase is still unpaid and the expense does not exist yet', async () => {
    const r = await report('debts', 'from_date=2026-01-01&to_date=2026-01-19');
    expect(r.rows.slice(0, 3).map((x) => [x.name, x.value, x.paid, x.days])).toEqual([
      ['Distribuidora Andina', 110_000, 0, 1],
      ['Obligaciones financieras', 2_000_000, 0, 18],
      ['Total deudas', 2_110_000, 0, undefined],
    ]);
  });
});

describe('formats', () => {
  it('refuses an unknown format, and CSV for anything but the journal', async () => {
    expect(await errorsOf(`balance/?${JAN}&type=ods`)).toEqual({
      type: [REPORT_MSG.formatInvalid],
    });
    expect(await errorsOf(`balance/?${JAN}&type=csv`)).toEqual({
      type: [BOOK_MSG.csvOnlyJournal],
    });
  });
});

describe('comparisons', () => {
  it('balance against the previous period: December 2025 is before the start date, nothing yet', async () => {
    // The opening entry is dated the start date, 1 January 2026 (ADR 037): on 31 December the
    // business held nothing in the books, so every account compares against 0.
    const r = await report('balance', `${JAN}&compare=previous_period`);
    expect(r.header.compare).toEqual({
      kind: 'previous_period',
      label: 'Periodo anterior',
      from_date: '2025-12-01',
      to_date: '2025-12-31',
    });
    expect(row(r, 'Caja')).toMatchObject({ value: 605_000, previous: 0, difference: 605_000, percent: null });
    expect(row(r, 'Inventarios')).toMatchObject({ value: 88_000, previous: 0, percent: null });
    expect(row(r, 'Proveedores')).toMatchObject({
      value: 60_000,
      previous: 0,
      difference: 60_000,
      percent: null,
    });
    expect(row(r, 'Total activos')).toMatchObject({
      value: 7_873_000,
      previous: 0,
      difference: 7_873_000,
    });
    expect(row(r, 'ACTIVOS')?.previous).toBeUndefined();
    // February against January holds the opening balance on both sides.
    const feb = await report('balance', 'from_date=2026-02-01&to_date=2026-02-28&compare=previous_period');
    expect(row(feb, 'Total activos')).toMatchObject({ previous: 7_873_000 });
  });

  it('results of February against January, and January against the same month of 2025', async () => {
    const feb = await report('results', 'from_date=2026-02-01&to_date=2026-02-28&compare=previous_period');
    expect(feb.header.compare).toMatchObject({ from_date: '2026-01-01', to_date: '2026-01-31' });
    expect(row(feb, 'Ingresos por ventas')).toMatchObject({
      value: 0,
      previous: 335_000,
      difference: -335_000,
      percent: -100,
    });
    // January's expense accounts are listed in February too, at 0.
    expect(row(feb, 'Arriendo')).toMatchObject({ value: 0, previous: 500_000 });
    expect(row(feb, 'Utilidad operacional')).toMatchObject({
      previous: -507_000,
      difference: 507_000,
      percent: 100,
    });
    const jan = await report('results', `${JAN}&compare=previous_year`);
    expect(jan.header.compare).toMatchObject({ from_date: '2025-01-01', to_date: '2025-01-31' });
    expect(row(jan, 'Utilidad bruta')).toMatchObject({ value: 113_000, previous: 0, percent: null });
  });

  it('a partial range compares with as many days just before it; 29 February stays a month end', async () => {
    const r = await report('results', 'from_date=2026-01-10&to_date=2026-01-19&compare=previous_period');
    expect(r.header.compare).toMatchObject({ from_date: '2025-12-31', to_date: '2026-01-09' });
    const leap = await report('balance', 'from_date=2025-02-01&to_date=2025-02-28&compare=previous_year');
    expect(leap.header.compare).toMatchObject({ from_date: '2024-02-01', to_date: '2024-02-29' });
  });

  it('is refused on other reports and for unknown kinds', async () => {
    for (const url of [`debts/?${JAN}&compare=previous_period`, `balance/?${JAN}&compare=last_decade`]) {
      const res = await api(ex.u, 'GET', `/api/reports/${url}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ compare: [BOOK_MSG.compareInvalid] });
    }
  });
});

describe('aging buckets', () => {
  const buckets = (r: Report) => r.rows.filter((x) => x.bucket).map((x) => [x.name, x.value]);

  it('debtors: Juan Pérez 62 days late on 15 March', async () => {
    const r = await report('debtors', 'from_date=2026-03-01&to_date=2026-03-15');
    expect(row(r, 'Juan Pérez')?.days).toBe(62);
    expect(buckets(r)).toEqual([
      ['0 a 30 días', 0],
      ['31 a 60 días', 0],
      ['61 a 90 días', 30_000],
      ['Más de 90 días', 0],
    ]);
  });

  it('debts on 20 February: each credit in its own bucket, adding up to Total deudas', async () => {
    const r = await report('debts', 'from_date=2026-02-01&to_date=2026-02-20');
    expect(r.rows.filter((x) => x.days !== undefined).map((x) => [x.name, x.days])).toEqual([
      ['Distribuidora Andina', 33],
      ['Energía y agua de enero', 26],
      ['Obligaciones financieras', 50],
    ]);
    expect(buckets(r)).toEqual([
      ['0 a 30 días', 120_000],
      ['31 a 60 días', 2_060_000],
      ['61 a 90 días', 0],
      ['Más de 90 días', 0],
    ]);
    const total = row(r, 'Total deudas')?.value;
    expect(buckets(r).reduce((s, [, v]) => s + Number(v), 0)).toBe(total);
    const may = await report('debts', 'from_date=2026-05-01&to_date=2026-05-01');
    expect(buckets(may).at(-1)).toEqual(['Más de 90 días', 2_180_000]);
  });

  it('shows the days and buckets in the xlsx', async () => {
    const rows = await xlsxRows(`/api/reports/debtors/?${JAN}&type=xlsx`);
    expect(rows).toContainEqual(['Cliente', 'Documento', 'Valor total', 'Pagado', 'Saldo pendiente', 'Días']);
    expect(rows).toContainEqual(['Juan Pérez', 'CC 1020304050', 60_000, 30_000, 30_000, 19]);
    expect(rows).toContainEqual(['0 a 30 días', undefined, undefined, undefined, 30_000]);
  });
});

describe('the formal balance as xlsx', () => {
  it('has the statement, the cut-off, the codes, the subtotals and the signature lines', async () => {
    const rows = await xlsxRows(`/api/reports/balance/?${JAN}&type=xlsx`);
    expect(rows.slice(0, 5)).toEqual([
      ['Mi balance'],
      ['Estado de situación financiera'],
      ['Tienda La Esquina'],
      ['CC 900123001'],
      ['Corte a 31/01/2026'],
    ]);
    expect(rows).toContainEqual(['Código', 'Concepto', 'Valor']);
    expect(rows).toContainEqual([undefined, 'Total activo corriente', 4_873_000]);
    expect(rows).toContainEqual([undefined, 'Total activo no corriente', 3_000_000]);
    // Signature lines of the formal statement, above the notice.
    expect(rows).toContainEqual(['Representante legal', '', 'Contador']);
    expect(rows).toContainEqual(['', '', 'T.P. ____________']);
  });
});

describe('every report as an A4 PDF', () => {
  async function pdfText(url: string): Promise<string> {
    const res = await api(ex.u, 'GET', url);
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ').replace(/\u00a0/g, ' ');
    await parser.destroy();
    return text;
  }

  it('each of the eleven downloads, with its title and the notice', async () => {
    for (const code of REPORT_CODES) {
      const extra = code === 'inventory' ? `&product_id=${ex.arroz.id}` : '';
      const text = await pdfText(`/api/reports/${code}/?${JAN}${extra}&type=pdf`);
      expect(text, code).toContain('contador público');
    }
  });

  it('the balance is a formal statement: its name, codes, subtotals, period, business and signatures', async () => {
    const text = await pdfText(`/api/reports/balance/?${JAN}&type=pdf`);
    for (const piece of [
      'Mi balance',
      'Estado de situación financiera',
      'Tienda La Esquina',
      'CC 900123001',
      'Corte a 31/01/2026',
      '1105 Caja',
      'Total activo corriente $ 4.873.000',
      'Total activo no corriente $ 3.000.000',
      'Representante legal',
      'Contador',
      'T.P.',
    ]) {
      expect(text).toContain(piece);
    }
    const results = await pdfText(`/api/reports/results/?${JAN}&type=pdf&compare=previous_year`);
    for (const piece of [
      'Estado de resultados',
      'Periodo: 01/01/2026 a 31/01/2026',
      'Variación %',
      'Comparado con',
    ]) {
      expect(results).toContain(piece);
    }
  });

  it('the journal lists its lines with the third party', async () => {
    const text = await pdfText(`/api/reports/journal/?${JAN}&type=pdf`);
    expect(text).toContain('Libro diario');
    expect(text).toContain('Juan Pérez CC 1020304050');
    expect(text).not.toContain('Representante legal');
  });
});
