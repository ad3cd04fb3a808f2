import { bogotaDate, formatCOP, INCOME_MSG } from '@cc/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { IncomeDetailPage, IncomeFormPage } from './pages/IncomePages.ts';
import { ReportScreenPage, ReportsMenuPage } from './pages/ReportsPages.ts';
import { loginNewUser, openSession, postOk, type Seller } from './support/seller.ts';
import { expect as baseExpect, test } from './support/test.ts';

// Fixed category ids of the seed (db/seed/catalog.ts).
const CUENTAS_POR_COBRAR = 9;
const OBLIGACIONES = 12;
const A = INCOME_MSG.alert;

// Each flow crosses several screens that each load their lists: with room for a loaded machine.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** A shop that opened its books with an old customer's debt of 500.000 and a loan of 300.000. */
async function createShop(request: APIRequestContext): Promise<Seller> {
  const { user, login, headers } = await loginNewUser(request);
  await postOk(request, headers, '/api/financial_info/', {
    category: CUENTAS_POR_COBRAR,
    value: 500_000,
    financial_type: 'ACTIVOS',
  });
  await postOk(request, headers, '/api/financial_info/', {
    category: OBLIGACIONES,
    value: 300_000,
    financial_type: 'PASIVOS',
  });
  await postOk(request, headers, '/api/financial_info/close/', {});
  return { user, login: { ...login, initial_info: true }, headers, items: { arroz: 0, domicilio: 0 } };
}

/** A debtors or debts report of this month, generated on screen. */
async function openReport(page: Page, title: 'Cuentas por cobrar' | 'Mis deudas'): Promise<ReportScreenPage> {
  const menu = new ReportsMenuPage(page);
  const screen = new ReportScreenPage(page);
  const to = bogotaDate(new Date());
  await menu.goto('report');
  await menu.open(title);
  await screen.setRange(`${to.slice(0, 8)}01`, to);
  await screen.generate();
  return screen;
}

function reportRow(page: Page, name: string) {
  return page
    .getByTestId('report-table')
    .getByTestId('report-row')
    .filter({ has: page.getByTestId('row-name').getByText(name, { exact: true }) });
}

