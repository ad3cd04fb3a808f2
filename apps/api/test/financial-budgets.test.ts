import { FINANCIAL_MSG } from '@cc/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgets, journalEntries } from '../src/db/schema/index.ts';
import { ACC, balancesAsOf, post, setOpeningRecord, totals } from '../src/ledger/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';

const B = FINANCIAL_MSG.budget;
const V = FINANCIAL_MSG.value;
const CAT = {
  ventasProductos: 1,
  ventasServicios: 2,
  arriendo: 18,
  servicios: 19,
  caja: 7,
  bancos: 8,
  ppe: 10,
  obligaciones: 12,
};

let t: TestApp;
beforeAll(async () => {
  // 2026-02-01 03:00 UTC is still 31 January in Bogotá (UTC−5).
  t = await createTestApp({ now: '2026-02-01T03:00:00Z' });
});
afterAll(() => t.close());

const inject = (
  u: CreatedUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: u.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const createBudget = (
  u: CreatedUser,
  date: unknown,
  category: unknown,
  value: unknown,
  financial_mov: unknown,
) => inject(u, 'POST', '/api/budgets/', { date, category, value, financial_mov });

describe('POST /api/budgets/', () => {
  it('creates a month budget, accepting yyyy-MM, yyyy/MM and yyyy-MM-dd', async () => {
    const u = await createUser(t);
    const res = await createBudget(u, '2026-01', CAT.ventasProductos, 400_000, 'INGRESO');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      date: '2026-01',
      category: { id: 1, name: 'Ventas de productos' },
      value: 400_000,
      financial_mov: 'INGRESO',
    });
    expect((await createBudget(u, '2026/02', '1', '1', 'INGRESO')).json().date).toBe('2026-02');
    expect((await createBudget(u, '2026-03-31', 1, 1, 'INGRESO')).json().date).toBe('2026-03');
    expect((await createBudget(u, '2026/4/5', 1, 1, 'INGRESO')).json().date).toBe('2026-04');
    const [row] = await t.deps.db.select().from(budgets).where(eq(budgets.id, res.json().id));
    expect(row?.month).toBe('2026-01-01');
  });

  it('posts nothing to the ledger', async () => {
    const u = await createUser(t);
    await createBudget(u, '2026-01', CAT.arriendo, 500_000, 'GASTO');
    expect(await t.deps.db.select().from(journalEntries).where(eq(journalEntries.userId, u.id))).toEqual([]);
  });

  it('validates date, category, value and financial_mov with the texts of docs/product/1-account.md §5', async () => {
    const u = await createUser(t);
    for (const empty of [undefined, null, '']) {
      const res = await createBudget(u, empty, empty, empty, 'GASTO');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        date: [B.dateRequired],
        category: [B.categoryRequired],
        value: [V.required],
      });
    }
    for (const bad of [
      'enero',
      '2026',
      '2026-13',
      '2026-00',
      '2026.01',
      '01-2026x',
      '2026-02-30',
      202601,
      true,
      '2026-01-01T00:00',
    ]) {
      const res = await createBudget(u, bad, CAT.arriendo, 1, 'GASTO');
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toEqual({ date: [B.dateInvalid] });
    }
    for (const bad of ['1.000', '-1', 1.5, 'mil']) {
      expect((await createBudget(u, '2026-01', CAT.arriendo, bad, 'GASTO')).json()).toEqual({
        value: [V.digits],
      });
    }
    for (const bad of ['abc', 0, 999]) {
      expect((await createBudget(u, '2026-01', bad, 1, 'GASTO')).json()).toEqual({
        category: [B.categoryUnknown],
      });
    }
    // The category must match the movement: an income category for an expense budget and the reverse.
    expect((await createBudget(u, '2026-01', CAT.ventasProductos, 1, 'GASTO')).json()).toEqual({
      category: [B.categoryUnknown],
    });
    expect((await createBudget(u, '2026-01', CAT.arriendo, 1, 'INGRESO')).json()).toEqual({
      category: [B.categoryUnknown],
    });
    expect((await createBudget(u, '2026-01', CAT.caja, 1, 'INGRESO')).json()).toEqual({
      category: [B.categoryUnknown],
    });
    expect((await createBudget(u, '2026-01', CAT.arriendo, 1, undefined)).json()).toEqual({
      financial_mov: [FINANCIAL_MSG.option.required],
    });
    expect((await createBudget(u, '2026-01', CAT.arriendo, 1, 'GASTOS')).json()).toEqual({
      financial_mov: [FINANCIAL_MSG.option.invalid],
    });
    expect(await t.deps.db.select().from(budgets).where(eq(budgets.userId, u.id))).toEqual([]);
  });

  it('refuses a second budget for the same category and month', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    expect((await createBudget(u, '2026-01', CAT.arriendo, 1, 'GASTO')).statusCode).toBe(201);
    const dup = await createBudget(u, '2026-01-20', CAT.arriendo, 2, 'GASTO');
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ category: [B.duplicate] });
    expect((await createBudget(u, '2026-02', CAT.arriendo, 2, 'GASTO')).statusCode).toBe(201);
    expect((await createBudget(other, '2026-01', CAT.arriendo, 2, 'GASTO')).statusCode).toBe(201);
  });

  it('concurrent duplicates: exactly one is created, the others get the duplicate answer', async () => {
    const u = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => createBudget(u, '2026-06', CAT.arriendo, 1, 'GASTO')),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400))
      expect(r.json()).toEqual({ category: [B.duplicate] });
  });

  it('never answers 500 to arbitrary bodies', async () => {
    const u = await createUser(t);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            date: fc.jsonValue(),
            category: fc.jsonValue(),
            value: fc.jsonValue(),
            financial_mov: fc.jsonValue(),
          },
          { requiredKeys: [] },
        ),
        async (payload) => {
          const res = await inject(u, 'POST', '/api/budgets/', payload);
          expect([201, 400]).toContain(res.statusCode);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('budgets list, detail, edit and delete', () => {
  it('lists by type, newest month first, only the user own', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    await createBudget(other, '2026-05', CAT.arriendo, 9, 'GASTO');
    const jan = (await createBudget(u, '2026-01', CAT.arriendo, 500_000, 'GASTO')).json();
    const mar = (await createBudget(u, '2026-03', CAT.servicios, 100_000, 'GASTO')).json();
    const feb = (await createBudget(u, '2026-02', CAT.arriendo, 500_000, 'GASTO')).json();
    const income = (await createBudget(u, '2026-01', CAT.ventasProductos, 400_000, 'INGRESO')).json();

    const res = await inject(u, 'GET', '/api/budgets/?type=GASTO');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ budgets: [mar, feb, jan] });
    expect(res.headers['x-total-count']).toBe('3');
    expect((await inject(u, 'GET', '/api/budgets/?type=INGRESO')).json()).toEqual({ budgets: [income] });
    expect((await inject(u, 'GET', '/api/budgets/')).json().budgets).toHaveLength(4);
    expect((await inject(u, 'GET', '/api/budgets/?type=gasto')).statusCode).toBe(400);
    expect((await inject(u, 'GET', `/api/budgets/${jan.id}/`)).json()).toEqual(jan);
  });

  it('PATCH edits any subset, validates, and keeps the duplicate rule', async () => {
    const u = await createUser(t);
    const a = (await createBudget(u, '2026-01', CAT.arriendo, 500_000, 'GASTO')).json();
    await createBudget(u, '2026-02', CAT.arriendo, 500_000, 'GASTO');
    const url = `/api/budgets/${a.id}/`;
    const ok = await inject(u, 'PATCH', url, { value: '550000' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ...a, value: 550_000 });
    expect((await inject(u, 'PATCH', url, { date: '2026-02' })).json()).toEqual({ category: [B.duplicate] });
    expect((await inject(u, 'PATCH', url, { date: '2026-13' })).json()).toEqual({ date: [B.dateInvalid] });
    expect((await inject(u, 'PATCH', url, { category: CAT.ventasProductos })).json()).toEqual({
      category: [B.categoryUnknown],
    });
    const moved = await inject(u, 'PATCH', url, { date: '2026/04', category: CAT.servicios });
    expect(moved.json()).toEqual({
      ...a,
      date: '2026-04',
      category: { id: CAT.servicios, name: 'Servicios públicos' },
      value: 550_000,
    });
    const switched = await inject(u, 'PATCH', url, {
      financial_mov: 'INGRESO',
      category: CAT.ventasServicios,
    });
    expect(switched.json()).toMatchObject({
      financial_mov: 'INGRESO',
      category: { id: CAT.ventasServicios },
    });
  });

  it('concurrent PATCHes of one budget lose no field', async () => {
    const u = await createUser(t);
    const { id } = (await createBudget(u, '2026-01', CAT.arriendo, 1000, 'GASTO')).json();
    const results = await Promise.all([
      inject(u, 'PATCH', `/api/budgets/${id}/`, { value: 9000 }),
      inject(u, 'PATCH', `/api/budgets/${id}/`, { category: CAT.servicios }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await inject(u, 'GET', `/api/budgets/${id}/`)).json()).toMatchObject({
      category: { id: CAT.servicios },
      value: 9000,
    });
  });

  it('DELETE removes it; another user gets 404', async () => {
    const u = await createUser(t);
    const intruder = await createUser(t);
    const { id } = (await createBudget(u, '2026-01', CAT.arriendo, 1, 'GASTO')).json();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { value: 2 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await inject(intruder, method, `/api/budgets/${id}/`, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'No encontrado.' });
    }
    expect((await inject(u, 'GET', '/api/budgets/abc/')).statusCode).toBe(404);
    expect((await inject(u, 'GET', `/api/budgets/${id}/`)).json()).toMatchObject({ value: 1 });
    const del = await inject(u, 'DELETE', `/api/budgets/${id}`);
    expect(del.statusCode).toBe(204);
    expect(await t.deps.db.select().from(budgets).where(eq(budgets.userId, u.id))).toEqual([]);
    expect((await inject(u, 'DELETE', `/api/budgets/${id}/`)).statusCode).toBe(404);
  });

  it('stays editable after the initial information is closed', async () => {
    const u = await createUser(t);
    expect((await inject(u, 'POST', '/api/financial_info/close/')).json()).toEqual({ initial_info: true });
    const created = await createBudget(u, '2026-01', CAT.arriendo, 1, 'GASTO');
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await inject(u, 'PATCH', `/api/budgets/${id}/`, { value: 2 })).json().value).toBe(2);
    expect((await inject(u, 'DELETE', `/api/budgets/${id}/`)).statusCode).toBe(204);
  });

  it('answers 403 without an active subscription', async () => {
    const u = await createUser(t, { subscribed: false });
    expect((await inject(u, 'GET', '/api/budgets/?type=GASTO')).statusCode).toBe(403);
    expect((await createBudget(u, '2026-01', CAT.arriendo, 1, 'GASTO')).statusCode).toBe(403);
  });
});

