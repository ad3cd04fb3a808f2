import { FINAL_CONSUMER, IDEMPOTENCY_HEADER, PHONE_MSG } from '@cc/shared';
import { PHONE, TapCounter } from './support/phone.ts';
import { createSaleByApi, createSeller, openSession } from './support/seller.ts';
import { expect, test } from './support/test.ts';

test.use(PHONE);
const Q = PHONE_MSG.quickSale;

// Issue 10 item 2: one product to 'Consumidor final' in at most 5 taps on a 390 px phone.
test('quick sale: one product to Consumidor final in 3 taps, sent like the wizard', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  await openSession(page, seller);
  await page.goto('/my-income');
  await expect(page.getByRole('heading', { name: 'Mis ingresos' })).toBeVisible();

  const keys: (string | null)[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/incomes/') {
      keys.push(r.headers()[IDEMPOTENCY_HEADER.toLowerCase()] ?? null);
    }
  });

  const taps = new TapCounter(page);
  await taps.tap(page.getByRole('link', { name: Q.button }));
  await expect(page.getByRole('heading', { name: Q.title })).toBeVisible();
  await expect(page.getByTestId('quick-client')).toContainText(FINAL_CONSUMER.name);
  await taps.tap(page.getByRole('button', { name: 'Agregar Arroz' }));
  await taps.tap(page.getByRole('button', { name: Q.charge(3000) }));
  await expect(page.getByTestId('quick-done')).toHaveText(Q.doneText('0001', 3000));
  expect(taps.count).toBeLessThanOrEqual(5);
  console.log(`quick sale taps: ${taps.count}`);

  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/.{16,}/);
  const sale = await (
    await request.get('/api/incomes/?payment_type=CONTADO', { headers: seller.headers })
  ).json();
  expect(sale).toMatchObject([
    { reference: '0001', value: 3000, payment_method: 'EFECTIVO', client: { name: FINAL_CONSUMER.name } },
  ]);
  await page.screenshot({ path: test.info().outputPath('quick-sale-done.png') });
});

test('quick sale: most sold first, steppers within the stock, a price typed, Banco', async ({
  page,
  request,
}) => {
  const seller = await createSeller(request);
  // Arroz sold 48 of its 50 units today: the best seller comes first, then the never-sold Domicilio.
  await createSaleByApi(request, seller, {
    payment_type: 'CONTADO',
    payment_method: 'EFECTIVO',
    quantity: 48,
  });
  await openSession(page, seller);
  await page.goto('/quick-sale');
  const tiles = page.getByTestId('quick-items').getByRole('button');
  // Each tile reads 'Agregar' (hidden) before what it shows.
  await expect(tiles).toHaveText([/^Agregar Arroz/, /^Agregar Domicilio/]);

  // 2 left in stock: a third tap is refused with the stock.
  await page.getByRole('button', { name: 'Agregar Arroz' }).tap();
  await page.getByRole('button', { name: Q.more('Arroz') }).tap();
  await expect(page.getByTestId('quick-line-quantity')).toHaveText('2');
  await page.getByRole('button', { name: Q.more('Arroz') }).tap();
  await expect(page.getByRole('dialog')).toContainText(Q.outOfStock('Arroz', 2));
  await page.getByRole('button', { name: 'Aceptar' }).tap();

  await page.getByRole('button', { name: 'Agregar Domicilio' }).tap();
  const price = page.getByRole('textbox', { name: 'Precio de Domicilio' });
  await expect(price).toHaveValue('5.000');
  await price.fill('');
  await price.pressSequentially('7000');
  await page.getByRole('button', { name: Q.less('Arroz') }).tap();
  await page.getByTestId('quick-method').getByText('Banco', { exact: true }).tap();
  await page.getByRole('button', { name: Q.charge(3000 + 7000) }).tap();
  await expect(page.getByTestId('quick-done')).toHaveText(Q.doneText('0002', 10_000));
  await page.screenshot({ path: test.info().outputPath('quick-sale.png') });

  const detail = await (
    await request.get('/api/incomes/?payment_type=CONTADO', { headers: seller.headers })
  ).json();
  expect(detail[0]).toMatchObject({ reference: '0002', value: 10_000, payment_method: 'BANCO' });
  await page.getByRole('button', { name: Q.another }).tap();
  await expect(page.getByTestId('quick-line')).toHaveCount(0);
});

test("quick sale: when 'Consumidor final' cannot be loaded it says so and retries", async ({
  page,
  request,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 503/); // the failure is made on purpose below
  const seller = await createSeller(request);
  await openSession(page, seller);
  let fail = true;
  await page.route(/\/api\/clients\/final-consumer\//, (route) =>
    fail ? route.fulfill({ status: 503, body: '{}', contentType: 'application/json' }) : route.fallback(),
  );
  await page.goto('/quick-sale');
  const retry = page.getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  fail = false;
  await retry.tap();
  await expect(retry).toHaveCount(0);
  await page.getByRole('button', { name: 'Agregar Arroz' }).tap();
  await expect(page.getByRole('button', { name: /^Cobrar/ })).toBeEnabled();
});
