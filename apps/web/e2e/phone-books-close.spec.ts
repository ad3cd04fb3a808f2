import { bogotaDate, INCOME_MSG, PERIOD_MSG, PERIOD_TEXTS, type Report } from '@cc/shared';
import type { APIRequestContext } from '@playwright/test';
import { IncomeDetailPage, IncomeFormPage } from './pages/IncomePages.ts';
import { ProfilePage } from './pages/ProfilePages.ts';
import { chooseOption } from './pages/Select.ts';
import { PHONE } from './support/phone.ts';
import { createSeller, openSession, postOk, type Seller } from './support/seller.ts';
import { expect, test } from './support/test.ts';

test.use(PHONE);

const slash = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

async function trialBalance(request: APIRequestContext, seller: Seller, from: string, to: string) {
  const res = await request.get(`/api/reports/trial_balance/?from_date=${from}&to_date=${to}`, {
    headers: seller.headers,
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Report).rows;
}

// Issue 23 item 3 (ADR 038) at 390 px: the owner closes last month in Perfil; an edit of a sale of
// that month is refused naming the closed date; voiding it posts its reversal today, and the closed
// month's trial balance does not move.
test('a closed month refuses the edit of its sale; its void is dated today and leaves the month as closed', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  const today = bogotaDate(new Date());
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthEnd = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, 0))
    .toISOString()
    .slice(0, 10);
  const lastMonthStart = `${lastMonthEnd.slice(0, 8)}01`;
  await postOk(request, seller.headers, '/api/stocks/', {
    inventory_id: seller.items.arroz,
    quantity: 10,
    cost_value: 2000,
    sale_value: 3000,
    is_initial: false,
    date: lastMonthStart,
  });
  const sale = await postOk(request, seller.headers, '/api/incomes/', {
    date: `${lastMonthEnd.slice(0, 8)}10`,
    payment_type: 'CONTADO',
    payment_method: 'EFECTIVO',
    observations: '',
    details: [{ inventory_id: seller.items.arroz, quantity: 2, value: 3000 }],
    client: { name: 'Consumidor final', doc_type: 13, doc_number: '222222222222' },
  });
  const saleNumber = (
    (await (await request.get(`/api/incomes/${sale.id}/`, { headers: seller.headers })).json()) as {
      number: number;
    }
  ).number;
  const reference = String(saleNumber).padStart(4, '0');
  const closedMonth = await trialBalance(request, seller, lastMonthStart, lastMonthEnd);

  await openSession(page, seller);
  const profile = new ProfilePage(page);
  await profile.goto();
  const section = page.getByTestId('period-close');
  await expect(section.getByTestId('lock-date')).toHaveText(PERIOD_TEXTS.current(null));
  await chooseOption(page, PERIOD_TEXTS.month, slash(lastMonthEnd));
  await section.getByRole('button', { name: PERIOD_TEXTS.close }).tap();
  await profile.modal.expectMessage(PERIOD_TEXTS.saved, PERIOD_TEXTS.current(lastMonthEnd));
  await profile.modal.accept();
  await expect(section.getByTestId('lock-date')).toHaveText(PERIOD_TEXTS.current(lastMonthEnd));

  // The edit: refused with the closed date.
  await page.goto('/income-detail/cash');
  const list = new IncomeDetailPage(page);
  await list.menuAction(reference, 'Editar');
  const form = new IncomeFormPage(page);
  await expect(form.lines()).toHaveCount(1);
  await form.next();
  await form.next();
  await form.send();
  await expect(page.getByRole('dialog')).toContainText(PERIOD_MSG.closed(lastMonthEnd));

  // The void: allowed; its reversal is today's.
  await page.goto('/income-detail/cash');
  await list.menuAction(reference, 'Anular');
  await list.confirmDialog(INCOME_MSG.voidConfirm.title).getByRole('button', { name: 'Anular' }).tap();
  await list.modal.expectMessage(INCOME_MSG.voidedOk.title, INCOME_MSG.voidedOk.text(reference));
  await list.modal.accept();
  await expect(list.row(reference)).toContainText(INCOME_MSG.voidedTag);

  const journal = await request.get(`/api/reports/journal/?from_date=${monthStart}&to_date=${today}`, {
    headers: seller.headers,
  });
  const reversal = ((await journal.json()) as Report).rows.filter((r) => r.document?.startsWith('Reverso'));
  expect(reversal.length).toBeGreaterThan(0);
  for (const r of reversal) {
    expect(r.date).toBe(today);
    expect(r.document).toBe(`Reverso Venta ${reference} (anulada el ${slash(today)})`);
  }
  expect(await trialBalance(request, seller, lastMonthStart, lastMonthEnd)).toEqual(closedMonth);
});
