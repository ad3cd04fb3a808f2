import { readFile } from 'node:fs/promises';
import { bogotaDate, formatCOP, INCOME_MSG, INVENTORY_MSG, slashDate } from '@cc/shared';
import { bogotaDays, pickFirstOfPreviousMonth } from './pages/DatePicker.ts';
import { IncomeDetailPage, IncomeFormPage, MyIncomePage } from './pages/IncomePages.ts';
import { createSaleByApi, createSeller, openSession } from './support/seller.ts';
import { expect, test } from './support/test.ts';

const A = INCOME_MSG.alert;

test('a cash sale of 2 Arroz and 1 Domicilio totals $ 11.000 and shows in the cash list', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  const myIncome = new MyIncomePage(page);
  await myIncome.goto();
  await myIncome.startIncome('Efectivo');
  await expect(page).toHaveURL(/\/income-form\/cash$/);

  const form = new IncomeFormPage(page);
  await form.next();
  await form.expectAlert(A.noLines);

  // More than the 50 in stock: the server's refusal, nothing added.
  await form.addProduct('Arroz', 60);
  await form.modal.expectMessage(INCOME_MSG.insufficientTitle);
  await expect(form.modal.dialog.getByTestId('message-list')).toContainText('Arroz');
  await form.modal.accept();
  await expect(form.lines()).toHaveCount(0);

  await form.addProduct('Arroz', 2);
  await form.addProduct('Domicilio'); // empty quantity → 1
  await expect(form.lines()).toHaveCount(2);
  await form.addProduct('Arroz', 1); // already listed: not added again
  await expect(form.lines()).toHaveCount(2);
  await expect(form.total).toHaveText(formatCOP(11_000));

  await form.next();
  // A cash sale starts as a sale to 'Consumidor final' (issue 10); 'Otro cliente' clears it.
  await expect(form.clientName).toHaveValue('Consumidor final');
  await page.getByRole('button', { name: 'Otro cliente' }).click();
  await expect(form.clientName).toHaveValue('');
  await form.next();
  await form.expectAlert(A.clientName);
  await form.fillClientName('Consumidor final');
  await form.next();
  await form.expectAlert(A.docType);
  await form.fillDocument('Cédula de ciudadanía', '222222222222');
  await form.next();

  await expect(page.getByRole('textbox', { name: 'Tipo de pago' })).toHaveValue('Contado');
  await expect(page.getByRole('textbox', { name: 'Método de pago' })).toHaveValue('Efectivo');
  await form.send();
  await form.modal.expectMessage(INCOME_MSG.created.title, INCOME_MSG.created.text);
  await form.modal.accept();

  await expect(page).toHaveURL(/\/income-detail\/cash$/);
  const list = new IncomeDetailPage(page);
  await expect(list.row('0001')).toContainText('Consumidor final');
  await expect(list.row('0001')).toContainText(formatCOP(11_000));
  await expect(page.getByTestId('income-list-total')).toHaveText(formatCOP(11_000));

  await page.getByRole('link', { name: 'Regresar' }).click();
  await expect(myIncome.cardTotal('cash')).toHaveText(formatCOP(11_000));
  await expect(page.getByTestId('summary-real')).toHaveText(formatCOP(11_000));
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar' }).click(),
  ]);
  expect(sheet.suggestedFilename()).toBe(INCOME_MSG.exportFileName);
  expect((await readFile(await sheet.path())).subarray(0, 2).toString()).toBe('PK');
});

