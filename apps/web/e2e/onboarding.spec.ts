import { FINANCIAL_MSG } from '@cc/shared';
import type { APIRequestContext } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { FinancialFormScreen, RecordListScreen, SummaryScreen } from './pages/OnboardingPages.ts';
import { expect, test } from './support/test.ts';
import { newUser, registerByApi } from './support/users.ts';

const M = FINANCIAL_MSG;

/** 'YYYY-MM' and 'Marzo 2025' for the current month in Bogotá (the browser's time zone). */
function currentMonth(): { iso: string; label: string } {
  const now = new Date();
  const parts = new Intl.DateTimeFormat('es-CO', {
    timeZone: 'America/Bogota',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const year = parts.find((p) => p.type === 'year')?.value ?? '';
  const month = parts.find((p) => p.type === 'month')?.value ?? '';
  const name = new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', month: 'long' }).format(now);
  return { iso: `${year}-${month}`, label: `${name.charAt(0).toUpperCase()}${name.slice(1)} ${year}` };
}

async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/login/', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

test('initial information: welcome, assets, liabilities, budgets and the summary', async ({
  page,
  request,
}) => {
  const user = newUser({ first_name: 'maría josé' });
  await registerByApi(request, user);
  const login = new LoginPage(page);
  await login.goto();
  await login.login(user.email, user.password);

  // Welcome: greeting by capitalised first name, 'Comenzar' → the summary.
  await expect(page).toHaveURL(/\/welcome-user$/);
  await expect(page.getByTestId('welcome-title')).toHaveText('¡Hola, María José!');
  await page.getByRole('link', { name: 'Comenzar' }).click();
  const summary = new SummaryScreen(page);
  await summary.expectLoaded();
  await summary.expectFigures({
    assets: '$ 0',
    liabilities: '$ 0',
    patrimony: '$ 0',
    income: '$ 0',
    expense: '$ 0',
  });
  await expect(page.getByRole('link', { name: 'Omitir' })).toHaveAttribute('href', '/my-profile');
  await expect(page.getByRole('link', { name: 'Siguiente' })).toHaveAttribute('href', '/initial-inventory');

  // Assets: empty list, client rules on submit and on blur, then a created asset.
  await summary.open('Activos iniciales');
  const assets = new RecordListScreen(page, 'Activos iniciales');
  await assets.expectLoaded();
  await assets.expectEmpty(M.assets.empty);
  await assets.add('Agregar nuevo activo.');
  await expect(page).toHaveURL(/\/initial-assets-form$/);
  const form = new FinancialFormScreen(page);
  await form.expectTitle('Nuevo activo inicial');
  await expect(form.value).toHaveAttribute('placeholder', '300.000');
  await form.submit('Crear activo');
  await expect(form.error(M.category.required)).toBeVisible();
  await expect(form.error(M.value.required)).toBeVisible();
  // Money as people type it (issue 10): '1.000.000' is a million pesos, not a refusal.
  await form.value.fill('1.000.000');
  await form.value.blur();
  await expect(form.value).toHaveValue('1.000.000');
  await expect(form.error(M.value.digits)).toBeHidden();
  await form.fill('Caja', '1000000');
  await expect(form.value).toHaveValue('1.000.000');
  await form.submit('Crear activo');
  await form.modal.expectMessage(M.assets.created.title, M.assets.created.text);
  await form.modal.accept();
  await expect(page).toHaveURL(/\/initial-assets$/);
  await assets.expectLoaded();
  await expect(assets.card('Caja').getByTestId('record-value')).toHaveText('$ 1.000.000');
  // Assets are never deleted (docs/product/1-account.md §4).
  await expect(page.getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);

  // The same category again: the failure modal, whose 'Aceptar' also goes to the list (docs/product/1-account.md §4).
  await assets.add('Agregar nuevo activo.');
  await form.fill('Caja', '5000');
  await form.submit('Crear activo');
  await form.modal.expectMessage(M.assets.createFailed.title, M.assets.createFailed.text);
  await form.modal.accept();
  await expect(page).toHaveURL(/\/initial-assets$/);

  // Liabilities: values in red, no delete.
  await summary.goto();
  await summary.open('Pasivos iniciales');
  const liabilities = new RecordListScreen(page, 'Pasivos iniciales');
  await liabilities.expectLoaded();
  await liabilities.expectEmpty(M.liabilities.empty);
  await liabilities.add('Agregar nuevo pasivo.');
  await form.expectTitle('Nuevo pasivo inicial');
  await form.fill('Obligaciones financieras', '400000');
  await form.submit('Crear pasivo');
  await form.modal.expectMessage(M.liabilities.created.title, M.liabilities.created.text);
  await form.modal.accept();
  await liabilities.expectLoaded();
  const debt = liabilities.card('Obligaciones financieras').getByTestId('record-value');
  await expect(debt).toHaveText('$ 400.000');
  await expect(debt).toHaveCSS('color', 'rgb(240, 62, 62)');
  await expect(page.getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);

  // Income budget for the current month (the picker starts there).
  const month = currentMonth();
  await page.goto('/initial-budget-income');
  const income = new RecordListScreen(page, 'Presupuesto ingresos proyectados');
  await income.expectLoaded();
  await income.expectEmpty(M.budgets.emptyIncome);
  await income.add('Agregar nuevo presupuesto.');
  await form.expectTitle('Nueva proyección de presupuesto de ingresos');
  await expect(form.month).toHaveText(month.iso);
  await form.fill('Ventas de productos', '2000000', 'Categoría');
  await form.submit('Crear presupuesto');
  await form.modal.expectMessage(M.budgets.createdTitle, M.budgets.createdIncome);
  await form.modal.accept();
  await income.expectLoaded();
  const sales = income.card('Ventas de productos');
  await expect(sales.getByTestId('record-month')).toHaveText(month.label);
  await expect(sales.getByTestId('record-value')).toHaveText('$ 2.000.000');

  // Edit it: the form starts from the stored record.
  await income.edit('Ventas de productos');
  await expect(page).toHaveURL(/\/edit-initial-budget-income-form\/\d+$/);
  await form.expectTitle('Editar proyección de presupuesto de ingresos');
  await expect(form.value).toHaveValue('2.000.000');
  await form.value.fill('2500000');
  await form.submit('Actualizar');
  await form.modal.expectMessage(M.budgets.updatedTitle, M.budgets.updatedIncome);
  await form.modal.accept();
  await income.expectLoaded();
  await expect(sales.getByTestId('record-value')).toHaveText('$ 2.500.000');

  // Expense budget.
  await page.goto('/initial-budget-expense');
  const expense = new RecordListScreen(page, 'Presupuesto gastos proyectados');
  await expense.expectLoaded();
  await expense.expectEmpty(M.budgets.emptyExpense);
  await expense.add('Agregar nuevo presupuesto.');
  await form.expectTitle('Nueva proyección de presupuesto de gastos');
  await form.fill('Arriendo', '800000', 'Categoría');
  await form.submit('Crear presupuesto');
  await form.modal.expectMessage(M.budgets.createdTitle, M.budgets.createdExpense);
  await form.modal.accept();
  await expense.expectLoaded();
  await expect(expense.card('Arriendo').getByTestId('record-value')).toHaveText('$ 800.000');

  // The summary adds it all up.
  await summary.goto();
  await summary.expectFigures({
    assets: '$ 1.000.000',
    liabilities: '$ 400.000',
    patrimony: '$ 600.000',
    income: '$ 2.500.000',
    expense: '$ 800.000',
  });

  // Deleting a budget: Cancelar keeps it, Eliminar removes it and the list refreshes.
  await summary.open('Gastos proyectados');
  await expense.expectLoaded();
  await expense.delete('Arriendo');
  await expect(expense.confirmDialog).toContainText(M.deleteConfirm.text);
  // The modal's close icon is labelled 'Cancelar' too: take the button that shows the word.
  await expense.confirmDialog
    .getByRole('button', { name: 'Cancelar' })
    .filter({ hasText: 'Cancelar' })
    .click();
  await expect(expense.confirmDialog).toBeHidden();
  await expect(expense.card('Arriendo')).toHaveCount(1);
  await expense.delete('Arriendo');
  await expense.confirmDialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(expense.confirmDialog).toBeHidden();
  await expense.expectEmpty(M.budgets.emptyExpense);

  await summary.goto();
  await expect(summary.figure('budget-expense')).toHaveText('$ 0');
  await expect(summary.figure('patrimony')).toHaveText('$ 600.000');
});

test('once the initial information is closed, assets and liabilities are read-only', async ({
  page,
  request,
}) => {
  const user = newUser();
  await registerByApi(request, user);
  const token = await apiLogin(request, user.email, user.password);
  const headers = { Authorization: `Token ${token}` };
  const created = await request.post('/api/financial_info/', {
    headers,
    data: { category: 8, value: 250000, financial_type: 'ACTIVOS' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const asset = (await created.json()) as { id: number };
  const closed = await request.post('/api/financial_info/close/', { headers });
  expect(closed.status()).toBe(200);

  const login = new LoginPage(page);
  await login.goto();
  await login.login(user.email, user.password);
  await expect(page).toHaveURL(/\/my-profile$/);
  expect((await login.storedSession()).initialInfo).toBe('true');

  // The summary offers only the way back to the profile.
  const summary = new SummaryScreen(page);
  await summary.goto();
  await expect(summary.figure('assets')).toHaveText('$ 250.000');
  await expect(page.getByRole('link', { name: 'Volver al perfil' })).toHaveAttribute('href', '/my-profile');
  await expect(page.getByRole('link', { name: 'Omitir' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Siguiente' })).toHaveCount(0);

  for (const [path, title] of [
    ['/initial-assets', 'Activos iniciales'],
    ['/initial-liabilities', 'Pasivos iniciales'],
  ] as const) {
    await page.goto(path);
    const list = new RecordListScreen(page, title);
    await list.expectLoaded();
    await expect(page.getByTestId('closed-notice')).toHaveText(M.closed);
    await expect(page.getByRole('link', { name: /^Agregar/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Editar/ })).toHaveCount(0);
  }
  await page.goto('/initial-assets');
  const bank = new RecordListScreen(page, 'Activos iniciales').card('Bancos');
  await expect(bank.getByTestId('record-value')).toHaveText('$ 250.000');

  // The forms do not open either.
  await page.goto(`/edit-initial-assets-form/${asset.id}`);
  await expect(page.getByTestId('closed-notice')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actualizar' })).toHaveCount(0);

  // Budgets stay editable.
  await page.goto('/initial-budget-income');
  const income = new RecordListScreen(page, 'Presupuesto ingresos proyectados');
  await income.expectLoaded();
  await expect(page.getByRole('link', { name: 'Agregar nuevo presupuesto.' })).toBeVisible();
  await expect(page.getByTestId('closed-notice')).toHaveCount(0);
});

test('an edit path with an unknown id shows ERROR 404', async ({ page, request }) => {
  const user = newUser();
  await registerByApi(request, user);
  const login = new LoginPage(page);
  await login.goto();
  await login.login(user.email, user.password);
  await expect(page).toHaveURL(/\/welcome-user$/);
  await page.goto('/edit-initial-budget-expense-form/999999');
  await expect(page.getByRole('heading', { name: 'ERROR 404' })).toBeVisible();
});
