import { bogotaDate, EXPENSE_MSG, formatCOP, REMINDER_MSG } from '@cc/shared';
import { ExpenseFormPage, ExpenseListPage, MyExpensesPage } from './pages/ExpensePages.ts';
import { createSeller, openSession, type Seller } from './support/seller.ts';
import { expect, test } from './support/test.ts';

const A = EXPENSE_MSG.alert;
const ARRIENDO = 18;

/** Bogotá's calendar day `days` ago, as 'YYYY-MM-DD'. */
function daysAgo(days: number): string {
  return bogotaDate(new Date(Date.now() - days * 86_400_000));
}

async function createExpenseByApi(
  request: import('@playwright/test').APIRequestContext,
  seller: Seller,
  body: Record<string, unknown>,
): Promise<{ id: number; reference: string }> {
  const res = await request.post('/api/expenses/', { headers: seller.headers, data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; reference: string };
}

test('a cash expense Arriendo 500.000 shows in the cash list and the summary real', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  const home = new MyExpensesPage(page);
  await home.goto();
  await expect(home.real).toHaveText(formatCOP(0));
  await home.startExpense('Nuevo gasto en efectivo');
  await expect(page).toHaveURL(/\/expenses-form\/cash$/);

  const form = new ExpenseFormPage(page);
  await form.save();
  await form.expectAlert(A.description);
  await form.fillExpense({ description: 'Arriendo local', category: 'Arriendo', value: 500_000 });
  // One step (issue 30 item 7): the fixed payment type and method show under the expense.
  await expect(page.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Método de pago' })).toHaveValue('Efectivo');
  await form.save();
  await form.modal.expectMessage(EXPENSE_MSG.created);
  await form.modal.accept();

  // Back to the previous route, refreshed.
  await expect(page).toHaveURL(/\/my-expenses$/);
  await expect(home.real).toHaveText(formatCOP(500_000));
  await expect(home.cardTotal('cash')).toHaveText(formatCOP(500_000));
  await page.getByTestId('expense-card-cash').click();
  const list = new ExpenseListPage(page);
  await expect(list.row('0001')).toContainText('Arriendo local');
  await expect(list.row('0001')).toContainText(formatCOP(500_000));
  await expect(page.getByTestId('expense-list-total')).toHaveText(formatCOP(500_000));
});

test('a credit expense Servicios públicos 120.000 receives an abono until it is finished', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  await page.goto('/expenses-detail/credit');
  await expect(page.getByTestId('empty-message')).toHaveText(EXPENSE_MSG.empty);
  await page.getByRole('link', { name: 'Nuevo gasto a crédito' }).click();

  const form = new ExpenseFormPage(page);
  await form.fillExpense({ description: 'Energía', category: 'Servicios públicos', value: 120_000 });
  await form.next();
  // An initial payment needs its method (docs/product/3-expenses-reports.md §5).
  await page.getByLabel('Pago inicial (opcional)').fill('20000');
  await form.save();
  await form.expectAlert(A.paymentMethod);
  await form.pickMethod('Efectivo');
  await form.save();
  await form.modal.expectMessage(EXPENSE_MSG.created);
  await form.modal.accept();
  await expect(page).toHaveURL(/\/expenses-detail\/credit$/);

  const list = new ExpenseListPage(page);
  await expect(page.getByTestId('expense-list-total')).toHaveText(formatCOP(100_000));
  await list.row('0001').getByRole('link', { name: /^0001/ }).click();
  await expect(page).toHaveURL(/\/expenses-detail\/credit\/\d+$/);
  await expect(page.getByTestId('credit-value')).toHaveText(formatCOP(120_000));
  await expect(page.getByTestId('credit-paid')).toHaveText(formatCOP(20_000));
  await expect(page.getByTestId('credit-balance')).toHaveText(formatCOP(100_000));

  await page.getByRole('link', { name: 'Agregar abono' }).click();
  await expect(page).toHaveURL(/\/expenses-form\/payment\/\d+$/);
  await form.save();
  await form.expectAlert(A.paymentValue);
  await form.fillPayment(100_000, 'Banco');
  await form.save();
  await form.modal.expectMessage(EXPENSE_MSG.paymentCreated);
  await form.modal.accept();

  await expect(page).toHaveURL(/\/expenses-detail\/credit\/\d+$/);
  await expect(page.getByTestId('credit-paid')).toHaveText(formatCOP(120_000));
  await expect(page.getByTestId('credit-balance')).toHaveText(formatCOP(0));
  await expect(page.getByTestId('credit-finished')).toHaveText(EXPENSE_MSG.finishedTag);
  await expect(page.getByRole('link', { name: 'Agregar abono' })).toHaveCount(0);
});

