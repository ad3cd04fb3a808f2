import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { E2E_BASE_URL } from './support/env.ts';
import { PHONE } from './support/phone.ts';
import { CONSUMIDOR_FINAL, loginNewUser, openBooksWithOneSale } from './support/seller.ts';
import { expect, test } from './support/test.ts';

test.use(PHONE);
// The offline test is about the service worker: the rest of the suite blocks it (playwright.config).
test.use({ serviceWorkers: 'allow' });

// Issue 30 items 1 and 2: the installed app keeps its session on the owner's phone (ADR 036), and
// offline the menu works and a list seen before shows at once.

const KEEP = 'Mantener la sesión iniciada en este dispositivo';
/** A phone's context, as playwright.config's `use` makes the test's own. */
const PHONE_CONTEXT = {
  ...PHONE,
  baseURL: E2E_BASE_URL,
  locale: 'es-CO',
  timezoneId: 'America/Bogota',
  reducedMotion: 'reduce',
  serviceWorkers: 'block',
} as const;

type Shop = Awaited<ReturnType<typeof loginNewUser>>;

/** A shop with its opening balance closed (it lands on Mi perfil), 'Arroz' and cash sale 0001. */
async function createShop(request: APIRequestContext): Promise<Shop> {
  const shop = await loginNewUser(request);
  await openBooksWithOneSale(request, shop.headers, CONSUMIDOR_FINAL);
  return shop;
}

/** Logs in through the login screen with the box ticked. */
async function keptLogin(page: Page, seller: Shop): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await page.getByLabel('Correo electrónico').fill(seller.user.email);
  await page.getByLabel(/^Contraseña/).fill(seller.user.password);
  await page.getByRole('checkbox', { name: KEEP }).check();
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);
}

/** The app closed and opened again: a new browser context with what the device stored. */
async function reopen(browser: Browser, context: BrowserContext): Promise<BrowserContext> {
  const state = await context.storageState();
  await context.close();
  return browser.newContext({ ...PHONE_CONTEXT, storageState: state });
}

type Stored = { token: string | null; refresh: string | null; tabToken: string | null };

/** What the page stored, once it stopped navigating (a signed-out page goes to /login). */
async function stored(page: Page): Promise<Stored> {
  for (;;) {
    await page.waitForLoadState();
    try {
      return await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        refresh: localStorage.getItem('refresh_token'),
        tabToken: sessionStorage.getItem('token'),
      }));
    } catch (err) {
      if (!String(err).includes('Execution context was destroyed')) throw err;
    }
  }
}

test('a kept session survives closing and reopening the app, renews itself, and ends when the device is revoked', async ({
  browser,
  request,
  consoleErrors,
}) => {
  // The refused token and the revoked device are answered 401 on purpose.
  consoleErrors.allow(/status of 401/);
  const seller = await createShop(request);
  let context = await browser.newContext(PHONE_CONTEXT);
  let page = await context.newPage();
  await keptLogin(page, seller);
  const first = await stored(page);
  expect(first.token).toBeTruthy();
  expect(first.refresh).toBeTruthy();
  expect(first.tabToken).toBeNull();
  // Perfil lists this device.
  const devices = page.getByTestId('devices');
  await expect(devices.getByRole('heading', { name: 'Dispositivos' })).toBeVisible();
  await expect(devices.getByTestId('device-row')).toHaveCount(1);
  await expect(devices.getByTestId('device-row').getByText('Este dispositivo')).toBeVisible();

  // Closed and opened from the home screen (the manifest's start_url): signed in, on Mis ingresos.
  context = await reopen(browser, context);
  page = await context.newPage();
  await page.goto('/my-income');
  await expect(page.getByRole('heading', { name: 'Mis ingresos' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/my-income$/);

  // A session token the server no longer takes (it lives a day): the refresh token renews it,
  // once, and the screen reads on.
  await page.evaluate(() => localStorage.setItem('token', 'x'.repeat(43)));
  await page.goto('/my-profile');
  await expect(page.getByTestId('profile-tradename')).toBeVisible();
  const renewed = await stored(page);
  expect(renewed.token).not.toBe('x'.repeat(43));
  expect(renewed.refresh).not.toBe(first.refresh);
  // The spent refresh token is dead… and presented again it would end the device: not tried here.

  // Revoked from another session (Perfil elsewhere): this phone is signed out at its next read.
  const list = (await (await request.get('/api/devices/', { headers: seller.headers })).json()) as {
    id: number;
  }[];
  expect(list).toHaveLength(1);
  const revoke = await request.delete(`/api/devices/${list[0]?.id}/`, { headers: seller.headers });
  expect(revoke.status()).toBe(204);
  await page.goto('/my-income');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Inicio de sesión' })).toBeVisible();
  expect(await stored(page)).toEqual({ token: null, refresh: null, tabToken: null });
  await context.close();
});

test('without the box the session stays in the tab: reopening asks for the login', async ({
  browser,
  request,
}) => {
  const seller = await createShop(request);
  let context = await browser.newContext(PHONE_CONTEXT);
  let page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.login(seller.user.email, seller.user.password);
  await expect(page).toHaveURL(/\/my-profile$/);
  expect((await stored(page)).refresh).toBeNull();
  context = await reopen(browser, context);
  page = await context.newPage();
  await page.goto('/my-income');
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});

test('offline: the menu can be tapped under the banner, a visited list shows at once, an unvisited one says so', async ({
  page,
  request,
  context,
  consoleErrors,
}) => {
  // Offline on purpose: the browser logs the reads that cannot leave (or that the worker failed).
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/);
  const seller = await createShop(request);
  await keptLogin(page, seller);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done));
    }
  });
  // Seen online: the landing, the cash list, the inventory and the profile.
  await page.goto('/my-income');
  await expect(page.getByRole('heading', { name: 'Mis ingresos' })).toBeVisible();
  await page.goto('/income-detail/cash');
  await expect(page.getByText('0001')).toBeVisible();
  await page.goto('/my-inventory');
  await expect(page.getByText('Arroz').first()).toBeVisible();
  await page.goto('/my-profile');
  await expect(page.getByTestId('profile-tradename')).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  // The open menu is drawn over the banner: each entry takes the tap (Playwright taps only what
  // receives it).
  const menu = page.getByRole('button', { name: 'Abrir menú' });
  for (const [entry, url, shown] of [
    ['Inventario', /\/my-inventory$/, page.getByText('Arroz').first()],
    ['Ingresos', /\/my-income$/, page.getByRole('heading', { name: 'Mis ingresos' })],
    ['Perfil', /\/my-profile$/, page.getByTestId('profile-tradename')],
  ] as const) {
    await menu.tap();
    await page.screenshot({ path: test.info().outputPath(`offline-menu-${entry}.png`) });
    await page.getByRole('link', { name: entry }).tap();
    await expect(page).toHaveURL(url);
    await expect(shown).toBeVisible();
  }

  // A list seen before, loaded again without network: at once, not after skeletons and retries.
  await page.goto('/income-detail/cash');
  await expect(page.getByText('0001')).toBeVisible({ timeout: 1_500 });
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  // A list never opened online says so in plain words.
  await page.goto('/expenses-detail/cash');
  await expect(page.getByTestId('offline-nothing-saved')).toContainText(
    'esta pantalla no tiene nada guardado en este dispositivo',
    { timeout: 3_000 },
  );
  await context.setOffline(false);
});