describe('GET /api/financial_info/summary/', () => {
  const createInfo = (u: CreatedUser, category: number, value: number, financial_type = 'ACTIVOS') =>
    inject(u, 'POST', '/api/financial_info/', { category, value, financial_type });

  it('sums the opening balance and the current Bogotá month budgets (worked example)', async () => {
    const u = await createUser(t);
    const empty = await inject(u, 'GET', '/api/financial_info/summary/');
    expect(empty.json()).toEqual({
      assets: 0,
      liabilities: 0,
      patrimony: 0,
      budget_income: 0,
      budget_expense: 0,
    });

    await createInfo(u, CAT.caja, 1_000_000);
    await createInfo(u, CAT.bancos, 4_000_000);
    await createInfo(u, CAT.ppe, 3_000_000);
    await createInfo(u, CAT.obligaciones, 2_000_000, 'PASIVOS');
    // Budgets: January 2026 is the current month in Bogotá; February must not count.
    await createBudget(u, '2026-01', CAT.ventasProductos, 400_000, 'INGRESO');
    await createBudget(u, '2026-01', CAT.arriendo, 500_000, 'GASTO');
    await createBudget(u, '2026-01', CAT.servicios, 100_000, 'GASTO');
    await createBudget(u, '2026-02', CAT.arriendo, 999_000, 'GASTO');
    await createBudget(u, '2025-12', CAT.ventasProductos, 999_000, 'INGRESO');

    const res = await inject(u, 'GET', '/api/financial_info/summary/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      assets: 8_000_000,
      liabilities: 2_000_000,
      patrimony: 6_000_000,
      budget_income: 400_000,
      budget_expense: 600_000,
    });
    const s = totals(await balancesAsOf(t.deps.db, u.id, '2026-01-31'));
    expect(s).toEqual({ assets: 8_000_000, liabilities: 2_000_000, equity: 6_000_000, result: 0 });
  });

  it('includes the initial inventory (opening Dr 1435), ignores movements and reversed records', async () => {
    const u = await createUser(t);
    const { id } = (await createInfo(u, CAT.caja, 1_000_000)).json();
    await createInfo(u, CAT.bancos, 50_000);
    // What the inventory module posts for an initial batch: 100 u × 2.000.
    await setOpeningRecord(t.deps.db, {
      userId: u.id,
      today: '2026-01-20',
      now: new Date(),
      record: { type: 'stock', id: 1 },
      description: 'Inventario inicial',
      lines: [
        { account: ACC.inventarios, debit: 200_000 },
        { account: ACC.capitalPersonaNatural, credit: 200_000 },
      ],
    });
    // A later sale is a movement, not opening balance.
    await post(t.deps.db, {
      userId: u.id,
      date: '2026-01-25',
      source: { type: 'income', id: 1 },
      lines: [
        { account: ACC.caja, debit: 95_000 },
        { account: ACC.ingresosVentas, credit: 95_000 },
      ],
    });
    await inject(u, 'PATCH', `/api/financial_info/${id}/`, { value: 700_000 });
    const list: { id: number; category: { id: number } }[] = (
      await inject(u, 'GET', '/api/financial_info/?type=ACTIVOS')
    ).json().financial_info;
    const bancos = list.find((r) => r.category.id === CAT.bancos);
    if (!bancos) throw new Error('Bancos not listed');
    await inject(u, 'DELETE', `/api/financial_info/${bancos.id}/`);

    expect((await inject(u, 'GET', '/api/financial_info/summary/')).json()).toEqual({
      assets: 900_000,
      liabilities: 0,
      patrimony: 900_000,
      budget_income: 0,
      budget_expense: 0,
    });
  });

  it('a liability larger than the assets gives a negative patrimony; other users do not count', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    await createInfo(other, CAT.caja, 5_000_000);
    await createInfo(u, CAT.caja, 100);
    await createInfo(u, CAT.obligaciones, 300, 'PASIVOS');
    expect((await inject(u, 'GET', '/api/financial_info/summary/')).json()).toEqual({
      assets: 100,
      liabilities: 300,
      patrimony: -200,
      budget_income: 0,
      budget_expense: 0,
    });
  });
});