test('editing then voiding a cash expense: new value, then Anulado and an empty total', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  const expense = await createExpenseByApi(request, seller, {
    description: 'Arriendo bodega',
    category_id: ARRIENDO,
    value: 300_000,
    date: daysAgo(0),
    payment_type: 'CONTADO',
    payment_method: 'EFECTIVO',
  });
  await openSession(page, seller);
  await page.goto('/expenses-detail/cash');
  const list = new ExpenseListPage(page);
  await expect(page.getByTestId('expense-list-total')).toHaveText(formatCOP(300_000));

  // Edit first: the stored values, then 'Gasto actualizado' and back to the list.
  await page.getByRole('link', { name: `Editar ${expense.reference}` }).click();
  await expect(page).toHaveURL(/\/expenses-form\/edit_cash\/\d+$/);
  await expect(page.getByLabel('Descripción')).toHaveValue('Arriendo bodega');
  await page.getByRole('textbox', { name: 'Valor', exact: true }).fill('350000');
  const form = new ExpenseFormPage(page);
  await form.save();
  await form.modal.expectMessage(EXPENSE_MSG.updated);
  await form.modal.accept();
  await expect(page).toHaveURL(/\/expenses-detail\/cash$/);
  await expect(page.getByTestId('expense-list-total')).toHaveText(formatCOP(350_000));

  await list.voidRow(expense.reference, EXPENSE_MSG.voidConfirm.gasto);
  await list.modal.expectMessage(EXPENSE_MSG.voidedOk.title, EXPENSE_MSG.voidedOk.text(expense.reference));
  await list.modal.accept();
  await expect(list.row(expense.reference)).toContainText(EXPENSE_MSG.voidedTag);
  await expect(list.row(expense.reference).getByRole('button', { name: /Anular/ })).toHaveCount(0);
  await expect(page.getByTestId('expense-list-total')).toHaveText(formatCOP(0));
});

test('a weekly reminder 9 days old fills the bell; discarding it moves it to Anteriores', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  await createExpenseByApi(request, seller, {
    description: 'Aseo',
    category_id: ARRIENDO,
    value: 45_000,
    date: daysAgo(9),
    reminder: 2, // 'Cada semana'
    payment_type: 'CONTADO',
    payment_method: 'BANCO',
  });
  await openSession(page, seller);
  const home = new MyExpensesPage(page);
  await home.goto();
  await expect(home.bell).toHaveAttribute('data-filled', 'true');
  await home.bell.click();
  await expect(page).toHaveURL(/\/notifications$/);

  const fresh = page.getByTestId('reminders-new');
  const previous = page.getByTestId('reminders-previous');
  await expect(fresh.getByTestId('reminder-card')).toHaveCount(1);
  await expect(fresh.getByTestId('reminder-card')).toContainText(
    REMINDER_MSG.notification.message('Aseo', 45_000),
  );
  await expect(previous.getByTestId('empty-previous')).toHaveText(REMINDER_MSG.emptyAll);

  await fresh.getByRole('button', { name: 'Rechazar' }).click();
  const modal = new ExpenseListPage(page).modal;
  await modal.expectMessage(REMINDER_MSG.discarded);
  await modal.accept();
  await expect(fresh.getByTestId('empty-new')).toHaveText(REMINDER_MSG.emptyNew);
  await expect(previous.getByTestId('reminder-card')).toHaveCount(1);
  await expect(previous.getByTestId('reminder-card')).toContainText('DESCARTADO');
  await expect(previous.getByRole('button')).toHaveCount(0);
  // The bell is refreshed: nothing left to notify.
  await expect(home.bell).not.toHaveAttribute('data-filled', 'true');
});

