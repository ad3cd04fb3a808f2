import { bogotaDate, formatCOP, PHONE_MSG } from '@cc/shared';
import { PHONE } from './support/phone.ts';
import { createSeller, openSession } from './support/seller.ts';
import { expect, test } from './support/test.ts';

test.use(PHONE);
const W = PHONE_MSG.whatsapp;

// Issue 10 item 5: wa.me links for the invoice (a signed link to its PDF only), a payment reminder
// and the public catalogue.
test('the invoice of a quick sale goes by WhatsApp as a signed link that opens only its PDF', async ({
  page,
  request,
  playwright,
}) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  await page.goto('/quick-sale');
  await page.getByRole('button', { name: 'Agregar Arroz' }).tap();
  await page.getByRole('button', { name: PHONE_MSG.quickSale.charge(3000) }).tap();
  await page.getByRole('button', { name: W.invoice }).tap();
  const open = page.getByRole('link', { name: 'Abrir WhatsApp' });
  const href = (await open.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const text = decodeURIComponent(href.split('?text=')[1] ?? '');
  const link = /(http:\/\/\S+\/api\/public\/invoices\/\S+)$/.exec(text)?.[1] ?? '';
  expect(text).toContain(`la factura 0001 de ${seller.user.tradename} por ${formatCOP(3000)}`);
  await page.screenshot({ path: test.info().outputPath('whatsapp-invoice.png') });

  // Anyone with the link, without a session, gets that PDF and nothing else.
  const anonymous = await playwright.request.newContext();
  const pdf = await anonymous.get(link);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const [base, token = ''] = link.split('/api/public/invoices/');
  const [, user, id, ...rest] = token.split('.');
  const forged = await anonymous.get(
    `${base}/api/public/invoices/i.${user}.${Number(id) + 1}.${rest.join('.')}`,
  );
  expect(forged.status()).toBe(404);
  const list = await anonymous.get(link.replace(/\/public\/invoices\/.*$/, '/incomes/'));
  expect(list.status()).toBe(401);
  await anonymous.dispose();
});

test('a credit reminds its pending balance politely, to the client cellphone', async ({ page, request }) => {
  const seller = await createSeller(request);
  const res = await request.post('/api/incomes/', {
    headers: seller.headers,
    data: {
      date: bogotaDate(new Date()),
      payment_type: 'CREDITO',
      payment_method: 'EFECTIVO',
      payment: 2000,
      observations: '',
      details: [{ inventory_id: seller.items.arroz, quantity: 3, value: 3000 }],
      client: { name: 'Marta Gómez', doc_type: 13, doc_number: '43111222', cellphone: '3001234567' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const sale = (await res.json()) as { id: number };
  await openSession(page, seller);
  await page.goto(`/income-detail/credit/${sale.id}`);
  const reminder = page.getByRole('link', { name: W.reminder });
  const href = (await reminder.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/573001234567?text=')).toBe(true);
  expect(decodeURIComponent(href.split('?text=')[1] ?? '')).toBe(
    W.reminderText('Marta Gómez', seller.user.tradename, '0001', 7000),
  );
  await page.screenshot({ path: test.info().outputPath('whatsapp-reminder.png') });
});

test('the public catalogue is shared by WhatsApp', async ({ page, request }) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  await page.goto('/my-inventory');
  await page.getByRole('button', { name: 'Compartir catálogo' }).tap();
  const href = (await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent(href.split('?text=')[1] ?? '')).toMatch(
    new RegExp(`/my-catalog\\?authorization=${seller.login.user.id}$`),
  );
});
