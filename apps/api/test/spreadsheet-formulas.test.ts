import { spreadsheetText } from '@cc/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newExpense } from './expenses-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, CC, newItem, salePayload } from './incomes-fixtures.ts';
import { shoppingPayload } from './shoppings-fixtures.ts';

/**
 * LEDGER.md "Journal, ledger and CSV": a cell that starts with '=', '+', '-', '@' or a tab is
 * written with a leading apostrophe, so no formula runs when the accountant opens a file. One test
 * per writer: the journal CSV, a report's xlsx, and each module download (sales, purchases,
 * expenses), each with a hostile client's or provider's name or expense description.
 */
const CLIENT = '=HYPERLINK("http://evil.example","clic")';
// Product names cannot start with '+' or '-' (inventory's own rule), so none is hostile here.
const PRODUCT = 'Arroz 500g';
const PROVIDER = '@SUM(A1:A9)';
const EXPENSE = '-2+3 caja menor';

let t: TestApp;
let u: CreatedUser;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-10T15:00:00Z' });
  api = apiOf(t);
  u = await createUser(t);
  const item = await newItem(t, u, {
    name: PRODUCT,
    cost_value: 1000,
    sale_value: 3000,
    quantity: 10,
    is_initial: true,
  });
  const sale = await api(
    u,
    'POST',
    '/api/incomes/',
    salePayload('2026-03-05', [{ inventory_id: item.id, stock: item.batch ?? 0, quantity: 2, value: 3000 }], {
      payment_type: 'CREDITO',
      payment_method: 'EFECTIVO',
      client: { name: CLIENT, doc_type: CC, doc_number: '1030555444' },
    }),
  );
  expect(sale.statusCode, sale.body).toBe(201);
  const purchase = await api(
    u,
    'POST',
    '/api/shoppings/',
    shoppingPayload(6, '2026-03-06', [{ description: 'Bolsas', quantity: 1, value: 4000 }], {
      provider: { name: PROVIDER, doc_type: CC, doc_number: '79111222' },
    }),
  );
  expect(purchase.statusCode, purchase.body).toBe(201);
  await newExpense(t, u, '2026-03-07', { description: EXPENSE, value: 2000 });
}, 120_000);
afterAll(() => t.close());

async function sheetTexts(path: string): Promise<string[]> {
  const res = await api(u, 'GET', path);
  expect(res.statusCode, path).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const texts: string[] = [];
  for (const sheet of wb.worksheets)
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') texts.push(cell.value);
      });
    });
  return texts;
}

/** No text cell starts like a formula, and the hostile text is there behind its apostrophe. */
function expectDefused(texts: string[], hostile: string): void {
  expect(texts.filter((x) => /^[=+\-@\t\r]/.test(x))).toEqual([]);
  expect(texts.some((x) => x.includes(`'${hostile}`))).toBe(true);
}

describe('no formula runs from a file', () => {
  it('spreadsheetText prefixes exactly the formula starts', () => {
    expect(['=1', '+1', '-1', '@a', '\tx', '\rx', 'a=1', "'=1", ''].map(spreadsheetText)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\tx",
      "'\rx",
      'a=1',
      "'=1",
      '',
    ]);
  });

  it('the journal CSV', async () => {
    const res = await api(u, 'GET', '/api/reports/journal/?from_date=2026-03-01&to_date=2026-03-31&type=csv');
    expect(res.statusCode).toBe(200);
    const cells = res.rawPayload
      .subarray(3)
      .toString('utf8')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .flatMap((line) => line.split(';').map((c) => c.replace(/^"|"$/g, '').replace(/""/g, '"')));
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
    expect(cells).toContain(`'${CLIENT}`);
    expect(cells).toContain(`'${PROVIDER}`);
    expect(cells).toContain(`'${EXPENSE}`);
    expect(cells).toContain(`${PRODUCT} × 2`);
  });

  it("a report's xlsx (debtors: the client's name)", async () => {
    expectDefused(
      await sheetTexts('/api/reports/debtors/?from_date=2026-03-01&to_date=2026-03-31&type=xlsx'),
      CLIENT,
    );
  });

  it('the sales download', async () => {
    expectDefused(await sheetTexts('/api/incomes/export/'), CLIENT);
  });

  it('the purchases download', async () => {
    expectDefused(await sheetTexts('/api/shoppings/export/'), PROVIDER);
  });

  it('the expenses download', async () => {
    expectDefused(await sheetTexts('/api/expenses/export/'), EXPENSE);
  });
});
