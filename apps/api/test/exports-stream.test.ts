import { and, asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShop } from '../bench/shop.ts';
import { incomes } from '../src/db/schema/index.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { XLSX_BATCH } from '../src/lib/xlsx.ts';
import { dayPages } from '../src/modules/credit/export-batches.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';

/** Issue 12: downloads read and written in batches still hold every row once, in order. */
const TODAY = '2026-06-20';
// More documents than one batch, in whole days of 30, and more than the 60 days before TODAY
// (the journal test reads all of May).
const SALES = Math.max(Math.round(XLSX_BATCH * 1.3), 61 * 30);
let t: TestApp;
let u: CreatedUser;

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T15:00:00Z` });
  u = await createUser(t);
  await loadShop(t, u, { sales: SALES, today: TODAY });
});
afterAll(() => t.close());

describe('reading by ranges of days', () => {
  it('gives every row once in query order, never splitting a day across pages', async () => {
    const { db } = t.deps;
    const query = (within?: (c: typeof incomes.date) => ReturnType<typeof and>) =>
      db
        .select({ number: incomes.number, date: incomes.date })
        .from(incomes)
        .where(and(eq(incomes.userId, u.id), within?.(incomes.date)))
        .orderBy(asc(incomes.date), asc(incomes.number));
    const pages: { number: number; date: string }[][] = [];
    // Pages of 45 rows over days of 30 sales: each page ends on a whole day.
    for await (const page of dayPages(
      incomes,
      u.id,
      (within) => query(within),
      (r) => r.date,
      45,
    ))
      pages.push(page);
    expect(pages.length).toBeGreaterThan(SALES / 60);
    expect(pages.flat()).toEqual(await query());
    for (const [i, page] of pages.entries()) {
      const next = pages[i + 1]?.[0];
      if (next) expect(next.date > (page.at(-1)?.date ?? '')).toBe(true);
    }
  });
});

describe('Mis ingresos xlsx over more than one batch', () => {
  it('has every sale and abono exactly once, by date, documents before the abonos of their day', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/incomes/export/', headers: u.auth });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const got: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) got.push(`${row.getCell(1).value} ${row.getCell(2).value}`);
    });
    const expected = await queryRows<{ ref: string }>(
      t.deps.db,
      sql`SELECT ref FROM (
            SELECT date, 0 AS kind, number, 0 AS ordinal, lpad(number::text, 4, '0') || ' Ingreso' AS ref
            FROM incomes WHERE user_id = ${u.id}
            UNION ALL
            SELECT p.date, 1, i.number, p.ordinal,
                   lpad(i.number::text, 4, '0') || '-' || lpad(p.ordinal::text, 2, '0') || ' Abono'
            FROM income_payments p JOIN incomes i ON i.id = p.income_id WHERE p.user_id = ${u.id}) x
          ORDER BY date, kind, number, ordinal`,
    );
    expect(expected.length).toBeGreaterThan(XLSX_BATCH);
    expect(got).toEqual(expected.map((r) => r.ref));
    expect(new Set(got).size).toBe(got.length);
    expect(sheet.getRow(2).getCell(8).numFmt).toBe('"$" #,##0');
  });
});

describe('a long report as PDF', () => {
  it('the journal of a month streamed page by page holds every line of the JSON report', async () => {
    const url = '/api/reports/journal/?from_date=2026-05-01&to_date=2026-05-31';
    const json = await t.app.inject({ method: 'GET', url, headers: u.auth });
    const lines = (json.json() as { rows: { code?: string | null }[] }).rows.filter((r) => r.code === '4135');
    expect(lines.length).toBe(31 * 30); // one sales line per sale of May
    const res = await t.app.inject({ method: 'GET', url: `${url}&type=pdf`, headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const result = await parser.getText();
    await parser.destroy();
    expect(result.pages.length).toBeGreaterThan(10);
    expect(result.text.match(/\b4135\b/g)?.length).toBe(lines.length);
  });
});