test('accepting a reminder opens the prefilled form and saves the expense with it', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  await createExpenseByApi(request, seller, {
    description: 'Aseo',
    category_id: ARRIENDO,
    value: 45_000,
    date: daysAgo(9),
    reminder: 2,
    payment_type: 'CONTADO',
    payment_method: 'BANCO',
  });
  await openSession(page, seller);
  await page.goto('/notifications');
  const fresh = page.getByTestId('reminders-new');
  await fresh.getByRole('button', { name: 'Aceptar' }).click();

  // The bank form (the reminder's payment method), prefilled, dated on the occurrence.
  await expect(page).toHaveURL(/\/expenses-form\/bank\?reminder=\d+/);
  await expect(page.getByLabel('Descripción')).toHaveValue('Aseo');
  await expect(page.getByRole('textbox', { name: 'Valor', exact: true })).toHaveValue('45.000');
  await expect(page.getByLabel('Fecha')).toHaveValue(daysAgo(2));
  await expect(page.getByRole('textbox', { name: 'Recordar' })).toHaveValue('Cada semana');
  const form = new ExpenseFormPage(page);
  await expect(page.getByRole('textbox', { name: 'Método de pago' })).toHaveValue('Banco');
  await form.save();
  await form.modal.expectMessage(EXPENSE_MSG.created);
  await form.modal.accept();

  await expect(page).toHaveURL(/\/notifications$/);
  await expect(fresh.getByTestId('empty-new')).toHaveText(REMINDER_MSG.emptyNew);
  await expect(page.getByTestId('reminders-previous').getByTestId('reminder-card')).toContainText('ACEPTADO');
  await page.goto('/expenses-detail/bank');
  await expect(page.getByTestId('expense-list-total')).toHaveText(formatCOP(90_000));
});

test('accepting a monthly reminder saves the new expense monthly, so the series goes on', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  // 40 days ago, monthly: its first occurrence (a calendar month later) is some 10 days ago.
  const rent = await createExpenseByApi(request, seller, {
    description: 'Arriendo local',
    category_id: ARRIENDO,
    value: 800_000,
    date: daysAgo(40),
    reminder: 4, // 'Cada mes'
    payment_type: 'CONTADO',
    payment_method: 'EFECTIVO',
  });
  await openSession(page, seller);
  await page.goto('/notifications');
  const fresh = page.getByTestId('reminders-new');
  await fresh.getByRole('button', { name: 'Aceptar' }).click();

  await expect(page).toHaveURL(/\/expenses-form\/cash\?reminder=\d+/);
  // The form opens with the reminder's 'Recordar', not 'No recordar' (its options load apart).
  await expect(page.getByRole('textbox', { name: 'Recordar' })).toHaveValue('Cada mes', { timeout: 30_000 });
  const form = new ExpenseFormPage(page);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/expenses/') && r.request().method() === 'POST',
  );
  await form.save();
  const response = await saved;
  expect(response.status()).toBe(201);
  const expense = (await response.json()) as { id: number; reminder: number; reminder_id: number };
  expect(expense.reminder).toBe(4);
  await form.modal.expectMessage(EXPENSE_MSG.created);
  await form.modal.accept();
  await expect(page.getByTestId('reminders-previous').getByTestId('reminder-card')).toContainText('ACEPTADO');

  // The accepted one ends the first expense's turn; the new expense carries the series and its
  // next occurrence is a month after the one just paid, still ahead.
  const res = await request.get('/api/reminders/', { headers: seller.headers });
  const reminders = (await res.json()) as { id: number; status: string; expense: { id: number } }[];
  expect(reminders.map((r) => [r.status, r.expense.id])).toEqual([['ACEPTADA', rent.id]]);
  expect(reminders[0]?.id).toBe(expense.reminder_id);
  const detail = await request.get(`/api/expenses/${expense.id}/`, { headers: seller.headers });
  expect(((await detail.json()) as { reminder: number }).reminder).toBe(4);
});

test("a credit expense's edit form shows its initial payment as 'Pago inicial', not the total paid", async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  const credit = await createExpenseByApi(request, seller, {
    description: 'Mantenimiento nevera',
    category_id: ARRIENDO,
    value: 100_000,
    date: daysAgo(1),
    payment_type: 'CREDITO',
    payment_method: 'EFECTIVO',
    payment: 20_000,
  });
  const abono = await request.post(`/api/expenses/${credit.id}/payments/`, {
    headers: seller.headers,
    data: { date: daysAgo(0), value: 30_000, payment_method: 'BANCO', observations: '' },
  });
  expect(abono.status(), await abono.text()).toBe(201);
  await openSession(page, seller);
  await page.goto(`/expenses-form/edit_credit/${credit.id}`);
  await expect(page.getByLabel('Descripción')).toHaveValue('Mantenimiento nevera');
  await new ExpenseFormPage(page).next();
  const initial = page.getByRole('textbox', { name: 'Pago inicial (opcional)' });
  // 20.000 paid with the expense; with the 30.000 abono, 50.000 are paid in all.
  await expect(initial).toHaveValue('20.000');
  await expect(initial).toBeDisabled();
});
