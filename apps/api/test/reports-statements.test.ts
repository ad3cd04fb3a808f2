import { mkdirSync, writeFileSync } from 'node:fs';
import type { Report } from '@cc/shared';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../src/ledger/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { apiOf, salePayload } from './incomes-fixtures.ts';
import { buildWorkedExample, CAT, ok, on, type WorkedExample } from './reports-fixtures.ts';

/**
 * Issue 23 item 5 (LEDGER.md §Statements, ADR 039) on the worked example and a February after it:
 * the income statement down to 'Utilidad neta', liabilities split by due date, the balance compared
 * with an earlier cut-off, the signers and the certification, the notes PDF.
 *
 * February 2026 (after the worked example's January):
 * - 10th, sale CONTADO EFECTIVO 10 Arroz × 3.000 = 30.000 (FIFO: 10 × 2.200 = 22.000 at cost).
 * - 12th, interest earned, Dr 1105 / Cr 4210 30.000 (an adjustment posted to the books).
 * - 14th, expense CONTADO EFECTIVO 'Gastos bancarios e intereses' (5305) 12.000.
 * - 15th, abono BANCO 500.000 on the opening 'Obligaciones financieras', due 2027-06-30.
 * - 20th, a refund to a client, Dr 4175 / Cr 1105 5.000.
 * - 28th, income tax provision, Dr 5405 / Cr 2404 50.000.
 */
let t: TestApp;
let ex: WorkedExample;
let api: ReturnType<typeof apiOf>;
let loanId: number;

const plain = { is_title: false, is_total: false, color: null, total_color: null };
const red = { ...plain, color: 'red' };
const total = (name: string, value: number, code?: string) => ({
  ...plain,
  name,
  value,
  is_total: true,
  total_color: value < 0 ? 'red' : null,
  ...(code ? { code } : {}),
});

async function adjust(
  date: string,
  id: number,
  description: string,
  lines: { account: string; debit?: number; credit?: number }[],
) {
  await t.deps.db.transaction((tx) =>
    post(tx, { userId: ex.u.id, date, source: { type: 'test_adjustment', id }, description, lines }),
  );
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-31T20:00:00Z' });
  api = apiOf(t);
  ex = await buildWorkedExample(t);
  const liabilities = (await api(ex.u, 'GET', '/api/financial_info/?type=PASIVOS')).json() as {
    financial_info: { id: number; category: { id: number } }[];
  };
  loanId = liabilities.financial_info.find((r) => r.category.id === CAT.obligaciones)?.id ?? 0;
  await ok(await api(ex.u, 'PATCH', `/api/financial_info/${loanId}/`, { due_date: '2027-06-30' }), 200);

  on(t, '2026-02-10');
  await ok(
    await api(
      ex.u,
      'POST',
      '/api/incomes/',
      salePayload('2026-02-10', [{ inventory_id: ex.arroz.id, quantity: 10, value: 3000 }]),
    ),
  );
  on(t, '2026-02-12');
  await adjust('2026-02-12', 1, 'Intereses ganados', [
    { account: '1105', debit: 30_000 },
    { account: '4210', credit: 30_000 },
  ]);
  on(t, '2026-02-14');
  await ok(
    await api(ex.u, 'POST', '/api/expenses/', {
      date: '2026-02-14',
      observations: '',
      reminder: 1,
      description: 'Comisiones bancarias',
      value: 12_000,
      category_id: 25,
      payment_type: 'CONTADO',
      payment_method: 'EFECTIVO',
    }),
  );
  on(t, '2026-02-15');
  await ok(
    await api(ex.u, 'POST', `/api/financial_info/${loanId}/payments/`, {
      date: '2026-02-15',
      value: 500_000,
      payment_method: 'BANCO',
      observations: '',
    }),
  );
  on(t, '2026-02-20');
  await adjust('2026-02-20', 2, 'Devolución a cliente', [
    { account: '4175', debit: 5_000 },
    { account: '1105', credit: 5_000 },
  ]);
  on(t, '2026-02-28');
  await adjust('2026-02-28', 3, 'Provisión impuesto de renta', [
    { account: '5405', debit: 50_000 },
    { account: '2404', credit: 50_000 },
  ]);
  t.clock.set('2026-02-28T20:00:00Z');
});
afterAll(() => t.close());

