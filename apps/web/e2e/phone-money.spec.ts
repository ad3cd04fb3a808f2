import { FINAL_CONSUMER, formatCOP, INCOME_MSG, PHONE_MSG } from '@cc/shared';
import { IncomeFormPage, MyIncomePage } from './pages/IncomePages.ts';
import { PHONE, pasteInto } from './support/phone.ts';
import { createSeller, openSession } from './support/seller.ts';
import { expect, test } from './support/test.ts';

test.use(PHONE);

// Issue 10 items 1 and 4 on a 390 px phone: money as people type it, and 'Consumidor final'.
test('money fields group thousands while typing, read pasted amounts, and clear-then-type gives what was typed', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  await openSession(page, seller);

  // The inventory form: typing and pasting.
  await page.goto('/inventory-form/new');
  const sale = page.getByLabel(/^Valor de venta/);
  await sale.pressSequentially('500000');
  await expect(sale).toHaveValue('500.000');
  const cost = page.getByLabel(/^Valor de costo/);
  await pasteInto(cost, '500.000');
  await expect(cost).toHaveValue('500.000');
  await cost.fill('');
  await pasteInto(cost, '$ 1.250.000,00');
  await expect(cost).toHaveValue('1.250.000');
  // Letters never enter a money field.
  await cost.pressSequentially('a');
  await expect(cost).toHaveValue('1.250.000');

  // The sale wizard: the price is pre-filled; clearing it and typing 16000 gives 16.000.
  const myIncome = new MyIncomePage(page);
  await myIncome.goto();
  await myIncome.startIncome('Efectivo');
  const form = new IncomeFormPage(page);
  await form.addProduct('Arroz', 1);
  const price = form.lines().first().getByLabel('Valor unitario');
  await expect(price).toHaveValue('3.000');
  await price.fill('');
  await price.pressSequentially('16000');
  await expect(price).toHaveValue('16.000');
  await expect(form.total).toHaveText(formatCOP(16_000));

  // A line worth $ 0 asks first; 'Corregir el valor' stays on the products.
  await price.fill('');
  await price.pressSequentially('0');
  await form.next();
  const zero = page.getByRole('dialog', { name: PHONE_MSG.zeroValue.title });
  await expect(zero).toContainText(PHONE_MSG.zeroValue.text('Arroz'));
  await zero.getByRole('button', { name: PHONE_MSG.zeroValue.cancel }).click();
  await expect(zero).toBeHidden();
  await expect(form.lines()).toHaveCount(1);
  await price.fill('');
  await price.pressSequentially('16000');
  await form.next();

  // Client step of a cash sale: 'Consumidor final' is already chosen.
  await expect(form.clientName).toHaveValue(FINAL_CONSUMER.name);
  await expect(page.getByLabel('Número de documento')).toHaveValue(FINAL_CONSUMER.docNumber);
  await expect(page.getByRole('button', { name: PHONE_MSG.finalConsumer.button })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await form.next();
  await form.send();
  await form.modal.expectMessage(INCOME_MSG.created.title);
  await form.modal.accept();

  const list = await request.get('/api/incomes/?payment_type=CONTADO', { headers: seller.headers });
  const rows = (await list.json()) as { value: number; client: { name: string } }[];
  expect(rows.map((r) => [r.client.name, r.value])).toEqual([[FINAL_CONSUMER.name, 16_000]]);
});

test('a credit sale does not offer Consumidor final and refuses its document', async ({ page, request }) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  const myIncome = new MyIncomePage(page);
  await myIncome.goto();
  await myIncome.startIncome('Crédito');
  const form = new IncomeFormPage(page);
  await form.addProduct('Arroz', 1);
  await form.next();
  await expect(form.clientName).toHaveValue('');
  await expect(page.getByRole('button', { name: PHONE_MSG.finalConsumer.button })).toHaveCount(0);
  await form.fillClientName(FINAL_CONSUMER.name);
  await form.fillDocument('Cédula de ciudadanía', FINAL_CONSUMER.docNumber);
  await form.next();
  await form.expectAlert(PHONE_MSG.finalConsumer.creditRefused);
});
