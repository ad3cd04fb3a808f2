import { readFile } from 'node:fs/promises';
import { bogotaDate, chartAccount, formatCOP, JOURNAL_CSV_HEADER, slashDate } from '@cc/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { ReportScreenPage, ReportsMenuPage } from './pages/ReportsPages.ts';
import { loginNewUser, openBooksWithOneSale, openSession, postOk, type Seller } from './support/seller.ts';
import { expect, test } from './support/test.ts';

// The books name their accounts as the PUC does (docs/accounting.md §Accounts).
const bookName = (code: string) => chartAccount(code)?.name ?? code;
const option = (code: string) => `${code} ${bookName(code)}`;
const SALES_ACCOUNT = bookName('4135');

const CC = 13;
const SHOTS = process.env.E2E_SCREENSHOTS; // a folder: screenshots of the screens for review

/**
 * Caja 1.000.000 and 10 'Arroz' at cost 2.000 as opening balance, then a cash sale today of 2 at
 * 3.000 to Juan Pérez: Caja 1.006.000, Inventarios 16.000, Ingresos 6.000. The opening balance is
 * the 'Saldo inicial' entry dated the start date, this month's first day (ADR 037): four lines
 * (Dr 1105 and 1435, Cr capital), 1.020.000 a side, before the sale's four lines (10.000 a side).
 */
async function createShop(request: APIRequestContext): Promise<Seller> {
  const { user, login, headers } = await loginNewUser(request);
  const arroz = await openBooksWithOneSale(request, headers, {
    name: 'Juan Pérez',
    doc_type: CC,
    doc_number: '1020304050',
  });
  return { user, login: { ...login, initial_info: true }, headers, items: { arroz, domicilio: 0 } };
}

function currentMonth(): { from: string; to: string } {
  const to = bogotaDate(new Date());
  return { from: `${to.slice(0, 8)}01`, to };
}

