import { PHONE_MSG } from '@cc/shared';
import { IncomeFormPage, MyIncomePage } from './pages/IncomePages.ts';
import { PHONE } from './support/phone.ts';
import { createSeller, openSession } from './support/seller.ts';
import { expect, test } from './support/test.ts';

test.use(PHONE);

// Issue 10 item 7: faults seen in the walk on a phone.
test('a wizard with lines asks before leaving; the logo leads into the app', async ({ page, request }) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  const myIncome = new MyIncomePage(page);
  await myIncome.goto();
  await expect(page.getByRole('banner').getByRole('link').first()).toHaveAttribute('href', '/my-profile');
  await myIncome.startIncome('Efectivo');
  const form = new IncomeFormPage(page);
  await form.addProduct('Arroz', 2);
  await expect(form.lines()).toHaveCount(1);

  await page.getByRole('link', { name: 'Regresar' }).tap();
  const ask = page.getByRole('dialog', { name: PHONE_MSG.leaveWizard.title });
  await expect(ask).toContainText(PHONE_MSG.leaveWizard.question);
  // The dialog's close icon carries the same name: the button is the last one.
  await ask.getByRole('button', { name: PHONE_MSG.leaveWizard.stay }).last().tap();
  await expect(page).toHaveURL(/\/income-form\/cash$/);
  await expect(form.lines()).toHaveCount(1);

  await page.getByRole('link', { name: 'Regresar' }).tap();
  await ask.getByRole('button', { name: PHONE_MSG.leaveWizard.leave }).tap();
  await expect(page).not.toHaveURL(/\/income-form\//);
});

test('a summary that fails to load says so and retries, instead of skeletons forever', async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 503/); // the failure is made on purpose below
  const seller = await createSeller(request);
  await openSession(page, seller);
  let fail = true;
  await page.route(/\/api\/incomes\/\?summary=true/, (route) =>
    fail ? route.fulfill({ status: 503, body: '{}', contentType: 'application/json' }) : route.fallback(),
  );
  await page.goto('/my-income');
  const retry = page.getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeVisible();
  fail = false;
  await retry.tap();
  await expect(retry).toHaveCount(0);
  await expect(page.getByTestId('summary-real')).toHaveText('$ 0');
});
