import { bogotaDate, formatCOP, REPORT_MSG, REPORT_NOTICE } from '@cc/shared';
import type { APIRequestContext } from '@playwright/test';
import { MessageModal } from './pages/MessageModal.ts';
import { ReportScreenPage, ReportsMenuPage } from './pages/ReportsPages.ts';
import {
  CONSUMIDOR_FINAL,
  loginNewUser,
  openBooksWithOneSale,
  openSession,
  type Seller,
} from './support/seller.ts';
import { expect, test } from './support/test.ts';

/**
 * A shop with Caja 1.000.000 and 10 'Arroz' at cost 2.000 as opening balance (assets and equity
 * 1.020.000), then a cash sale of 2 at 3.000: Caja +6.000, inventory −4.000, result +2.000.
 */
async function createShop(request: APIRequestContext): Promise<Seller> {
  const { user, login, headers } = await loginNewUser(request);
  const arroz = await openBooksWithOneSale(request, headers, CONSUMIDOR_FINAL);
  return { user, login: { ...login, initial_info: true }, headers, items: { arroz, domicilio: 0 } };
}

/** First day of the current Bogotá month and today, as the balance of "this month". */
function currentMonth(): { from: string; to: string } {
  const to = bogotaDate(new Date());
  return { from: `${to.slice(0, 8)}01`, to };
}

test('balance, results, xlsx download and a chart for a shop with one cash sale', async ({
  page,
  request,
}) => {
  const shop = await createShop(request);
  await openSession(page, shop);
  const menu = new ReportsMenuPage(page);
  const screen = new ReportScreenPage(page);
  const month = currentMonth();

  await menu.goto('report');
  await menu.open('Mi balance');
  await expect(page).toHaveURL(/\/my-reports\/report\/balance$/);

  // A range the client refuses: the alert modal (docs/product/3-expenses-reports.md §5), nothing is generated.
  await screen.setRange('2026-02-01', '2026-01-01');
  await screen.generate();
  const modal = new MessageModal(page);
  await modal.expectMessage(REPORT_MSG.alertTitle, REPORT_MSG.fromAfterTo);
  await modal.accept();
  await expect(page.getByTestId('report')).toHaveCount(0);

  await screen.setRange(month.from, month.to);
  await screen.generate();
  await expect(screen.value('Total activos')).toHaveText(formatCOP(1_022_000));
  await expect(screen.value('Total pasivo y patrimonio')).toHaveText(formatCOP(1_022_000));
  await expect(page.getByTestId('report-notice')).toHaveText(REPORT_NOTICE);

  // docs/product/3-expenses-reports.md §4: the spreadsheet is processing, then its download link appears.
  await page.getByRole('button', { name: 'Descargar Excel' }).click();
  await expect(page.getByTestId('report-processing')).toHaveText(REPORT_MSG.processing);
  const link = page.getByTestId('report-ready').getByRole('link');
  await expect(link).toHaveText(/^Reporte - Mi balance .*\.xlsx$/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^Reporte - Mi balance .*\.xlsx$/);
  // Another range drops the prepared workbook (valid or not).
  await screen.setRange('2020-01-01', month.to);
  await expect(page.getByTestId('report-ready')).toHaveCount(0);

  await page.getByRole('link', { name: 'Regresar' }).click();
  await menu.open('Mis resultados');
  await screen.setRange(month.from, month.to);
  await screen.generate();
  await expect(screen.value('Ingresos por ventas')).toHaveText(formatCOP(6_000));
  await expect(screen.value('Utilidad bruta')).toHaveText(formatCOP(2_000));

  await menu.goto('report');
  await menu.switchTo('Mis gráficas');
  await expect(page).toHaveURL(/\/my-reports\/graphic$/);
  await menu.open('Ventas por mes');
  await screen.generate(REPORT_MSG.generateChart);
  await expect(page.getByTestId('chart').locator('canvas')).toBeVisible();
});

test('an impossible typed date is refused; the downloads use the range on screen', async ({
  page,
  request,
}) => {
  const shop = await createShop(request);
  await openSession(page, shop);
  const menu = new ReportsMenuPage(page);
  const screen = new ReportScreenPage(page);
  const modal = new MessageModal(page);
  const month = currentMonth();

  await menu.goto('report');
  await menu.open('Mis resultados');
  await screen.setRange(month.from, month.to);
  await screen.generate();
  await expect(screen.value('Ingresos por ventas')).toHaveText(formatCOP(6_000));

  // 31/02 is not a day: refused with the date message, and the field keeps what was typed
  // (a lenient parser turned it into 03/03 and generated that).
  await screen.to.fill('31/02/2026');
  await screen.to.press('Tab');
  await page.keyboard.press('Escape');
  await screen.generate();
  await modal.expectMessage(REPORT_MSG.alertTitle, REPORT_MSG.dateInvalid);
  await modal.accept();
  await expect(screen.to).toHaveValue('31/02/2026');
  await expect(screen.to).toHaveAttribute('aria-invalid', 'true');

  // Another range typed after 'Generar informe': both files are asked for that range.
  const lastMonth = `${bogotaDate(new Date(Date.now() - 40 * 86_400_000)).slice(0, 8)}01`;
  await screen.setRange(lastMonth, month.to);
  const asked = async (format: 'pdf' | 'xlsx', button: string) => {
    const [req] = await Promise.all([
      page.waitForRequest(
        (r) => r.url().includes('/api/reports/results/') && r.url().includes(`type=${format}`),
      ),
      page.getByRole('button', { name: button }).click(),
    ]);
    const url = new URL(req.url());
    return [url.searchParams.get('from_date'), url.searchParams.get('to_date')];
  };
  expect(await asked('pdf', 'Descargar PDF')).toEqual([lastMonth, month.to]);
  expect(await asked('xlsx', 'Descargar Excel')).toEqual([lastMonth, month.to]);
  await expect(page.getByTestId('report-ready').getByRole('link')).toHaveText(
    `Reporte - Mis resultados ${lastMonth} a ${month.to}.xlsx`,
  );
});