test('a credit sale to a new client is paid by an abono until Finalizado', async ({ page, request }) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  const myIncome = new MyIncomePage(page);
  await myIncome.goto();
  await myIncome.startIncome('Crédito');
  await expect(page).toHaveURL(/\/income-form\/credit$/);

  const form = new IncomeFormPage(page);
  await form.addProduct('Arroz', 2);
  await expect(form.total).toHaveText(formatCOP(6_000));
  await form.next();

  await form.fillDocument('Cédula de ciudadanía', '1020304050');
  await form.lookUpDocument();
  await form.modal.expectMessage(INCOME_MSG.notFoundTitle, INCOME_MSG.clientNotFound('1020304050'));
  await form.modal.accept();
  await form.fillClientName('Juan Pérez');
  await form.next();
  await expect(page.getByRole('textbox', { name: 'Tipo de pago' })).toHaveValue('Crédito');
  await form.send();
  await form.modal.expectMessage(INCOME_MSG.created.title, INCOME_MSG.created.text);
  await form.modal.accept();

  await expect(page).toHaveURL(/\/income-detail\/credit$/);
  const detail = new IncomeDetailPage(page);
  await expect(detail.row('0001')).toContainText('Juan Pérez');
  await detail.row('0001').getByRole('link').click();
  await expect(page).toHaveURL(/\/income-detail\/credit\/\d+$/);
  await expect(page.getByTestId('credit-balance')).toHaveText(formatCOP(6_000));
  await expect(page.getByText(INCOME_MSG.empty)).toBeVisible();

  await page.getByRole('link', { name: INCOME_MSG.addPayment }).click();
  await expect(page).toHaveURL(/\/income-form\/payment\/\d+$/);
  await form.send();
  await form.expectAlert(A.paymentValue);
  await form.fillPaymentValue(6_000);
  // Issue 30 item 7: a new abono comes with its method chosen.
  await expect(page.getByRole('textbox', { name: 'Método de pago' })).toHaveValue('Efectivo');
  await form.send();
  await form.modal.expectMessage(INCOME_MSG.paymentCreated.title, INCOME_MSG.paymentCreated.text('efectivo'));
  await form.modal.accept();

  await expect(page).toHaveURL(/\/income-detail\/credit\/\d+$/);
  await expect(page.getByText(INCOME_MSG.finishedTag).first()).toBeVisible();
  await expect(page.getByTestId('credit-paid')).toHaveText(formatCOP(6_000));
  await expect(page.getByTestId('credit-balance')).toHaveText(formatCOP(0));
  await expect(detail.payment('0001-01')).toContainText(formatCOP(6_000));
  await expect(page.getByRole('link', { name: INCOME_MSG.addPayment })).toHaveCount(0);

  // The cash screen lists the money that came in, the abono included (no actions on it).
  await page.goto('/income-detail/cash');
  await expect(detail.row('0001-01')).toContainText(formatCOP(6_000));
  await expect(detail.row('0001-01').getByRole('button')).toHaveCount(0);
});

