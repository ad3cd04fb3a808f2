import { PERIOD_MSG, type Report } from '@cc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineDateMismatches } from '../src/ledger/index.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { waitForLocks } from './helpers/locks.ts';
import { apiOf, JUAN, NIT, salePayload } from './incomes-fixtures.ts';
import { newShop, type State } from './reports-ops.ts';

/**
 * Issue 23 items 3 and 4 (ADR 038): closed periods — every writer refused on or before the lock
 * date and more than 24 months back, voids of closed documents on the void's date, the lock's
 * password and tenancy — and the year-end close.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
const TODAY = '2026-12-04';
const CLOSED = PERIOD_MSG.closed('2026-09-30');

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T15:00:00Z` });
  api = apiOf(t);
});
afterAll(() => t.close());

type Shop = State & {
  sale: number;
  creditSale: number;
  abono: number;
  purchase: number;
  expense: number;
  stock: number;
};

/** A shop with September documents of every kind, then September closed. */
async function septemberShop(): Promise<Shop> {
  const s = await newShop(t, api, 50);
  const ok = async (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const line = [{ inventory_id: s.product, quantity: 5, value: 3000 }];
  const sale = await ok(await api(s.u, 'POST', '/api/incomes/', salePayload('2026-09-10', line)));
  const creditSale = await ok(
    await api(
      s.u,
      'POST',
      '/api/incomes/',
      salePayload('2026-09-11', line, { payment_type: 'CREDITO', payment: 0, client: JUAN }),
    ),
  );
  const abono = await ok(
    await api(s.u, 'POST', `/api/incomes/${creditSale}/payments/`, {
      date: '2026-09-12',
      value: 1000,
      payment_method: 'EFECTIVO',
      observations: '',
    }),
  );
  const purchase = await ok(await api(s.u, 'POST', '/api/shoppings/', purchaseBody(s, '2026-09-13')));
  const expense = await ok(await api(s.u, 'POST', '/api/expenses/', expenseBody('2026-09-14')));
  const stock = await ok(
    await api(s.u, 'POST', '/api/stocks/', {
      inventory_id: s.product,
      quantity: 3,
      cost_value: 2000,
      sale_value: 3000,
      is_initial: false,
      date: '2026-09-15',
    }),
  );
  const closed = await api(s.u, 'PUT', '/api/books/lock/', { lock_date: '2026-09-30' });
  expect(closed.statusCode, closed.body).toBe(200);
  return { ...s, sale, creditSale, abono, purchase, expense, stock };
}

const purchaseBody = (s: State, date: string) => ({
  category_id: 4,
  date,
  payment_type: 'CONTADO',
  payment_method: 'BANCO',
  observations: '',
  details: [{ inventory_id: s.product, quantity: 4, value: 2200, sale_value: 3200 }],
  provider: { name: 'Distribuidora Andina', doc_type: NIT, doc_number: '900123456' },
});
const expenseBody = (date: string) => ({
  description: 'Arriendo',
  value: 50_000,
  category_id: 18,
  date,
  observations: '',
  reminder: 1,
  payment_type: 'CONTADO',
  payment_method: 'EFECTIVO',
});

async function report(s: State, code: string, query: string): Promise<Report> {
  const res = await api(s.u, 'GET', `/api/reports/${code}/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Report;
}
const SEPTEMBER = 'from_date=2026-09-01&to_date=2026-09-30';

describe('the lock date', () => {
  it('is a month end that has ended; moving it back takes the password; another shop never sees or moves it', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    expect((await api(u, 'GET', '/api/books/lock/')).json()).toEqual({ lock_date: null, closed_years: [] });
    const bad = await api(u, 'PUT', '/api/books/lock/', { lock_date: '2026-09-29' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ lock_date: [PERIOD_MSG.notMonthEnd] });
    const running = await api(u, 'PUT', '/api/books/lock/', { lock_date: '2026-12-31' });
    expect(running.json()).toEqual({ lock_date: [PERIOD_MSG.notEnded] });
    const closed = await api(u, 'PUT', '/api/books/lock/', { lock_date: '2026-10-31' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ lock_date: '2026-10-31', closed_years: [] });
    // Tenancy: the other shop reads its own (none) and its PUT moves only its own.
    expect((await api(other, 'GET', '/api/books/lock/')).json()).toEqual({
      lock_date: null,
      closed_years: [],
    });
    expect((await api(other, 'PUT', '/api/books/lock/', { lock_date: '2026-08-31' })).statusCode).toBe(200);
    expect((await api(u, 'GET', '/api/books/lock/')).json()).toMatchObject({ lock_date: '2026-10-31' });
    // Reopening: the password, checked like the login's.
    const noPassword = await api(u, 'PUT', '/api/books/lock/', { lock_date: '2026-09-30' });
    expect(noPassword.json()).toEqual({ password: [PERIOD_MSG.passwordRequired] });
    const wrong = await api(u, 'PUT', '/api/books/lock/', { lock_date: null, password: 'otra-cosa' });
    expect(wrong.json()).toEqual({ password: [PERIOD_MSG.passwordWrong] });
    const reopened = await api(u, 'PUT', '/api/books/lock/', { lock_date: null, password: u.password });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toEqual({ lock_date: null, closed_years: [] });
    expect((await api(other, 'GET', '/api/books/lock/')).json()).toMatchObject({ lock_date: '2026-08-31' });
  });
});

describe('reopening and the login lockout', () => {
  it('wrong passwords count with the login: the sixth try is 429 even with the right one', async () => {
    const u = await createUser(t);
    expect((await api(u, 'PUT', '/api/books/lock/', { lock_date: '2026-10-31' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const wrong = await api(u, 'PUT', '/api/books/lock/', { lock_date: null, password: `mala-${i}` });
      expect(wrong.statusCode, wrong.body).toBe(400);
    }
    const locked = await api(u, 'PUT', '/api/books/lock/', { lock_date: null, password: u.password });
    expect(locked.statusCode).toBe(429);
    expect((await api(u, 'GET', '/api/books/lock/')).json()).toMatchObject({ lock_date: '2026-10-31' });
  });
});

describe('writes in a closed period', () => {
  let s: Shop;
  beforeAll(async () => {
    s = await septemberShop();
  });

  const cases: [string, () => [string, string, unknown]][] = [
    [
      'new sale',
      () => [
        'POST',
        '/api/incomes/',
        salePayload('2026-09-20', [{ inventory_id: s.product, quantity: 1, value: 3000 }]),
      ],
    ],
    ['edit of a closed sale', () => ['PATCH', `/api/incomes/${s.sale}/`, { observations: 'cambio' }]],
    ['sale moved into the closed month', () => ['PATCH', `/api/incomes/${s.sale}/`, { date: '2026-09-30' }]],
    [
      'new abono',
      () => [
        'POST',
        `/api/incomes/${s.creditSale}/payments/`,
        { date: '2026-09-20', value: 1000, payment_method: 'EFECTIVO', observations: '' },
      ],
    ],
    [
      'edit of a closed abono',
      () => ['PATCH', `/api/incomes/${s.creditSale}/payments/${s.abono}/`, { value: 2000 }],
    ],
    ['new purchase', () => ['POST', '/api/shoppings/', purchaseBody(s, '2026-09-20')]],
    ['edit of a closed purchase', () => ['PATCH', `/api/shoppings/${s.purchase}/`, { observations: 'x' }]],
    ['new expense', () => ['POST', '/api/expenses/', expenseBody('2026-09-20')]],
    ['edit of a closed expense', () => ['PATCH', `/api/expenses/${s.expense}/`, { observations: 'x' }]],
    [
      'stock batch',
      () => [
        'POST',
        '/api/stocks/',
        {
          inventory_id: s.product,
          quantity: 1,
          cost_value: 2000,
          sale_value: 3000,
          is_initial: false,
          date: '2026-09-20',
        },
      ],
    ],
    [
      'initial information',
      () => ['POST', '/api/financial_info/', { category: 7, value: 1000, financial_type: 'ACTIVOS' }],
    ],
  ];
  it.each(cases)('%s: 400 naming the closed date, nothing written', async (_, req) => {
    const [method, url, body] = req();
    const before = await report(s, 'trial_balance', SEPTEMBER);
    const res = await api(s.u, method as 'POST', url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ validations_error: [CLOSED] });
    expect(await report(s, 'trial_balance', SEPTEMBER)).toEqual({ ...before, header: expect.anything() });
  });

  it('October is open: the same writes dated after the lock go through', async () => {
    const line = [{ inventory_id: s.product, quantity: 1, value: 3000 }];
    expect((await api(s.u, 'POST', '/api/incomes/', salePayload('2026-10-01', line))).statusCode).toBe(201);
  });

  it('a date more than 24 months back is refused on every writer, whatever the lock', async () => {
    const old = '2024-12-03';
    const msg = { date: [PERIOD_MSG.tooOld('2024-12-04')] };
    const line = [{ inventory_id: s.product, quantity: 1, value: 3000 }];
    for (const [url, body] of [
      ['/api/incomes/', salePayload(old, line)],
      ['/api/shoppings/', purchaseBody(s, old)],
      ['/api/expenses/', expenseBody(old)],
      [
        '/api/stocks/',
        { inventory_id: s.product, quantity: 1, cost_value: 1, sale_value: 2, is_initial: false, date: old },
      ],
      [
        `/api/incomes/${s.creditSale}/payments/`,
        { date: old, value: 1, payment_method: 'EFECTIVO', observations: '' },
      ],
    ] as const) {
      const res = await api(s.u, 'POST', url, body);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual(msg);
    }
  });

  it('voiding a closed sale posts its reversal and returns its stock today; September stays as closed', async () => {
    const tb = await report(s, 'trial_balance', SEPTEMBER);
    const results = await report(s, 'results', SEPTEMBER);
    const kardexSep = await report(s, 'inventory', `${SEPTEMBER}&product_id=${s.product}`);
    const res = await api(s.u, 'DELETE', `/api/incomes/${s.sale}/`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await report(s, 'trial_balance', SEPTEMBER)).toEqual({ ...tb, header: expect.anything() });
    expect(await report(s, 'results', SEPTEMBER)).toEqual({ ...results, header: expect.anything() });
    expect(await report(s, 'inventory', `${SEPTEMBER}&product_id=${s.product}`)).toEqual({
      ...kardexSep,
      header: expect.anything(),
    });
    const journal = await report(s, 'journal', `from_date=${TODAY}&to_date=${TODAY}`);
    const reversal = journal.rows.filter((r) => r.document?.startsWith('Reverso Venta'));
    expect(reversal.map((r) => [r.date, r.code, r.debit, r.credit])).toEqual(
      expect.arrayContaining([
        [TODAY, '4135', 15_000, 0],
        [TODAY, '1105', 0, 15_000],
        [TODAY, '1435', 10_000, 0],
        [TODAY, '6135', 0, 10_000],
      ]),
    );
    expect(new Set(reversal.map((r) => r.document))).toEqual(
      new Set([expect.stringMatching(/^Reverso Venta \d{4} \(anulada el 04\/12\/2026\)$/)]),
    );
    expect(reversal.every((r) => typeof r.recorded_at === 'string')).toBe(true);
    // The kardex: the units come back today, as their own row; stock and 1435 agree today.
    const dec = await report(s, 'inventory', `from_date=2026-12-01&to_date=${TODAY}&product_id=${s.product}`);
    const back = dec.rows.find((r) => r.name.startsWith('Devolución por anulación'));
    expect(back).toMatchObject({ date: TODAY, quantity: 5, value: 10_000 });
    const balance = await report(s, 'balance', `from_date=2026-01-01&to_date=${TODAY}`);
    const final = dec.rows.at(-1);
    expect(balance.rows.find((r) => r.name === 'Inventarios')?.value).toBe(final?.value);
  });

  it('voiding a closed purchase and abono posts on today too', async () => {
    expect((await api(s.u, 'DELETE', `/api/incomes/${s.creditSale}/payments/${s.abono}/`)).statusCode).toBe(
      204,
    );
    expect((await api(s.u, 'DELETE', `/api/shoppings/${s.purchase}/`)).statusCode).toBe(204);
    expect((await api(s.u, 'DELETE', `/api/expenses/${s.expense}/`)).statusCode).toBe(204);
    const journal = await report(s, 'journal', `from_date=${TODAY}&to_date=${TODAY}`);
    const docs = new Set(
      journal.rows.filter((r) => r.document?.startsWith('Reverso')).map((r) => r.document?.split(' ')[1]),
    );
    expect(docs).toEqual(new Set(['Venta', 'Abono', 'Compra', 'Gasto']));
    const sep = await report(s, 'journal', SEPTEMBER);
    expect(sep.rows.some((r) => r.document?.startsWith('Reverso'))).toBe(false);
    // The mirrors' lines carry the void's date, as their entries do (the diario reads the lines' date).
    expect(await lineDateMismatches(t.deps.db, null)).toBe(0);
  });
});

describe('year-end close', () => {
  it('closes classes 4–7 into 3605 on 31 December, moves it to 3705 on 1 January; reopening reverses both', async () => {
    t.clock.set('2027-01-10T15:00:00Z');
    try {
      const s = await newShop(t, api, 50);
      const line = [{ inventory_id: s.product, quantity: 10, value: 3000 }];
      expect((await api(s.u, 'POST', '/api/incomes/', salePayload('2026-11-10', line))).statusCode).toBe(201);
      expect((await api(s.u, 'POST', '/api/expenses/', expenseBody('2026-12-05'))).statusCode).toBe(201);
      const jan = await api(s.u, 'POST', '/api/incomes/', salePayload('2027-01-05', line));
      expect(jan.statusCode).toBe(201);
      const YEAR = 'from_date=2026-01-01&to_date=2026-12-31';
      const balanceDec = await report(s, 'balance', YEAR);
      const balanceJan = await report(s, 'balance', 'from_date=2027-01-01&to_date=2027-01-10');
      const results = await report(s, 'results', YEAR);
      const closed = await api(s.u, 'PUT', '/api/books/lock/', { lock_date: '2026-12-31' });
      expect(closed.json()).toEqual({ lock_date: '2026-12-31', closed_years: [2026] });
      // 30.000 sales − 20.000 cost − 50.000 rent = −40.000: a loss, into 3610 then 3710.
      const tbDec = await report(s, 'trial_balance', 'from_date=2026-12-31&to_date=2026-12-31');
      expect(tbDec.rows.filter((r) => /^[4-7]/.test(r.code ?? '')).map((r) => r.value)).toEqual([0, 0, 0]);
      expect(tbDec.rows.find((r) => r.code === '3610')?.value).toBe(40_000);
      const tbJan = await report(s, 'trial_balance', 'from_date=2027-01-01&to_date=2027-01-01');
      expect(tbJan.rows.find((r) => r.code === '3610')?.value).toBe(0);
      expect(tbJan.rows.find((r) => r.code === '3710')?.value).toBe(40_000);
      const journal = await report(s, 'journal', 'from_date=2026-12-31&to_date=2027-01-01');
      expect(new Set(journal.rows.filter((r) => !r.is_total).map((r) => r.document))).toEqual(
        new Set([PERIOD_MSG.closingEntry(2026), PERIOD_MSG.transferEntry(2026)]),
      );
      // Same statements: the result rows read 3610/3710 now.
      expect(await report(s, 'balance', YEAR)).toEqual({ ...balanceDec, header: expect.anything() });
      expect(await report(s, 'balance', 'from_date=2027-01-01&to_date=2027-01-10')).toEqual({
        ...balanceJan,
        header: expect.anything(),
      });
      expect(await report(s, 'results', YEAR)).toEqual({ ...results, header: expect.anything() });
      // Reopening: both entries reversed, the same figures again.
      const reopened = await api(s.u, 'PUT', '/api/books/lock/', {
        lock_date: '2026-11-30',
        password: s.u.password,
      });
      expect(reopened.json()).toEqual({ lock_date: '2026-11-30', closed_years: [] });
      const tbAfter = await report(s, 'trial_balance', 'from_date=2026-12-31&to_date=2027-01-01');
      expect(tbAfter.rows.find((r) => r.code === '3610')?.value ?? 0).toBe(0);
      expect(tbAfter.rows.find((r) => r.code === '3710')?.value ?? 0).toBe(0);
      expect(await report(s, 'balance', YEAR)).toEqual({ ...balanceDec, header: expect.anything() });
      // Closing again posts a fresh close.
      const again = await api(s.u, 'PUT', '/api/books/lock/', { lock_date: '2026-12-31' });
      expect(again.json()).toEqual({ lock_date: '2026-12-31', closed_years: [2026] });
      expect(await report(s, 'balance', 'from_date=2027-01-01&to_date=2027-01-10')).toEqual({
        ...balanceJan,
        header: expect.anything(),
      });
    } finally {
      t.clock.set(`${TODAY}T15:00:00Z`);
    }
  });
});

describe('a close and a write are serial', () => {
  // PGlite runs one transaction at a time; on PostgreSQL the sale must wait for the close's row lock.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a sale that waited on a close reads its new date and is refused',
    async () => {
      const s = await newShop(t, api, 10);
      const db = t.database.db;
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      // What PUT /api/books/lock/ does: the user's row FOR UPDATE, the date moved, then commit.
      const closer = db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM users WHERE id = ${s.u.id} FOR UPDATE`);
        await tx.execute(sql`UPDATE users SET lock_date = '2026-11-30' WHERE id = ${s.u.id}`);
        await held;
      });
      await waitForLocks(db, 'users', (l) => l.granted > 0);
      const sale = api(
        s.u,
        'POST',
        '/api/incomes/',
        salePayload('2026-11-20', [{ inventory_id: s.product, quantity: 1, value: 3000 }]),
      );
      const deadline = Date.now() + 10_000;
      for (;;) {
        const [w] = await queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
        );
        if ((w?.n ?? 0) > 0) break;
        if (Date.now() > deadline) throw new Error('the sale never waited for the close');
        await new Promise((r) => setTimeout(r, 5));
      }
      release();
      await closer;
      const res = await sale;
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ validations_error: [PERIOD_MSG.closed('2026-11-30')] });
    },
  );
});
