import { formatCOP, SHOPPING_MSG } from '@cc/shared';
import { SHOPPING_TEXT } from '../src/features/shopping/messages.ts';
import { ShoppingFormPage, ShoppingScreens } from './pages/ShoppingPages.ts';
import { PHONE } from './support/phone.ts';
import { createSeller, openSession } from './support/seller.ts';
import { expect, test } from './support/test.ts';

test.use(PHONE);

// Issue 10 on a 390 px phone: a purchased product priced to sell at $ 0 asks first, as a sale
// line at $ 0 does (a cost of 0 is refused outright, docs/product/2-inventory-income-purchases.md §5).
test('a purchase line with sale price $ 0 asks before going on; "Corregir el valor" stays on the lines', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  const screens = new ShoppingScreens(page);
  await screens.registerCash('Inventario');
  const form = new ShoppingFormPage(page);
  await form.addInventoryLine('Arroz', 2, 2000, 0);
  await expect(form.lines()).toHaveCount(1);
  await form.next();

  const Z = SHOPPING_TEXT.zeroSale;
  const zero = page.getByRole('dialog', { name: Z.title });
  await expect(zero).toContainText(Z.text('Arroz'));
  await zero.getByRole('button', { name: Z.cancel }).click();
  await expect(zero).toBeHidden();
  await expect(page.getByRole('button', { name: 'Agregar' })).toBeVisible();
  await expect(form.lines()).toHaveCount(1);

  // Confirmed, the line goes on to the provider step and is saved as it is.
  await form.next();
  await zero.getByRole('button', { name: Z.confirm }).click();
  await expect(form.providerName).toBeVisible();
  await form.fillDocument('Cédula de ciudadanía', '800789');
  await form.fillProviderName('Molino del Valle');
  await form.next();
  await form.send();
  await form.modal.expectMessage(SHOPPING_MSG.created.title);
  await form.modal.accept();
  await expect(page).toHaveURL(/\/shopping-detail\/cash$/);
  await expect(screens.listTotal).toHaveText(formatCOP(4_000));
});

// Issue 10: a card of the month and the list behind it sum different things, and say so.
test('the month cards and the list totals name what each one sums', async ({ page, request }) => {
  const seller = await createSeller(request);
  await openSession(page, seller);

  await page.goto('/my-income');
  await expect(page.getByTestId('income-card-cash-caption')).toHaveText('Ventas del mes, sin abonos');
  await expect(page.getByTestId('income-card-credit-caption')).toHaveText('Ventas a crédito del mes');
  await page.getByTestId('income-card-cash').click();
  await expect(page.getByText('Recibido en efectivo desde el inicio (ventas y abonos):')).toBeVisible();
  await page.goto('/income-detail/credit');
  await expect(page.getByText('Saldo por cobrar a hoy:')).toBeVisible();

  await page.goto('/my-expenses');
  await expect(page.getByTestId('expense-card-bank-caption')).toHaveText('Gastos del mes, sin abonos');
  await page.getByTestId('expense-card-credit').click();
  await expect(page.getByText('Saldo por pagar a hoy:')).toBeVisible();

  // The lists add every date and say so (issue 30 item 5); the cards say what of the month they count.
  await page.goto('/my-shopping');
  await expect(page.getByTestId('shopping-card-credit-caption')).toHaveText('Compras a crédito del mes');
  await page.getByTestId('shopping-card-credit').click();
  await expect(page.getByText('Cuentas por pagar a hoy:')).toBeVisible();
});
