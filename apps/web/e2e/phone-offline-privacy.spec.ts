import { bogotaDate } from '@cc/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';
import { ReportScreenPage, ReportsMenuPage } from './pages/ReportsPages.ts';
import { PHONE } from './support/phone.ts';
import { CONSUMIDOR_FINAL, openBooksWithOneSale } from './support/seller.ts';
import { expect, test } from './support/test.ts';
import { type NewUser, newUser, registerByApi } from './support/users.ts';

test.use(PHONE);
// These tests are about the service worker: the rest of the suite blocks it (playwright.config).
test.use({ serviceWorkers: 'allow' });

// Issue 21 item 1: nothing of the books stays on a device after the session. The service worker
// kept every GET /api/* whose path lacked export/pdf…, so report files asked for with ?type=pdf|
// csv|xlsx and /api/token/refresh answers stayed 7 days, and a new tab with no session read the
// last user's answers offline.

/** A shop with a name of its own, an opening balance and one cash sale (the reports have lines). */
async function createShop(request: APIRequestContext, tradename: string): Promise<NewUser> {
  const user = newUser({ tradename });
  await registerByApi(request, user);
  const res = await request.post('/api/login/', { data: { email: user.email, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
  const headers = { Authorization: `Token ${((await res.json()) as { access_token: string }).access_token}` };
  await openBooksWithOneSale(request, headers, CONSUMIDOR_FINAL);
  return user;
}

/** The service worker is ready and controls the page (it fetches the page's /api reads). */
async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done));
    }
  });
}

/**
 * Logs in through the login screen: the session the app stores itself. Kept ('Mantener la sesión
 * iniciada en este dispositivo') unless told: only a kept session's reads are kept offline (ADR 036).
 */
async function logIn(page: Page, user: NewUser, keep = true): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await controlledBySw(page);
  if (keep)
    await page.getByRole('checkbox', { name: 'Mantener la sesión iniciada en este dispositivo' }).check();
  await login.login(user.email, user.password);
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByTestId('profile-tradename')).toHaveText(user.tradename);
}

type CachedAnswer = { url: string; type: string; disposition: string | null; body: string };

/** Every /api answer in the page's CacheStorage, whatever the cache's name. */
async function cachedApiAnswers(page: Page): Promise<CachedAnswer[]> {
  return page.evaluate(async () => {
    const found: CachedAnswer[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (!new URL(request.url).pathname.startsWith('/api/')) continue;
        const response = await cache.match(request);
        found.push({
          url: request.url,
          type: response?.headers.get('content-type') ?? '',
          disposition: response?.headers.get('content-disposition') ?? null,
          body: response ? await response.text() : '',
        });
      }
    }
    return found;
  });
}

/** A GET from the page, as api/client.ts sends a read (through the service worker). */
async function readFromPage(page: Page, path: string, token: string | null): Promise<string> {
  return page.evaluate(
    async ({ path, token }) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      // As api/client.ts sends a kept session's read (the only ones the service worker keeps).
      if (token) Object.assign(headers, { Authorization: `Token ${token}`, 'X-Offline-Copy': 'keep' });
      try {
        const res = await fetch(path, { headers });
        return `${res.status} ${await res.text()}`;
      } catch {
        return 'no answer';
      }
    },
    { path, token },
  );
}

const FILE_OR_TOKEN = /[?&]type=(pdf|csv|xlsx)|\/token\/|\/export\/|\/pdf(\/|\?|$)/i;

