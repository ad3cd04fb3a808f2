import { bogotaDate } from '@cc/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { type NewUser, newUser, registerByApi } from './users.ts';

/** A registered, logged-in shop owner (API set-up) with the items of the income tests. */
export type Seller = {
  user: NewUser;
  login: LoginBody;
  headers: Record<string, string>;
  items: { arroz: number; domicilio: number };
};

type LoginBody = {
  access_token: string;
  initial_info: boolean;
  user: { id: number } & Record<string, unknown>;
};

async function createItem(request: APIRequestContext, headers: Record<string, string>, data: object) {
  const res = await request.post('/api/inventories/', { headers, data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Registers a user and logs in through the API: a session with nothing in its books yet. */
export async function loginNewUser(
  request: APIRequestContext,
): Promise<{ user: NewUser; login: LoginBody; headers: Record<string, string> }> {
  const user = newUser();
  await registerByApi(request, user);
  const res = await request.post('/api/login/', { data: { email: user.email, password: user.password } });
  expect(res.status(), await res.text()).toBe(200);
  const login = (await res.json()) as LoginBody;
  return { user, login, headers: { Authorization: `Token ${login.access_token}` } };
}

/** A set-up POST that must succeed; answers the created row's id. */
export async function postOk(
  request: APIRequestContext,
  headers: Record<string, string>,
  path: string,
  data: object,
): Promise<{ id: number }> {
  const res = await request.post(path, { headers, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as { id: number };
}

/**
 * Registers a user, logs in through the API and creates 'Arroz' (a batch of 50 at cost 2.000,
 * sale 3.000) and the service 'Domicilio' (5.000).
 */
export async function createSeller(request: APIRequestContext): Promise<Seller> {
  const { user, login, headers } = await loginNewUser(request);
  const arroz = await createItem(request, headers, {
    category: 'PRODUCTO COMPRADO',
    name: 'Arroz',
    cost_value: 2000,
    sale_value: 3000,
    quantity: 50,
    is_initial: false,
  });
  const domicilio = await createItem(request, headers, {
    category: 'SERVICIO',
    name: 'Domicilio',
    sale_value: 5000,
    quantity: 0,
    is_initial: false,
  });
  return { user, login, headers, items: { arroz, domicilio } };
}

/** Puts the API login into the browser's session (what the login screen would store). */
export async function openSession(page: Page, seller: Seller): Promise<void> {
  await page.goto('/login');
  await page.evaluate((body) => {
    sessionStorage.setItem('token', body.access_token);
    sessionStorage.setItem('user', JSON.stringify(body.user));
    sessionStorage.setItem('initial_info', body.initial_info ? 'true' : 'false');
    localStorage.setItem('user_id', String(body.user.id));
  }, seller.login);
}

/**
 * A kept login (issue 30 item 1, ADR 036) put into the browser's storage, as the login screen
 * stores it with 'Mantener la sesión iniciada en este dispositivo' ticked: only such a session's
 * reads are kept for offline reading.
 */
export async function openKeptSession(page: Page, request: APIRequestContext, seller: Seller): Promise<void> {
  const res = await request.post('/api/login/', {
    data: { email: seller.user.email, password: seller.user.password, keep: true },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as LoginBody & { refresh_token: string };
  await page.goto('/login');
  await page.evaluate((kept) => {
    localStorage.setItem('refresh_token', kept.refresh_token);
    localStorage.setItem('token', kept.access_token);
    localStorage.setItem('user', JSON.stringify(kept.user));
    localStorage.setItem('initial_info', kept.initial_info ? 'true' : 'false');
    localStorage.setItem('user_id', String(kept.user.id));
  }, body);
}

/** A sale through the API (for tests whose subject is not the wizard). */
export async function createSaleByApi(
  request: APIRequestContext,
  seller: Seller,
  body: {
    payment_type: 'CONTADO' | 'CREDITO';
    payment_method?: 'EFECTIVO' | 'BANCO';
    /** A credit's initial payment. */
    payment?: number;
    quantity: number;
  },
): Promise<{ id: number; number: number }> {
  const today = bogotaDate(new Date());
  const res = await request.post('/api/incomes/', {
    headers: seller.headers,
    data: {
      date: today,
      payment_type: body.payment_type,
      payment_method: body.payment_method,
      payment: body.payment,
      observations: '',
      details: [{ inventory_id: seller.items.arroz, quantity: body.quantity, value: 3000 }],
      // A credit is owed by a named client; 'Consumidor final' buys cash or bank only (issue 10).
      client:
        body.payment_type === 'CREDITO'
          ? { name: 'Juan Pérez', doc_type: 13, doc_number: '1020304050' }
          : { name: 'Consumidor final', doc_type: 13, doc_number: '222222222222' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; number: number };
}

const CAJA = 7; // Fixed category id of the seed (db/seed/catalog.ts).
/** The walk-in buyer of a sale without a named client. */
export const CONSUMIDOR_FINAL = { name: 'Consumidor final', doc_type: 13, doc_number: '222222222222' };

/**
 * The books of the report tests: Caja 1.000.000 and 10 'Arroz' at cost 2.000 as the opening
 * balance (closed), then a cash sale today of 2 at 3.000 to `client`: Caja 1.006.000, Inventarios
 * 16.000, Ingresos 6.000. Answers the item's id.
 */
export async function openBooksWithOneSale(
  request: APIRequestContext,
  headers: Record<string, string>,
  client: { name: string; doc_type: number; doc_number: string },
): Promise<number> {
  await postOk(request, headers, '/api/financial_info/', {
    category: CAJA,
    value: 1_000_000,
    financial_type: 'ACTIVOS',
  });
  const arroz = await postOk(request, headers, '/api/inventories/', {
    category: 'PRODUCTO COMPRADO',
    name: 'Arroz',
    cost_value: 2000,
    sale_value: 3000,
    quantity: 10,
    is_initial: true,
  });
  await postOk(request, headers, '/api/financial_info/close/', {});
  await postOk(request, headers, '/api/incomes/', {
    date: bogotaDate(new Date()),
    payment_type: 'CONTADO',
    payment_method: 'EFECTIVO',
    observations: '',
    details: [{ inventory_id: arroz.id, quantity: 2, value: 3000 }],
    client,
  });
  return arroz.id;
}
