import { bogotaDate, formatCOP, INCOME_MSG, PHONE_MSG, slashDate } from '@cc/shared';
import { IncomeFormPage, MyIncomePage } from './pages/IncomePages.ts';
import { PHONE } from './support/phone.ts';
import { createSaleByApi, createSeller, openSession } from './support/seller.ts';
import { expect, test } from './support/test.ts';

test.use(PHONE);
const W = PHONE_MSG.whatsapp;

// Issue 30 items 5 and 7: what the walk on a phone found slow or wrong.
test('a purchase opens from Mis compras in one tap, the product bringing its cost and sale price', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  await page.goto('/my-shopping');
  await page.getByTestId('shopping-quick-credit').tap();
  await expect(page).toHaveURL(/\/shopping-form\/credit\/inventories$/);
  await expect(page.getByRole('heading', { name: 'Nueva compra a crédito · Inventario' })).toBeVisible();

  // Arroz was stocked at cost 2.000, sale 3.000: the line starts with both.
  const product = page.getByRole('textbox', { name: 'Producto' });
  await product.tap();
  await product.fill('Arroz');
  await page.getByRole('option', { name: 'Arroz' }).first().tap();
  await expect(page.getByLabel('Costo unitario')).toHaveValue('2.000');
  await expect(page.getByLabel('Precio de venta')).toHaveValue('3.000');

  // The list's header says what its total adds.
  await page.goto('/shopping-detail/cash');
  await expect(page.getByText('Total efectivo desde el inicio:')).toBeVisible();
});

test('a credit sale goes by WhatsApp from its success; its link, voided, shows a Spanish page naming the shop', async ({
  page,
  request,
  playwright,
}) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  const myIncome = new MyIncomePage(page);
  await myIncome.goto();
  await myIncome.startIncome('Crédito');
  const form = new IncomeFormPage(page);
  await form.addProduct('Arroz', 2);
  // The line is in once its stock check answered (a loaded machine tapped 'Siguiente' before).
  await expect(form.lines()).toHaveCount(1);
  await form.next();
  await form.fillDocument('Cédula de ciudadanía', '1020304050');
  await form.fillClientName('Juan Pérez');
  await form.next();
  await form.send();
  await form.modal.expectMessage(INCOME_MSG.created.title, INCOME_MSG.created.text);
  const done = page.getByRole('dialog', { name: INCOME_MSG.created.title });
  await done.getByRole('button', { name: W.invoice }).tap();
  const open = done.getByRole('link', { name: 'Abrir WhatsApp' });
  const href = (await open.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const text = decodeURIComponent(href.split('?text=')[1] ?? '');
  expect(text).toContain(`la factura 0001 de ${seller.user.tradename} por ${formatCOP(6000)}`);
  const link = /(http:\/\/\S+\/api\/public\/invoices\/\S+)$/.exec(text)?.[1] ?? '';
  await page.screenshot({ path: test.info().outputPath('credit-sale-whatsapp.png') });
  await form.modal.accept();

  // The list shows its date as dd/mm/aaaa, like every date of the app.
  await expect(page).toHaveURL(/\/income-detail\/credit$/);
  await expect(page.getByText(slashDate(bogotaDate(new Date()))).first()).toBeVisible();

  // Voided, the shared link answers a page the client can read, naming the shop, not JSON.
  // The token names the sale: 'i.<user>.<sale>.<exp>.<signature>'.
  const saleId = link.split('/api/public/invoices/')[1]?.split('.')[2];
  const voided = await request.delete(`/api/incomes/${saleId}/`, { headers: seller.headers });
  expect(voided.status()).toBe(204);
  const anonymous = await playwright.request.newContext();
  const gone = await anonymous.get(link);
  expect(gone.status()).toBe(410);
  expect(gone.headers()['content-type']).toContain('text/html');
  await anonymous.dispose();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: W.linkGoneTitle })).toBeVisible();
  await expect(page.getByText(W.linkGoneText(seller.user.tradename))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('link-gone.png') });
});

test('a quantity showing 0 reads 24 when 24 is typed after the zero; the date shows dd/mm/aaaa', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  await page.goto(`/stock-form/${seller.items.arroz}`);
  const quantity = page.getByLabel(/^Cantidad/);
  await expect(quantity).toHaveValue('0');
  await quantity.tap();
  await quantity.press('End');
  await quantity.pressSequentially('24');
  await expect(quantity).toHaveValue('24');
  await expect(page.getByRole('button', { name: /^Fecha/ })).toHaveText(slashDate(bogotaDate(new Date())));
});

test('a new abono has its method chosen; a cash expense is one step with required marks', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  await page.goto('/expenses-form/cash');
  await expect(page.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Método de pago' })).toHaveValue('Efectivo');
  for (const label of ['Descripción', 'Categoría', 'Valor']) {
    const mark = page
      .locator('label')
      .filter({ hasText: new RegExp(`^${label}`) })
      .locator('[aria-hidden="true"]');
    await expect(mark).toHaveText('*');
  }

  const { id } = await createSaleByApi(request, seller, { payment_type: 'CREDITO', quantity: 1 });
  await page.goto(`/income-form/payment/${id}`);
  await expect(page.getByRole('textbox', { name: 'Método de pago' })).toHaveValue('Efectivo');
});

test("the quick sale's count sits beside the name; the scanner says when there is no camera", async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  // A phone without a camera: the browser finds no video device.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
  });
  await openSession(page, seller);
  await page.goto('/quick-sale');
  const tile = page.getByRole('button', { name: 'Agregar Arroz' });
  await tile.tap();
  await tile.tap();
  const count = tile.getByTestId('quick-count');
  await expect(count).toHaveText('2');
  const name = await tile.locator('p').first().boundingBox();
  const badge = await count.boundingBox();
  expect(name && badge && badge.x >= name.x + name.width - 0.5).toBe(true);

  await page.getByRole('button', { name: PHONE_MSG.scan.button }).first().tap();
  await expect(page.getByRole('alert').filter({ hasText: PHONE_MSG.scan.missingCamera })).toBeVisible();
  await expect(page.getByText(PHONE_MSG.scan.noCamera)).toHaveCount(0);
});