test("an old customer's debt is collected with 'Abonar' from Cuentas por cobrar, then edited", async ({
  page,
  request,
}) => {
  const shop = await createShop(request);
  await openSession(page, shop);

  // Cuentas por cobrar: the opening receivable is 'Saldo inicial', with 'Abonar'.
  const screen = await openReport(page, 'Cuentas por cobrar');
  await expect(screen.value('Saldo inicial')).toHaveText(formatCOP(500_000));
  await reportRow(page, 'Saldo inicial').getByRole('link', { name: 'Abonar Saldo inicial' }).click();
  await expect(page).toHaveURL(/\/income-form\/opening_payment\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Nuevo abono' })).toBeVisible();
  await expect(page.getByTestId('opening-form-pending')).toHaveText(formatCOP(500_000));

  // The abono form of a credit sale: its alerts, then 'Abono creado'.
  const form = new IncomeFormPage(page);
  await form.send();
  await form.expectAlert(A.paymentValue);
  await form.fillPaymentValue(200_000);
  await expect(page.getByRole('textbox', { name: 'Método de pago' })).toHaveValue('Efectivo');
  await form.send();
  await form.modal.expectMessage(INCOME_MSG.paymentCreated.title, INCOME_MSG.paymentCreated.text('efectivo'));
  await form.modal.accept();

  // Its history: Saldo inicial, Pagado, Saldo por cobrar and the abono SI-01.
  await expect(page).toHaveURL(/\/income-detail\/opening\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Saldo inicial · Cuentas por cobrar' })).toBeVisible();
  await expect(page.getByTestId('credit-value')).toHaveText(formatCOP(500_000));
  await expect(page.getByTestId('credit-paid')).toHaveText(formatCOP(200_000));
  await expect(page.getByTestId('credit-balance')).toHaveText(formatCOP(300_000));
  const detail = new IncomeDetailPage(page);
  await expect(detail.payment('SI-01')).toContainText(formatCOP(200_000));

  // Edit SI-01 to 250.000.
  await detail.payment('SI-01').getByRole('link', { name: 'Editar abono SI-01' }).click();
  await expect(page).toHaveURL(/\/income-form\/edit_opening_payment\/\d+\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Valor del abono' })).toHaveValue('200.000');
  await form.fillPaymentValue(250_000);
  await form.send();
  await form.modal.expectMessage(INCOME_MSG.paymentUpdated.title, INCOME_MSG.paymentUpdated.text('SI-01'));
  await form.modal.accept();
  await expect(page.getByTestId('credit-balance')).toHaveText(formatCOP(250_000));
});

test("Mis ingresos' credits list the opening receivable; 'Abonar' there settles it, a void reopens it", async ({
  page,
  request,
}) => {
  const shop = await createShop(request);
  const [receivable] = (
    (await (await request.get('/api/financial_info/?type=ACTIVOS', { headers: shop.headers })).json()) as {
      financial_info: { id: number }[];
    }
  ).financial_info;
  await postOk(request, shop.headers, `/api/financial_info/${receivable?.id}/payments/`, {
    date: bogotaDate(new Date()),
    value: 250_000,
    payment_method: 'EFECTIVO',
    observations: '',
  });
  await openSession(page, shop);

  // 'Saldo inicial · Cuentas por cobrar', counted in the header's 'Cuentas por cobrar'.
  await page.goto('/income-detail/credit');
  const row = page.locator(
    '[data-testid="opening-row"][data-reference="Saldo inicial · Cuentas por cobrar"]',
  );
  await expect(row.getByTestId('opening-pending')).toHaveText(`Saldo ${formatCOP(250_000)}`);
  await expect(page.getByTestId('income-list-total')).toHaveText(formatCOP(250_000));
  await row.getByRole('link', { name: 'Abonar' }).click();
  await expect(page).toHaveURL(/\/income-form\/opening_payment\/\d+$/);

  // More than is pending: refused with the server's message, the form stays.
  const form = new IncomeFormPage(page);
  await form.fillPaymentValue(250_001);
  await form.choosePaymentMethod('Banco');
  await form.send();
  await form.modal.expectMessage(INCOME_MSG.paymentCreateFailed.title);
  await expect(form.modal.dialog).toContainText(INCOME_MSG.paymentTooHigh(250_000));
  await form.modal.accept();
  await form.fillPaymentValue(250_000);
  await form.send();
  await form.modal.expectMessage(INCOME_MSG.paymentCreated.title, INCOME_MSG.paymentCreated.text('banco'));
  await form.modal.accept();

  // Collected in full: 'Finalizado', no more abonos; the report drops the row.
  await expect(page.getByTestId('credit-balance')).toHaveText(formatCOP(0));
  await expect(page.getByText(INCOME_MSG.finishedTag).first()).toBeVisible();
  await expect(page.getByRole('link', { name: INCOME_MSG.addPayment })).toHaveCount(0);
  const detailUrl = page.url();
  await openReport(page, 'Cuentas por cobrar');
  await expect(reportRow(page, 'Total cuentas por cobrar').getByTestId('row-value')).toHaveText(formatCOP(0));
  await expect(reportRow(page, 'Saldo inicial')).toHaveCount(0);

  // Voiding SI-02 makes 250.000 pending again.
  await page.goto(detailUrl);
  const detail = new IncomeDetailPage(page);
  await detail.payment('SI-02').getByRole('button', { name: 'Anular abono SI-02' }).click();
  await detail
    .confirmDialog(INCOME_MSG.voidPaymentConfirm.title)
    .getByRole('button', { name: 'Anular' })
    .click();
  await detail.modal.expectMessage(INCOME_MSG.voidedOk.title, INCOME_MSG.voidedOk.payment('SI-02'));
  await detail.modal.accept();
  await expect(detail.payment('SI-02')).toContainText(INCOME_MSG.voidedTag);
  await expect(page.getByTestId('credit-balance')).toHaveText(formatCOP(250_000));
});

test("an opening liability is paid with 'Abonar' from Mis deudas and shows in Mis gastos' credits", async ({
  page,
  request,
}) => {
  const shop = await createShop(request);
  await openSession(page, shop);

  const screen = await openReport(page, 'Mis deudas');
  await expect(screen.value('Obligaciones financieras')).toHaveText(formatCOP(300_000));
  await reportRow(page, 'Obligaciones financieras')
    .getByRole('link', { name: 'Abonar Obligaciones financieras' })
    .click();
  await expect(page).toHaveURL(/\/expenses-form\/opening_payment\/\d+$/);
  const form = new IncomeFormPage(page);
  await form.fillPaymentValue(100_000);
  await form.choosePaymentMethod('Banco');
  await form.send();
  await form.modal.expectMessage(INCOME_MSG.paymentCreated.title, INCOME_MSG.paymentCreated.text('banco'));
  await form.modal.accept();
  await expect(page).toHaveURL(/\/expenses-detail\/opening\/\d+$/);
  await expect(page.getByTestId('credit-balance')).toHaveText(formatCOP(200_000));

  await page.goto('/expenses-detail/credit');
  const row = page.locator(
    '[data-testid="opening-row"][data-reference="Saldo inicial · Obligaciones financieras"]',
  );
  await expect(row.getByTestId('opening-pending')).toHaveText(`Saldo ${formatCOP(200_000)}`);
  await expect(page.getByTestId('expense-list-total')).toHaveText(formatCOP(200_000));

  await openReport(page, 'Mis deudas');
  const debt = reportRow(page, 'Obligaciones financieras');
  await expect(debt.getByTestId('row-value')).toHaveText(formatCOP(200_000));
  await expect(debt).toContainText('Saldo inicial');
});

test("the opening receivable stays out of the purchase lists' totals (the info list is cached by then)", async ({
  page,
  request,
}) => {
  const shop = await createShop(request);
  await openSession(page, shop);
  await page.goto('/income-detail/credit');
  await expect(page.getByTestId('income-list-total')).toHaveText(formatCOP(500_000));
  // In-app navigation keeps the query cache that now holds the receivables list.
  await page.getByRole('link', { name: 'Compras' }).first().click();
  // The card, not the one-tap purchase form's 'Efectivo' above it (issue 30 item 5).
  await page.getByTestId('shopping-card-cash').click();
  await expect(page).toHaveURL(/\/shopping-detail\/cash$/);
  await expect(page.getByTestId('shopping-list-total')).toHaveText(formatCOP(0));
  await expect(page.getByTestId('opening-row')).toHaveCount(0);
});