test('no file or token is cached, and after signing out a new tab offline reads nothing of the books', async ({
  page,
  request,
  context,
  consoleErrors,
}) => {
  // Two reports, five files and two tabs: more than one screen's walk (1.7 min on a loaded machine).
  test.slow();
  // Offline on purpose: the browser logs the requests that cannot leave.
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  const tradename = 'Miscelánea Privada';
  const user = await createShop(request, tradename);
  await logIn(page, user);
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  expect(token).not.toBe('');
  const today = bogotaDate(new Date());
  const range = `from_date=${today.slice(0, 8)}01&to_date=${today}`;

  // Browse: the sales list, the balance and its PDF, the journal and its CSV and Excel.
  await page.goto('/income-detail/cash');
  await expect(page.getByText('0001')).toBeVisible();
  const menu = new ReportsMenuPage(page);
  const screen = new ReportScreenPage(page);
  for (const [title, files] of [
    ['Mi balance', ['Descargar PDF']],
    ['Libro diario', ['Descargar PDF', 'Descargar CSV']],
  ] as const) {
    await menu.goto('report');
    await menu.open(title);
    await screen.setRange(`${today.slice(0, 8)}01`, today);
    await screen.generate();
    await expect(page.getByTestId('report')).toBeVisible();
    for (const button of files) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      expect(await download.failure()).toBeNull();
    }
    await page.getByRole('button', { name: 'Descargar Excel' }).click();
    await expect(page.getByTestId('report-ready').getByRole('link')).toBeVisible();
  }
  // The same files asked the way a JSON read is (the token, Accept: application/json).
  for (const path of [
    `/api/reports/balance/?${range}&type=pdf`,
    `/api/reports/journal/?${range}&type=csv`,
    `/api/reports/journal/?${range}&type=xlsx`,
    `/api/reports/?report=balance&${range}&type=PDF`,
    '/api/incomes/export/',
  ]) {
    expect(await readFromPage(page, path, token)).toMatch(/^200 /);
  }
  // Reads of the books are kept for this session (offline reading still works)…
  const keptUrls = async () => (await cachedApiAnswers(page)).map((a) => new URL(a.url).pathname);
  await expect.poll(keptUrls).toContain('/api/incomes/');
  await expect.poll(keptUrls).toContain('/api/profiles/');
  // Last, a token refresh (it revokes the page's token): its answer is a new session.
  const refreshed = await readFromPage(page, '/api/token/refresh', token);
  expect(refreshed).toMatch(/^200 /);
  const newToken = (JSON.parse(refreshed.slice(4)) as { access_token: string }).access_token;

  // …but never a file nor a token.
  const kept = await cachedApiAnswers(page);
  expect(kept.map((a) => a.url).filter((url) => FILE_OR_TOKEN.test(url))).toEqual([]);
  for (const answer of kept) {
    expect(answer.type, answer.url).toMatch(/^application\/json/);
    expect(answer.disposition, answer.url).toBeNull();
    expect(answer.body, answer.url).not.toContain(newToken);
    expect(answer.body, answer.url).not.toContain(token);
  }

  // Signing out ends the session (and the device). A new tab, offline.
  await page.goto('/my-profile');
  await page.getByRole('button', { name: 'CERRAR SESIÓN' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.close();
  const next = await context.newPage();
  await context.setOffline(true);
  await next.goto('/my-profile');
  await expect(next).toHaveURL(/\/login$/);
  await expect(next.getByRole('heading', { name: 'Inicio de sesión' })).toBeVisible();
  await expect(next.getByText(tradename)).toHaveCount(0);
  // Nothing of the books is left in the browser's caches…
  await expect.poll(async () => (await cachedApiAnswers(next)).map((a) => a.url)).toEqual([]);
  // …and nothing answers a read of the last user's profile, with no token or a made-up one.
  for (const auth of [null, 'not-a-session']) {
    const answer = await readFromPage(next, '/api/profiles/', auth);
    expect(answer).not.toContain(tradename);
    expect(answer).toBe('no answer');
  }
  const typed = await next.goto('/api/profiles/').then(
    (res) => res?.status() ?? 0,
    () => 'no answer',
  );
  expect(typed).toBe('no answer');
});

test('another user in a tab of their own keeps nothing, and never reads the first user’s answers offline', async ({
  page,
  request,
  context,
  consoleErrors,
}) => {
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  const ana = await createShop(request, 'Tienda de Ana');
  const bruno = await createShop(request, 'Tienda de Bruno');
  // Ana keeps her session on the device; Bruno signs in, without the box, in a tab of his own.
  await logIn(page, ana);
  const anaToken = await page.evaluate(() => localStorage.getItem('token'));
  const other = await context.newPage();
  await logIn(other, bruno, false);
  const kept = async (tradename: string) =>
    (await cachedApiAnswers(other)).filter((a) => a.body.includes(tradename)).length;
  // Ana's tab keeps reading (and keeping); Bruno's session of one tab keeps nothing.
  expect(await readFromPage(page, '/api/profiles/', anaToken)).toContain('Tienda de Ana');
  await expect.poll(() => kept('Tienda de Ana')).toBeGreaterThan(0);
  expect(await kept('Tienda de Bruno')).toBe(0);

  // Bruno's tab loses the network and starts again: nothing of his, never Ana's.
  await context.setOffline(true);
  await other.reload();
  await expect(other.getByTestId('offline-banner')).toBeVisible();
  await expect(other.getByTestId('offline-nothing-saved').first()).toBeVisible();
  await expect(other.getByText('Tienda de Ana')).toHaveCount(0);
  // His tab's start, a session not kept, dropped every answer kept.
  await expect.poll(() => kept('Tienda de Ana')).toBe(0);
});