async function report(code: string, query: string): Promise<Report> {
  const res = await api(ex.u, 'GET', `/api/reports/${code}/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Report;
}
const pairs = (r: Report) => r.rows.map((x) => [x.name, x.value]);

async function pdfOf(url: string): Promise<{ text: string; pages: string[] }> {
  const res = await api(ex.u, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  if (process.env.DUMP_PDF) {
    mkdirSync(process.env.DUMP_PDF, { recursive: true });
    const name = url.replace(/[^a-z0-9]+/gi, '_').slice(0, 80);
    writeFileSync(`${process.env.DUMP_PDF}/${name}.pdf`, res.rawPayload);
  }
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  const result = await parser.getText();
  await parser.destroy();
  const clean = (s: string) => s.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');
  return { text: clean(result.text), pages: result.pages.map((p) => clean(p.text)) };
}

describe('Estado de resultados down to Utilidad neta', () => {
  it('February: operating, non-operating and tax lines, each with what it holds', async () => {
    const r = await report('results', 'from_date=2026-02-01&to_date=2026-02-28');
    expect(r.rows).toEqual([
      { ...plain, name: 'Ingresos por ventas', value: 30_000, code: '4135' },
      { ...red, name: 'Devoluciones en ventas', value: 5_000, code: '4175' },
      total('Ingresos operacionales', 25_000, '41'),
      { ...red, name: 'Costo de mercancias', value: 22_000, code: '6120, 6135, 7105' },
      total('Utilidad bruta', 3_000),
      { ...red, name: 'Gastos administrativos y de ventas', value: 0, code: '51, 52' },
      total('Utilidad operacional', 3_000),
      { ...plain, name: 'Ingresos no operacionales', value: 30_000, code: '42' },
      { ...plain, name: 'Ingresos financieros', value: 30_000, code: '4210' },
      { ...red, name: 'Gastos no operacionales', value: 12_000, code: '53' },
      { ...plain, name: 'Gastos bancarios e intereses', value: 12_000, code: '5305' },
      total('Utilidad antes de impuestos', 21_000),
      { ...red, name: 'Impuesto de renta', value: 50_000, code: '54' },
      { ...plain, name: 'Impuesto de renta y complementarios', value: 50_000, code: '5405' },
      total('Utilidad neta', -29_000),
    ]);
  });

  it('January and February together: the worked example plus February, net = the balance’s Resultado del ejercicio', async () => {
    const r = await report('results', 'from_date=2026-01-01&to_date=2026-02-28');
    const value = (name: string) => r.rows.find((x) => x.name === name)?.value;
    expect(value('Ingresos por ventas')).toBe(365_000);
    expect(value('Utilidad operacional')).toBe(-504_000);
    expect(value('Utilidad neta')).toBe(-536_000);
    const b = await report('balance', 'cut_off=2026-02-28');
    expect(b.rows.find((x) => x.name === 'Resultado del ejercicio')?.value).toBe(-536_000);
  });
});

describe('Estado de situación financiera: liabilities by due date', () => {
  it('as of 28/02/2026 the loan due 30/06/2027 is non-current, what it still owes after the abono', async () => {
    const r = await report('balance', 'cut_off=2026-02-28');
    expect(r.header.from_date).toBe('2026-01-01');
    expect(r.header.to_date).toBe('2026-02-28');
    expect(pairs(r)).toEqual([
      ['ACTIVOS', null],
      ['Caja', 648_000],
      ['Bancos', 3_650_000],
      ['Cuentas por cobrar', 30_000],
      ['Inventarios', 66_000],
      ['Total activo corriente', 4_394_000],
      ['Propiedad, planta y equipo', 3_000_000],
      ['Total activo no corriente', 3_000_000],
      ['Total activos', 7_394_000],
      ['PASIVOS', null],
      ['Proveedores', 60_000],
      ['Costos y gastos por pagar', 120_000],
      ['Impuesto de renta por pagar', 50_000],
      ['Total pasivo corriente', 230_000],
      ['Obligaciones financieras', 1_500_000],
      ['Total pasivo no corriente', 1_500_000],
      ['Total pasivos', 1_730_000],
      ['PATRIMONIO', null],
      ['Capital', 6_200_000],
      ['Resultados de ejercicios anteriores', 0],
      ['Resultado del ejercicio', -536_000],
      ['Total patrimonio', 5_664_000],
      ['Total pasivo y patrimonio', 7_394_000],
    ]);
  });

  it('becomes current once the due date is no more than 12 months after the cut-off', async () => {
    const split = async (cut: string) => {
      const r = await report('balance', `cut_off=${cut}`);
      const v = (name: string) => r.rows.find((x) => x.name === name)?.value;
      return [v('Total pasivo corriente'), v('Total pasivo no corriente'), v('Total pasivos')];
    };
    // 29/06/2026 + 12 months = 29/06/2027 < 30/06/2027: still non-current.
    expect(await split('2026-06-29')).toEqual([230_000, 1_500_000, 1_730_000]);
    // 30/06/2026 + 12 months = the due date itself: current.
    expect(await split('2026-06-30')).toEqual([1_730_000, 0, 1_730_000]);
  });
});

describe('comparative columns headed by their dates', () => {
  it('the balance compares with an earlier cut-off, not a range', async () => {
    const r = await report('balance', 'cut_off=2026-02-28&compare_cut_off=2026-01-31');
    expect(r.header.compare).toEqual({
      kind: 'cut_off',
      label: 'Corte anterior',
      from_date: '2026-01-31',
      to_date: '2026-01-31',
    });
    const rows = r.rows.map((x) => [x.name, x.value, x.previous]);
    // The loan, due 30/06/2027: more than 12 months after either cut-off, before and after its abono.
    expect(rows).toContainEqual(['Total pasivo no corriente', 1_500_000, 2_000_000]);
    expect(rows).toContainEqual(['Total pasivo corriente', 230_000, 180_000]);
    expect(rows).toContainEqual(['Total activos', 7_394_000, 7_873_000]);
    expect(rows).toContainEqual(['Total pasivo y patrimonio', 7_394_000, 7_873_000]);
    // The old parameters still work and give the same figures.
    const old = await report('balance', 'from_date=2026-02-01&to_date=2026-02-28&compare=previous_period');
    expect(old.rows.map((x) => [x.name, x.value, x.previous])).toEqual(rows);
  });

  it('refuses a comparison date on or after the cut-off', async () => {
    const res = await api(ex.u, 'GET', '/api/reports/balance/?cut_off=2026-02-28&compare_cut_off=2026-02-28');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      compare_cut_off: ['La fecha de comparación debe ser una fecha válida anterior a la fecha de corte'],
    });
    const bad = await api(ex.u, 'GET', '/api/reports/balance/?cut_off=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ cut_off: ['La fecha de corte no es válida'] });
  });

  it('the PDF and the xlsx head the two columns with the dates', async () => {
    const { text } = await pdfOf(
      '/api/reports/balance/?cut_off=2026-02-28&compare_cut_off=2026-01-31&type=pdf',
    );
    expect(text).toContain('28/02/2026 31/01/2026 Diferencia Variación %');
    expect(text).toContain('Comparado con: corte a 31/01/2026');
    const results = await pdfOf(
      '/api/reports/results/?from_date=2026-02-01&to_date=2026-02-28&compare=previous_period&type=pdf',
    );
    expect(results.text).toContain('28/02/2026 31/01/2026 Diferencia');
    const res = await api(
      ex.u,
      'GET',
      '/api/reports/balance/?cut_off=2026-02-28&compare_cut_off=2026-01-31&type=xlsx',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    wb.worksheets[0]?.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values).toContainEqual([
      'Código',
      'Concepto',
      '28/02/2026',
      '31/01/2026',
      'Diferencia',
      'Variación %',
    ]);
  });
});

describe('signature block and certification', () => {
  const profile = async (fields: Record<string, string>) => {
    const current = (await api(ex.u, 'GET', '/api/profiles/')).json()[0];
    return api(ex.u, 'PATCH', '/api/profiles/', {
      tradename: current.tradename,
      economic_activity: current.economic_activity.id,
      identification_type: current.identification_type.id,
      identification_number: current.identification_number,
      cellphone: current.cellphone || '3001234567',
      address: current.address || 'Calle 10 # 5-20',
      state: current.city.state.id,
      city: current.city.id,
      user: { first_name: current.user.first_name, last_name: current.user.last_name },
      ...fields,
    });
  };

  it('without signers: blank lines and no certification', async () => {
    const { text } = await pdfOf('/api/reports/balance/?cut_off=2026-02-28&type=pdf');
    expect(text).toContain('T.P. ____________');
    expect(text).not.toContain('Ley 222 de 1995');
  });

  it('with only the representante legal: his name and identification, still no certification', async () => {
    await ok(await profile({ legal_rep_name: 'Ana Pérez Gómez', legal_rep_identification: '43111222' }), 200);
    const r = await report('balance', 'cut_off=2026-02-28');
    expect(r.header.signatories).toEqual({
      legal_rep: { name: 'Ana Pérez Gómez', identification: '43111222' },
      accountant: null,
    });
    const { text } = await pdfOf('/api/reports/balance/?cut_off=2026-02-28&type=pdf');
    expect(text).toContain('Ana Pérez Gómez');
    expect(text).toContain('C.C. 43111222');
    expect(text).not.toContain('Ley 222 de 1995');
  });

  it('with both: names, identifications, the T.P. and the text of Ley 222 de 1995 art. 37', async () => {
    await ok(
      await profile({
        accountant_name: 'Carlos Ruiz Mora',
        accountant_identification: '79555444',
        accountant_card: '123456-T',
      }),
      200,
    );
    for (const url of [
      '/api/reports/balance/?cut_off=2026-02-28&type=pdf',
      '/api/reports/results/?from_date=2026-02-01&to_date=2026-02-28&type=pdf',
    ]) {
      const { text } = await pdfOf(url);
      for (const piece of [
        'Ana Pérez Gómez',
        'Representante legal',
        'C.C. 43111222',
        'Carlos Ruiz Mora',
        'C.C. 79555444',
        'T.P. 123456-T',
        'Certificación de los estados financieros',
        'se han tomado fielmente de los libros (artículo 37 de la Ley 222 de 1995)',
      ]) {
        expect(text, url).toContain(piece);
      }
    }
    // The xlsx: the names under the rules, then the certification.
    const res = await api(ex.u, 'GET', '/api/reports/balance/?cut_off=2026-02-28&type=xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: unknown[][] = [];
    wb.worksheets[0]?.eachRow((row) => cells.push((row.values as unknown[]).slice(1)));
    expect(cells).toContainEqual(['Ana Pérez Gómez', '', 'Carlos Ruiz Mora']);
    expect(cells).toContainEqual(['Representante legal', '', 'Contador']);
    expect(cells).toContainEqual(['C.C. 43111222', '', 'C.C. 79555444']);
    expect(cells).toContainEqual(['', '', 'T.P. 123456-T']);
    expect(cells.flat().some((c) => String(c).includes('artículo 37 de la Ley 222 de 1995'))).toBe(true);
    // Not on the books: the journal carries no signatures.
    const journal = await pdfOf('/api/reports/journal/?from_date=2026-02-01&to_date=2026-02-28&type=pdf');
    expect(journal.text).not.toContain('Carlos Ruiz Mora');
  });
});

describe('notas a los estados financieros (PDF)', () => {
  it('entity, basis, policies and a breakdown of every line, from the books', async () => {
    const res = await api(ex.u, 'GET', '/api/reports/notes/?cut_off=2026-02-28');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      'Notas a los estados financieros 2026-01-01 a 2026-02-28.pdf',
    );
    const { text } = await pdfOf('/api/reports/notes/?cut_off=2026-02-28&type=pdf');
    for (const piece of [
      'Notas a los estados financieros',
      'Tienda La Esquina',
      'Nota 1. Entidad que reporta',
      'Identificación: CC 900123001',
      'Actividad económica:',
      'Dirección:',
      'NIIF para microempresas',
      'Anexo 3 del Decreto Único Reglamentario 2420 de 2015',
      'primeras en entrar, primeras en salir (PEPS/FIFO)',
      'línea recta',
      'Caja',
      '1105 Caja $ 648.000',
      '1110 Bancos $ 3.650.000',
      'Inventarios',
      '1435 Mercancías no fabricadas por la empresa $ 66.000',
      'Obligaciones financieras',
      '2105 Bancos nacionales $ 1.500.000',
      'De este saldo, $ 1.500.000 vence después del 28/02/2027',
      '2404 De renta y complementarios $ 50.000',
      '3130 Capital de personas naturales $ 6.200.000',
      'Resultado del ejercicio',
      '4135 Comercio al por mayor y al por menor $ 365.000',
      '4175 Devoluciones en ventas -$ 5.000',
      'Total $ 360.000',
      'Arriendo $ 500.000',
      '5305 Gastos bancarios e intereses $ 12.000',
      '5405 Impuesto de renta y complementarios $ 50.000',
      'Carlos Ruiz Mora',
      'artículo 37 de la Ley 222 de 1995',
      'Página 1 de',
    ]) {
      expect(text).toContain(piece);
    }
  });

  it('only as PDF, with the balance’s date checks', async () => {
    const xlsx = await api(ex.u, 'GET', '/api/reports/notes/?cut_off=2026-02-28&type=xlsx');
    expect(xlsx.statusCode).toBe(400);
    expect(xlsx.json()).toEqual({ type: ['Las notas a los estados financieros se descargan en PDF'] });
    const none = await api(ex.u, 'GET', '/api/reports/notes/');
    expect(none.statusCode).toBe(400);
  });
});

describe('long books: page n de m, heads on every page, van / vienen', () => {
  /** A shop of its own with 150 entries in March: Dr 1105 / Cr 4295, 1.000 each, then one of 7.000. */
  let shop: WorkedExample['u'];
  beforeAll(async () => {
    const { createUser } = await import('./helpers/factories.ts');
    shop = await createUser(t, { tradename: 'Libros Largos', identificationNumber: '900777001' });
    await t.deps.db.transaction(async (tx) => {
      for (let i = 1; i <= 151; i++) {
        const value = i === 151 ? 7_000 : 1_000;
        await post(tx, {
          userId: shop.id,
          date: `2026-02-${String(1 + (i % 28)).padStart(2, '0')}`,
          source: { type: 'test_adjustment', id: i },
          description: `Ajuste ${String(i).padStart(4, '0')}`,
          lines: [
            { account: '1105', debit: value },
            { account: '4295', credit: value },
          ],
        });
      }
    });
  });

  const pdf = async (url: string) => {
    const res = await api(shop, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    if (process.env.DUMP_PDF)
      writeFileSync(`${process.env.DUMP_PDF}/${url.slice(14, 40).replace(/\W+/g, '_')}.pdf`, res.rawPayload);
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const result = await parser.getText();
    await parser.destroy();
    return result.pages.map((p) => p.text.replace(/\u00a0/g, ' ').replace(/\s+/g, ' '));
  };
  const money = (s: string) => Number(s.replace(/[$.\s]/g, ''));

  it('the journal: every page numbered of the total, its heads repeated, the carried totals equal', async () => {
    const pages = await pdf('/api/reports/journal/?from_date=2026-02-01&to_date=2026-02-28&type=pdf');
    const m = pages.length;
    expect(m).toBeGreaterThan(3);
    // The legal notice after the total may take a last page of its own: numbered, with no table.
    const notice = 'Los estados financieros aquí presentados';
    const table = pages.at(-1)?.includes('Fecha Comprobante') ? pages : pages.slice(0, -1);
    if (table.length < m) expect(pages.at(-1)).toContain(`Página ${m} de ${m}`);
    expect(pages.at(-1)).toContain(notice);
    // Debits and credits carried apart: a page may end between an entry's debit and its credit.
    const carried = { debit: 0, credit: 0 };
    for (const [i, page] of table.entries()) {
      expect(page).toContain(`Página ${i + 1} de ${m}`);
      expect(page).toContain('Fecha Comprobante Código Cuenta Tercero Débito Crédito');
      if (i > 0) {
        expect(page).toContain('Libro diario — Libros Largos — Periodo: 01/02/2026 a 28/02/2026');
        const vienen = page.match(/Vienen \$ ([\d.]+) \$ ([\d.]+)/);
        expect(vienen?.slice(1).map(money), `page ${i + 1}`).toEqual([carried.debit, carried.credit]);
      }
      // The lines drawn on this page, without the carried and total rows.
      const lines = page.replace(/(Van|Vienen|Total) \$ [\d.]+ \$ [\d.]+/g, '');
      for (const x of lines.matchAll(/\$ ([\d.]+) \$ ([\d.]+)/g)) {
        carried.debit += money(x[1] ?? '');
        carried.credit += money(x[2] ?? '');
      }
      const van = page.match(/Van \$ ([\d.]+) \$ ([\d.]+)/);
      if (i < table.length - 1)
        expect(van?.slice(1).map(money), `page ${i + 1}`).toEqual([carried.debit, carried.credit]);
      else expect(van).toBeNull();
    }
    // Every line counted once: Σ debit = Σ credit of the month.
    expect(carried).toEqual({ debit: 157_000, credit: 157_000 });
    expect(table.at(-1)).toContain('Total $ 157.000 $ 157.000');
  });

  it('the ledger carries each account’s totals and running balance, never across accounts', async () => {
    const pages = await pdf('/api/reports/general_ledger/?from_date=2026-02-01&to_date=2026-02-28&type=pdf');
    const m = pages.length;
    expect(m).toBeGreaterThan(3);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain(`Página ${i + 1} de ${m}`);
      expect(page).toContain('Fecha Concepto Tercero Débito Crédito Saldo');
    }
    // Where a page ends inside 1105 Caja its 'Van' is Σ debit so far, credit 0, and the balance.
    const vans = pages.flatMap((p) => [...p.matchAll(/Van \$ ([\d.]+) \$ ([\d.]+) (-?\$ [\d.]+)/g)]);
    const viens = pages.flatMap((p) => [...p.matchAll(/Vienen \$ ([\d.]+) \$ ([\d.]+) (-?\$ [\d.]+)/g)]);
    expect(vans.length).toBeGreaterThan(0);
    expect(viens.map((v) => v.slice(1))).toEqual(vans.map((v) => v.slice(1)));
    for (const v of vans) {
      const [debit, credit, balance] = [money(v[1] ?? ''), money(v[2] ?? ''), v[3] ?? ''];
      // Caja: debits only; Otros ingresos: credits only, its balance negative (debit − credit).
      if (credit === 0) expect(balance).toBe(`$ ${debit.toLocaleString('es-CO')}`);
      else expect([debit, balance]).toEqual([0, `-$ ${credit.toLocaleString('es-CO')}`]);
    }
  });
});