/** The same day a year earlier (a month's last day stays the last day), as the API compares. */
function yearBefore(date: string): string {
  const [y, m, d] = [Number(date.slice(0, 4)) - 1, Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  const last = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
  const isLast = d === last(y + 1, m);
  const day = isLast ? last(y, m) : Math.min(d, last(y, m));
  return `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A cell of the desktop table's row named `name`, by its column header. */
async function cell(page: Page, name: string, header: string): Promise<string> {
  const table = page.getByTestId('report-table');
  const headers = await table.locator('thead th').allInnerTexts();
  const row = table
    .getByTestId('report-row')
    .filter({ has: page.getByTestId('row-name').getByText(name, { exact: true }) })
    .first();
  return ((await row.locator('td').nth(headers.indexOf(header)).textContent()) ?? '').trim();
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function openReport(page: Page, title: string, month: { from: string; to: string }) {
  const menu = new ReportsMenuPage(page);
  const screen = new ReportScreenPage(page);
  await menu.goto('report');
  await menu.open(title);
  await screen.setRange(month.from, month.to);
  await screen.generate();
  await expect(page.getByTestId('report')).toBeVisible();
  return screen;
}

test.describe('journal pages', () => {
  test('the journal shows a page, the total of the whole range, and Cargar más loads the next', async ({
    page,
    request,
  }) => {
    const shop = await createShop(request);
    await openSession(page, shop);
    // Pages of 2 lines (the screen asks for 200): the opening's four lines and the sale's make four.
    await page.route(/\/api\/reports\/journal\/\?/, (route) =>
      route.continue({
        url: route
          .request()
          .url()
          .replace(/limit=\d+/, 'limit=2'),
      }),
    );
    await openReport(page, 'Libro diario', currentMonth());
    const rows = page.getByTestId('report-table').getByTestId('report-row');
    await expect(rows).toHaveCount(3); // two lines and the server's 'Total'
    expect(await cell(page, 'Total', 'Débito')).toBe(formatCOP(1_030_000));
    expect(await cell(page, 'Total', 'Crédito')).toBe(formatCOP(1_030_000));
    for (const count of [5, 7, 9]) {
      await page.getByTestId('report-load-more').click();
      await expect(rows).toHaveCount(count);
    }
    await expect(page.getByTestId('report-load-more')).toHaveCount(0);
    await expect(rows.last()).toContainText('Total');
    expect(await cell(page, SALES_ACCOUNT, 'Comprobante')).toBe('Venta 0001');
  });
});

test.describe('ledger pages', () => {
  test("the 'Cuenta' filter lists every account of the ledger, not only those of the loaded page", async ({
    page,
    request,
  }) => {
    const shop = await createShop(request);
    await openSession(page, shop);
    // Pages of 1 line: the first page holds only Caja's sale.
    await page.route(/\/api\/reports\/general_ledger\/\?/, (route) =>
      route.continue({
        url: route
          .request()
          .url()
          .replace(/limit=\d+/, 'limit=1'),
      }),
    );
    const screen = await openReport(page, 'Libro mayor', currentMonth());
    const titles = page.getByTestId('report-table').getByTestId('report-row').filter({ hasText: '1435' });
    await expect(titles).toHaveCount(0); // Inventarios is not loaded yet
    await expect(page.getByTestId('report-load-more')).toBeVisible();
    await page.getByRole('textbox', { name: 'Cuenta', exact: true }).click();
    for (const name of ['1105', '1435', '4135'].map(option))
      await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
    await page.getByRole('option', { name: option('4135'), exact: true }).click();
    await screen.generate();
    await expect(page.getByTestId('report-row')).toHaveCount(4); // title, opening, the sale, final
    await expect(screen.value('Saldo final')).toHaveText(formatCOP(-6_000));
  });
});

test('the books: trial balance, journal with its CSV, ledger of Caja, valuation and a comparison', async ({
  page,
  request,
}) => {
  const shop = await createShop(request);
  await openSession(page, shop);
  const month = currentMonth();

  let screen = await openReport(page, 'Balance de prueba', month);
  // The opening entry is a movement of the month that holds the start date.
  expect(await cell(page, 'Caja', 'Saldo inicial')).toBe(formatCOP(0));
  expect(await cell(page, 'Caja', 'Débito')).toBe(formatCOP(1_006_000));
  await expect(screen.value('Caja')).toHaveText(formatCOP(1_006_000));
  expect(await cell(page, 'Total', 'Débito')).toBe(formatCOP(1_030_000));
  expect(await cell(page, 'Total', 'Crédito')).toBe(formatCOP(1_030_000));
  await shot(page, 'trial-balance-desktop');

  await openReport(page, 'Libro diario', month);
  expect(await cell(page, SALES_ACCOUNT, 'Tercero')).toBe('Juan Pérez · CC 1020304050');
  expect(await cell(page, SALES_ACCOUNT, 'Comprobante')).toBe('Venta 0001');
  await shot(page, 'journal-desktop');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Reporte - Libro diario ${month.from} a ${month.to}.csv`);
  const csv = await readFile(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe(JOURNAL_CSV_HEADER.join(';'));
  expect(lines).toHaveLength(9); // the opening's four lines, then the sale's four
  const debit = JOURNAL_CSV_HEADER.indexOf('débito');
  expect(lines[1]?.split(';').slice(0, 3)).toEqual([month.from, 'SI', '1']);
  expect(lines.slice(1).reduce((s, l) => s + Number(l.split(';')[debit]), 0)).toBe(1_030_000);

  // On a 390 px phone the journal is a table that scrolls sideways; the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  const scroll = page.getByTestId('report-scroll');
  await expect(scroll).toBeVisible();
  const widths = await scroll.evaluate((el) => {
    const inner = el.querySelector('[class*="ScrollArea-viewport"]') ?? el;
    return {
      scroll: inner.scrollWidth,
      client: inner.clientWidth,
      page: document.documentElement.scrollWidth,
    };
  });
  expect(widths.scroll).toBeGreaterThan(widths.client);
  expect(widths.page).toBeLessThanOrEqual(390);
  await shot(page, 'journal-phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  screen = await openReport(page, 'Libro mayor', month);
  await page.getByRole('textbox', { name: 'Cuenta', exact: true }).click();
  await page.getByRole('option', { name: '1105 Caja', exact: true }).click();
  await screen.generate();
  // Title, the balance before the month (0), the 'Saldo inicial' entry's line, the sale, final.
  await expect(page.getByTestId('report-row')).toHaveCount(5);
  await expect(screen.value('Saldo final')).toHaveText(formatCOP(1_006_000));
  await shot(page, 'ledger-desktop');

  screen = await openReport(page, 'Valorización de inventario', month);
  await expect(screen.value('Arroz')).toHaveText(formatCOP(16_000));
  expect(await cell(page, 'Arroz', 'Cantidad')).toBe('8');
  await expect(screen.value('Total inventario')).toHaveText(formatCOP(16_000));

  screen = await openReport(page, 'Mi balance', month);
  await page.getByRole('textbox', { name: 'Comparar con', exact: true }).click();
  await page.getByRole('option', { name: 'Mismo periodo del año anterior', exact: true }).click();
  await screen.generate();
  await expect(page.getByTestId('report-compare')).toContainText('Mismo periodo del año anterior');
  // The balance compares cut-offs: the columns are headed by their dates (issue 23 item 5).
  const before = yearBefore(month.to);
  await expect(page.getByTestId('report-compare')).toContainText(`corte a ${slashDate(before)}`);
  // A year ago the books had not begun (they start on this month's first day): Caja 0 then.
  expect(await cell(page, 'Caja', slashDate(before))).toBe(formatCOP(0));
  expect(await cell(page, 'Caja', slashDate(month.to))).toBe(formatCOP(1_006_000));
  expect(await cell(page, 'Caja', 'Diferencia')).toBe(formatCOP(1_006_000));
  expect(await cell(page, 'Caja', 'Código')).toBe('1105');
  await expect(screen.value('Total activo corriente')).toHaveText(formatCOP(1_022_000));
  await shot(page, 'balance-compare-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'balance-compare-phone');
});

test('debtors show the days pending and the aging buckets', async ({ page, request }) => {
  const shop = await createShop(request);
  const today = bogotaDate(new Date());
  await postOk(request, shop.headers, '/api/incomes/', {
    date: today,
    payment_type: 'CREDITO',
    observations: '',
    details: [{ inventory_id: shop.items.arroz, quantity: 1, value: 3000 }],
    client: { name: 'Juan Pérez', doc_type: CC, doc_number: '1020304050' },
  });
  await openSession(page, shop);
  const screen = await openReport(page, 'Cuentas por cobrar', currentMonth());
  expect(await cell(page, 'Juan Pérez', 'Días')).toBe('0');
  await expect(screen.value('0 a 30 días')).toHaveText(formatCOP(3_000));
  await expect(screen.value('Más de 90 días')).toHaveText(formatCOP(0));
  await shot(page, 'debtors-desktop');
});
