import { PHONE_MSG } from '@cc/shared';
import { PHONE } from './support/phone.ts';
import { createSaleByApi, createSeller, openKeptSession } from './support/seller.ts';
import { expect, test } from './support/test.ts';

test.use(PHONE);
// These tests are about the service worker: the rest of the suite blocks it (playwright.config).
test.use({ serviceWorkers: 'allow' });
const O = PHONE_MSG.offline;

// Issue 10 item 6: installable (a Lighthouse-style check of the manifest and the service worker),
// last-seen lists readable offline, an offline banner, writes refused with a clear message.
test('the app is installable: manifest fields, icons 192/512 and a registered service worker', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href ?? '')).json();
  expect(manifest).toMatchObject({
    name: 'Cuentas Claras',
    short_name: 'Cuentas Claras',
    start_url: '/my-income',
    display: 'standalone',
    theme_color: '#00695c',
    lang: 'es-CO',
  });
  const sizes = (manifest.icons as { sizes: string; src: string; type: string }[]).map((i) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  const sw = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(sw).toMatch(/\/sw\.js$/);
});

test('offline: a banner, the last-seen lists still readable, and a sale refused with a clear message', async ({
  page,
  request,
  context,
  consoleErrors,
}) => {
  // Offline on purpose: the browser logs the requests that cannot leave.
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  const seller = await createSeller(request);
  await createSaleByApi(request, seller, {
    payment_type: 'CONTADO',
    payment_method: 'EFECTIVO',
    quantity: 2,
  });
  // Only a session kept on the device keeps the books for offline reading (ADR 036).
  await openKeptSession(page, request, seller);
  // The service worker takes the page over once it is ready (clientsClaim).
  await page.goto('/my-income');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done));
    }
  });
  // Seen online: the cash list and the quick sale's products.
  await page.goto('/income-detail/cash');
  await expect(page.getByText('0001')).toBeVisible();
  await page.goto('/quick-sale');
  await expect(page.getByRole('button', { name: 'Agregar Arroz' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText(O.banner);
  await page.screenshot({ path: test.info().outputPath('offline-banner.png') });

  // A write is refused at once and says why; nothing is sent.
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST') sent += 1;
  });
  await page.getByRole('button', { name: 'Agregar Arroz' }).tap();
  await page.getByRole('button', { name: PHONE_MSG.quickSale.charge(3000) }).tap();
  await expect(page.getByRole('dialog')).toContainText(O.writeRefused);
  expect(sent).toBe(0);
  await page.getByRole('button', { name: 'Aceptar' }).tap();

  // A reload without network still shows the list seen before.
  await page.goto('/income-detail/cash');
  await expect(page.getByText('0001')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  const rows = await (
    await request.get('/api/incomes/?payment_type=CONTADO', { headers: seller.headers })
  ).json();
  expect(rows).toHaveLength(1);
});
