import { formatCOP, PHONE_MSG } from '@cc/shared';
import { ShoppingFormPage, ShoppingScreens } from './pages/ShoppingPages.ts';
import { PHONE } from './support/phone.ts';
import { createSeller, openSession } from './support/seller.ts';
import { expect, test } from './support/test.ts';

test.use(PHONE);

// Issue 10 on a 390 px phone: a purchase line worth $ 0 asks first, as a sale line does.
test('a purchase line worth $ 0 asks before going on; "Corregir el valor" stays on the lines', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  const screens = new ShoppingScreens(page);
  await page.goto('/shopping-detail/cash');
  await screens.register('efectivo', 'Otros');
  const form = new ShoppingFormPage(page);
  await form.addLine('Muestra gratis', 1, 0);
  await form.addLine('Escoba', 1, 5000);
  await expect(form.lines()).toHaveCount(2);
  await form.next();

  const zero = page.getByRole('dialog', { name: PHONE_MSG.zeroValue.title });
  await expect(zero).toContainText(PHONE_MSG.zeroValue.text('Muestra gratis'));
  await zero.getByRole('button', { name: PHONE_MSG.zeroValue.cancel }).click();
  await expect(zero).toBeHidden();
  await expect(page.getByRole('button', { name: 'Agregar' })).toBeVisible();
  await expect(form.lines()).toHaveCount(2);

  // Confirmed, the $ 0 line goes on to the provider step and is saved as it is.
  await form.next();
  await zero.getByRole('button', { name: PHONE_MSG.zeroValue.confirm }).click();
  await expect(form.providerName).toBeVisible();
  await form.fillProviderName('Ferretería Central');
  await form.next();
  await form.send();
  await form.modal.accept();
  await expect(page).toHaveURL(/\/shopping-detail\/cash$/);
  await expect(screens.listTotal).toHaveText(formatCOP(5_000));
});

// Issue 10: a card of the month and the list behind it sum different things, and say so.
test('the month cards and the list totals name what each one sums', async ({ page, request }) => {
  const seller = await createSeller(request);
  await openSession(page, seller);

  await page.goto('/my-income');
  await expect(page.getByTestId('income-card-cash-caption')).toHaveText('Ventas del mes, sin abonos');
  await expect(page.getByTestId('income-card-credit-caption')).toHaveText('Ventas a crédito del mes');
  await page.getByTestId('income-card-cash').click();
  await expect(page.getByText('Recibido en efectivo (ventas y abonos):')).toBeVisible();
  await page.goto('/income-detail/credit');
  await expect(page.getByText('Saldo por cobrar:')).toBeVisible();

  await page.goto('/my-expenses');
  await expect(page.getByTestId('expense-card-bank-caption')).toHaveText('Gastos del mes, sin abonos');
  await page.getByTestId('expense-card-credit').click();
  await expect(page.getByText('Saldo por pagar:')).toBeVisible();

  // Purchases keep the spec's list labels ('Total {title}:', 'Cuentas por pagar:'); the cards say what they count.
  await page.goto('/my-shopping');
  await expect(page.getByTestId('shopping-card-credit-caption')).toHaveText('Compras a crédito del mes');
  await page.getByTestId('shopping-card-credit').click();
  await expect(page.getByText('Cuentas por pagar:')).toBeVisible();
});