test('the invoice downloads as a PDF and a voided sale shows Anulado', async ({ page, request }) => {
  const seller = await createSeller(request);
  const sale = await createSaleByApi(request, seller, {
    payment_type: 'CONTADO',
    payment_method: 'EFECTIVO',
    quantity: 3,
  });
  const reference = String(sale.number).padStart(4, '0');
  await openSession(page, seller);
  await page.goto('/income-detail/cash');
  const list = new IncomeDetailPage(page);
  await expect(list.row(reference)).toContainText(formatCOP(9_000));

  await list.menuAction(reference, 'Ver factura');
  const invoice = page.getByRole('dialog', { name: `Factura ${reference}` });
  await expect(invoice).toContainText('Arroz');
  await expect(invoice).toContainText(seller.user.tradename);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoice.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Factura ${reference}.pdf`);
  await page.keyboard.press('Escape');
  await expect(invoice).toBeHidden();

  const [again] = await Promise.all([
    page.waitForEvent('download'),
    list.menuAction(reference, 'Descargar PDF'),
  ]);
  expect(again.suggestedFilename()).toBe(`Factura ${reference}.pdf`);
  const pdf = await readFile(await again.path());
  expect(pdf.length).toBeGreaterThan(1000);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  await list.menuAction(reference, 'Anular');
  const confirm = list.confirmDialog(INCOME_MSG.voidConfirm.title);
  await expect(confirm).toContainText(INCOME_MSG.voidConfirm.text);
  await confirm.getByRole('button', { name: 'Anular' }).click();
  await list.modal.expectMessage(INCOME_MSG.voidedOk.title, INCOME_MSG.voidedOk.text(reference));
  await list.modal.accept();
  await expect(list.row(reference)).toContainText(INCOME_MSG.voidedTag);
  await expect(page.getByRole('button', { name: `Opciones del ingreso ${reference}` })).toHaveCount(0);
  await expect(page.getByTestId('income-list-total')).toHaveText(formatCOP(0));
});

test('editing a cash sale keeps its lines and reports the update', async ({ page, request }) => {
  const seller = await createSeller(request);
  const sale = await createSaleByApi(request, seller, {
    payment_type: 'CONTADO',
    payment_method: 'EFECTIVO',
    quantity: 2,
  });
  const reference = String(sale.number).padStart(4, '0');
  await openSession(page, seller);
  await page.goto('/income-detail/cash');
  const list = new IncomeDetailPage(page);
  await list.menuAction(reference, 'Editar');
  await expect(page).toHaveURL(new RegExp(`/income-form/edit_cash/${sale.id}$`));

  const form = new IncomeFormPage(page);
  await expect(form.lines()).toHaveCount(1);
  await form.addProduct('Domicilio');
  await expect(form.total).toHaveText(formatCOP(11_000));
  await form.next();
  await expect(form.clientName).toHaveValue('Consumidor final');
  await form.next();
  await form.send();
  await form.modal.expectMessage(INCOME_MSG.updated.title, INCOME_MSG.updated.text(reference));
  await form.modal.accept();
  await expect(page).toHaveURL(/\/income-detail\/cash$/);
  await expect(list.row(reference)).toContainText(formatCOP(11_000));
});

test('an abono of a credit can be edited and voided from the credit detail', async ({ page, request }) => {
  const seller = await createSeller(request);
  const sale = await createSaleByApi(request, seller, {
    payment_type: 'CREDITO',
    payment_method: 'BANCO',
    payment: 2_000,
    quantity: 4,
  });
  const reference = `${String(sale.number).padStart(4, '0')}-01`;
  await openSession(page, seller);
  await page.goto(`/income-detail/credit/${sale.id}`);
  const detail = new IncomeDetailPage(page);
  await expect(page.getByTestId('credit-balance')).toHaveText(formatCOP(10_000));

  await detail
    .payment(reference)
    .getByRole('link', { name: `Editar abono ${reference}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/income-form/edit_payment/${sale.id}/\\d+$`));
  const form = new IncomeFormPage(page);
  await expect(page.getByRole('textbox', { name: 'Valor del abono' })).toHaveValue('2.000');
  await form.fillPaymentValue(5_000);
  await form.send();
  await form.modal.expectMessage(INCOME_MSG.paymentUpdated.title, INCOME_MSG.paymentUpdated.text(reference));
  await form.modal.accept();
  await expect(page).toHaveURL(new RegExp(`/income-detail/credit/${sale.id}$`));
  await expect(page.getByTestId('credit-balance')).toHaveText(formatCOP(7_000));

  await detail
    .payment(reference)
    .getByRole('button', { name: `Anular abono ${reference}` })
    .click();
  const confirm = detail.confirmDialog(INCOME_MSG.voidPaymentConfirm.title);
  await confirm.getByRole('button', { name: 'Anular' }).click();
  await detail.modal.expectMessage(
    INCOME_MSG.voidedOk.title,
    `El abono ${reference} ha sido anulado satisfactoriamente`,
  );
  await detail.modal.accept();
  await expect(detail.payment(reference)).toContainText(INCOME_MSG.voidedTag);
  await expect(page.getByTestId('credit-balance')).toHaveText(formatCOP(12_000));
});

test('a double click on Enviar, or Enviar again after a lost answer, records the sale once', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.slow(); // three sales through the wizard
  consoleErrors.allow(/net::ERR_CONNECTION_RESET/); // the lost answer is cut on purpose below
  const seller = await createSeller(request);
  await openSession(page, seller);
  const form = new IncomeFormPage(page);
  const enviar = page.getByRole('button', { name: 'Enviar' });
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/incomes/') {
      keys.push(r.headers()['idempotency-key'] ?? '');
    }
  });
  const cashSales = async () => {
    const res = await request.get('/api/incomes/?payment_type=CONTADO', { headers: seller.headers });
    return ((await res.json()) as unknown[]).length;
  };
  const fillSale = async () => {
    await page.goto('/income-form/cash');
    await form.addProduct('Arroz', 2);
    await form.next();
    await expect(form.clientName).toHaveValue('Consumidor final'); // the default of a cash sale
    await page.keyboard.press('Escape'); // the saved client's suggestion
    await form.next();
    await expect(enviar).toBeEnabled();
  };
  const expectCreated = async () => {
    await form.modal.expectMessage(INCOME_MSG.created.title, INCOME_MSG.created.text);
    await form.modal.accept();
    await expect(page).toHaveURL(/\/income-detail\/cash$/);
  };

  // A double click: one request, one sale.
  await fillSale();
  await enviar.dblclick();
  await expectCreated();
  expect(keys).toHaveLength(1);
  expect(await cashSales()).toBe(1);

  // Two clicks in the same task, before React can render the button as loading: still one.
  await fillSale();
  await enviar.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expectCreated();
  expect(keys).toHaveLength(2);
  expect(await cashSales()).toBe(2);

  // The server records the sale but its answer is lost: 'Enviar' again sends the same key and
  // gets the first answer back instead of a second sale.
  let loseAnswer = true;
  await page.route('**/api/incomes/', async (route) => {
    if (route.request().method() !== 'POST' || !loseAnswer) return route.fallback();
    loseAnswer = false;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await fillSale();
  await enviar.click();
  await form.modal.expectMessage(INCOME_MSG.createFailed.title, INCOME_MSG.createFailed.text);
  await form.modal.accept();
  expect(await cashSales()).toBe(3);
  await enviar.click();
  await expectCreated();
  expect(keys).toHaveLength(4);
  expect(keys[3]).toBe(keys[2]);
  expect(new Set(keys.slice(0, 3)).size).toBe(3);
  expect(await cashSales()).toBe(3);
});

test("a credit sale's edit form shows its initial payment as 'Pago inicial', not the total paid", async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  const sale = await createSaleByApi(request, seller, {
    payment_type: 'CREDITO',
    payment_method: 'EFECTIVO',
    payment: 2_000,
    quantity: 4,
  });
  const abono = await request.post(`/api/incomes/${sale.id}/payments/`, {
    headers: seller.headers,
    data: { date: bogotaDate(new Date()), value: 3_000, payment_method: 'BANCO', observations: '' },
  });
  expect(abono.status(), await abono.text()).toBe(201);
  await openSession(page, seller);
  await page.goto(`/income-form/edit_credit/${sale.id}`);
  const form = new IncomeFormPage(page);
  await expect(form.lines()).toHaveCount(1);
  await form.next();
  await form.next();
  // 2.000 paid with the sale; the 3.000 abono is not part of it (5.000 is the total paid).
  const initial = page.getByRole('textbox', { name: 'Pago inicial (opcional)' });
  await expect(initial).toHaveValue('2.000');
  await expect(initial).toBeDisabled();
});

test('a sale dated before its stock arrived is refused, saying from when there is stock', async ({
  page,
  request,
}) => {
  // Arroz's only batch is dated today.
  const seller = await createSeller(request);
  await openSession(page, seller);
  const { today, firstOfPreviousMonth } = bogotaDays();
  const myIncome = new MyIncomePage(page);
  await myIncome.goto();
  await myIncome.startIncome('Efectivo');
  const form = new IncomeFormPage(page);
  await form.addProduct('Arroz', 2);
  await expect(form.lines()).toHaveCount(1);
  await form.next();
  await expect(form.clientName).toHaveValue('Consumidor final'); // the default of a cash sale
  await form.next();

  // The billing step's new date checks the lines again, as of that day.
  const date = page.getByRole('button', { name: /^Fecha/ });
  await pickFirstOfPreviousMonth(page, date);
  await form.modal.expectMessage(INCOME_MSG.insufficientTitle);
  await expect(form.modal.dialog.getByTestId('message-list')).toHaveText(
    `${INVENTORY_MSG.insufficient('Arroz', 0, 2)} ${INVENTORY_MSG.enoughFrom(today)}`,
  );
  await expect(form.modal.dialog).toContainText(`desde el ${slashDate(today)}`);
  await form.modal.accept();
  await form.send();
  await form.modal.expectMessage(INCOME_MSG.createFailed.title);
  await expect(form.modal.dialog).toContainText('Inventario insuficiente: Arroz');
  await form.modal.accept();

  // Stock entered as of the 1st of last month: the same sale goes through.
  const stock = await request.post('/api/stocks/', {
    headers: seller.headers,
    data: {
      inventory_id: seller.items.arroz,
      cost_value: 1800,
      sale_value: 3000,
      quantity: 5,
      date: firstOfPreviousMonth,
    },
  });
  expect(stock.status(), await stock.text()).toBe(201);
  await form.send();
  await form.modal.expectMessage(INCOME_MSG.created.title, INCOME_MSG.created.text);
});
