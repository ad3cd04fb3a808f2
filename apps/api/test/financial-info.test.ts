import { FINANCIAL_MSG } from '@cc/shared';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialInfo, journalEntries, journalLines, users } from '../src/db/schema/index.ts';
import { ACC, balanceOf, balancesAsOf, totals } from '../src/ledger/index.ts';
import { isUniqueViolation } from '../src/lib/db-errors.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';

const C = FINANCIAL_MSG.category;
const V = FINANCIAL_MSG.value;
// Seeded category ids (db/seed/catalog.ts).
const CAT = { caja: 7, bancos: 8, ppe: 10, obligaciones: 12, proveedores: 13, arriendo: 18, ventas: 1 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-15T15:00:00Z' });
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

const createInfo = (u: CreatedUser, category: unknown, value: unknown, financial_type: unknown = 'ACTIVOS') =>
  inject(u, 'POST', '/api/financial_info/', { category, value, financial_type });

/** Every journal entry of the user, with its lines, in insertion order. */
/** The record each line of the user's journal comes from (the opening entry's lines name theirs). */
async function records(userId: number) {
  const lines = await t.deps.db
    .select({ type: journalLines.sourceType, id: journalLines.sourceId })
    .from(journalLines)
    .where(eq(journalLines.userId, userId))
    .orderBy(asc(journalLines.id));
  return lines.map((l) => [l.type, l.id]);
}

async function journal(userId: number) {
  const entries = await t.deps.db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(asc(journalEntries.id));
  const lines = await t.deps.db
    .select()
    .from(journalLines)
    .where(eq(journalLines.userId, userId))
    .orderBy(asc(journalLines.id));
  return entries.map((e) => ({
    ...e,
    lines: lines
      .filter((l) => l.entryId === e.id)
      .map((l) => ({ account: l.accountCode, debit: l.debit, credit: l.credit })),
  }));
}

async function expectBalanced(userId: number) {
  for (const e of await journal(userId)) {
    const d = e.lines.reduce((s, l) => s + l.debit, 0);
    const c = e.lines.reduce((s, l) => s + l.credit, 0);
    expect(d).toBe(c);
  }
  const s = totals(await balancesAsOf(t.deps.db, userId, '2026-01-31'));
  expect(s.assets).toBe(s.liabilities + s.equity);
  return s;
}

describe('GET /api/financial_categories/', () => {
  it('lists the seeded categories by group, and all without a filter', async () => {
    const u = await createUser(t);
    const ids = async (qs: string) => {
      const res = await inject(u, 'GET', `/api/financial_categories/${qs}`);
      expect(res.statusCode).toBe(200);
      return (res.json() as { id: number }[]).map((c) => c.id);
    };
    const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
    expect(await ids('?applies_to=ACTIVOS&initial_info=true')).toEqual(range(7, 11));
    expect(await ids('?applies_to=PASIVOS&initial_info=true')).toEqual(range(12, 17));
    expect(await ids('?budget_income=true&initial_info=true')).toEqual(range(1, 3));
    expect(await ids('?budget_expenses=true')).toEqual(range(18, 28));
    expect(await ids('?my_expenses=true')).toEqual(range(18, 28));
    expect(await ids('?my_shopping=true')).toEqual([4, 5, 6]);
    expect(await ids('')).toEqual(range(1, 28));
    expect(await ids('?initial_info=true')).toEqual(range(1, 28));
    expect(await ids('?applies_to=ACTIVOS&budget_income=false')).toEqual(range(7, 11));

    const res = await inject(u, 'GET', '/api/financial_categories/?applies_to=ACTIVOS');
    expect(res.json()[0]).toEqual({ id: 7, name: 'Caja', applies_to: 'ACTIVOS' });
  });

  it('answers 400 to an unknown group, 401 without a token and 403 without a subscription', async () => {
    const u = await createUser(t);
    const bad = await inject(u, 'GET', '/api/financial_categories/?applies_to=OTRO');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('applies_to');
    expect((await t.app.inject({ method: 'GET', url: '/api/financial_categories/' })).statusCode).toBe(401);
    const free = await createUser(t, { subscribed: false });
    const res = await inject(free, 'GET', '/api/financial_categories/');
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/financial_info/ validation (docs/product/1-account.md §5)', () => {
  it('requires category and value', async () => {
    const u = await createUser(t);
    for (const empty of [undefined, null, '', '  ']) {
      const res = await createInfo(u, empty, empty);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ category: [C.required], value: [V.required] });
    }
  });

  it('accepts digits only in value', async () => {
    const u = await createUser(t);
    for (const bad of ['1.000', '1,5', '12 000', ' 12', '-5', -5, 10.5, 'abc', true, [1], { v: 1 }, '1e3']) {
      const res = await createInfo(u, CAT.caja, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toEqual({ value: [V.digits] });
    }
    const big = await createInfo(u, CAT.caja, '1000000000000');
    expect(big.json()).toEqual({ value: [V.tooLarge] });
    expect((await createInfo(u, CAT.caja, 1e300)).json()).toEqual({ value: [V.tooLarge] });
    expect(await t.deps.db.select().from(financialInfo).where(eq(financialInfo.userId, u.id))).toEqual([]);
  });

  it('accepts a JSON integer or a digit string', async () => {
    const u = await createUser(t);
    const a = await createInfo(u, String(CAT.caja), '1000000');
    expect(a.statusCode).toBe(201);
    expect(a.json()).toEqual({
      id: expect.any(Number),
      category: { id: CAT.caja, name: 'Caja' },
      value: 1_000_000,
      financial_type: 'ACTIVOS',
      takes_payments: false,
      paid: 0,
      pending: 0,
      paid_out: false,
      due_date: null,
    });
    const b = await createInfo(u, CAT.bancos, 999_999_999_999);
    expect(b.statusCode).toBe(201);
    expect(b.json().value).toBe(999_999_999_999);
  });

  it('refuses a category that is not a valid id, unknown, or of the other type', async () => {
    const u = await createUser(t);
    for (const bad of ['abc', '7a', 0, -7, 7.5, '99999999999', true]) {
      const res = await createInfo(u, bad, 1000);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toEqual({ category: [C.invalid] });
    }
    for (const [category, type] of [
      [999, 'ACTIVOS'],
      [CAT.obligaciones, 'ACTIVOS'],
      [CAT.caja, 'PASIVOS'],
      [CAT.arriendo, 'ACTIVOS'],
      [CAT.ventas, 'PASIVOS'],
      [4, 'ACTIVOS'],
    ] as const) {
      const res = await createInfo(u, category, 1000, type);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ category: [C.invalid] });
    }
    expect(await journal(u.id)).toEqual([]);
  });

  it('requires a known financial_type', async () => {
    const u = await createUser(t);
    const missing = await inject(u, 'POST', '/api/financial_info/', { category: CAT.caja, value: 1 });
    expect(missing.json()).toEqual({ financial_type: [FINANCIAL_MSG.option.required] });
    const bad = await createInfo(u, CAT.caja, 1, 'ACTIVO');
    expect(bad.json()).toEqual({ financial_type: [FINANCIAL_MSG.option.invalid] });
  });

  it('refuses a second record of the same category for the same user', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    expect((await createInfo(u, CAT.caja, 1000)).statusCode).toBe(201);
    const dup = await createInfo(u, CAT.caja, 2000);
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ category: [C.duplicate] });
    // Another user may use the same category.
    expect((await createInfo(other, CAT.caja, 1000)).statusCode).toBe(201);
    expect((await journal(u.id)).length).toBe(1);
  });

  it('concurrent duplicates: exactly one is created and posted', async () => {
    const u = await createUser(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => createInfo(u, CAT.caja, 1000)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400))
      expect(r.json()).toEqual({ category: [C.duplicate] });
    expect(await journal(u.id)).toHaveLength(1);
  });

  it('recognises the unique violation of the race the pre-check cannot see', async () => {
    const u = await createUser(t);
    const row = { userId: u.id, categoryId: CAT.bancos, financialType: 'ACTIVOS' as const, value: 1 };
    await t.deps.db.insert(financialInfo).values(row);
    const error = await t.deps.db
      .insert(financialInfo)
      .values(row)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error, 'financial_info_user_category_uq')).toBe(true);
    expect(isUniqueViolation(error, 'budgets_user_month_category_uq')).toBe(false);
    expect(isUniqueViolation(new Error('x'), 'financial_info_user_category_uq')).toBe(false);
  });

  it('never answers 500 to arbitrary bodies', async () => {
    const u = await createUser(t);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { category: fc.jsonValue(), value: fc.jsonValue(), financial_type: fc.jsonValue() },
          { requiredKeys: [] },
        ),
        async (payload) => {
          const res = await inject(u, 'POST', '/api/financial_info/', payload);
          expect([201, 400]).toContain(res.statusCode);
        },
      ),
      { numRuns: 60 },
    );
    for (const raw of ['[]', '"x"', '42', 'null', '{bad json']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/financial_info/',
        headers: { ...u.auth, 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode, raw).toBe(400);
    }
    await expectBalanced(u.id);
  });
});

describe('opening-balance postings', () => {
  it('an asset (Dr account / Cr capital) and a liability (Dr capital / Cr account) are lines of the one opening entry', async () => {
    const u = await createUser(t);
    const asset = (await createInfo(u, CAT.caja, 1_000_000)).json();
    const liability = (await createInfo(u, CAT.obligaciones, '2000000', 'PASIVOS')).json();
    const entries = await journal(u.id);
    expect(entries).toHaveLength(1);
    // ADR 037: 'Saldo inicial', id −user id, dated the start date (the month it was typed in).
    expect(entries[0]).toMatchObject({
      id: -u.id,
      date: '2026-01-01',
      sourceType: 'opening',
      description: 'Saldo inicial',
      reversedAt: null,
      lines: [
        { account: ACC.caja, debit: 1_000_000, credit: 0 },
        { account: ACC.capitalPersonaNatural, debit: 0, credit: 1_000_000 },
        { account: ACC.capitalPersonaNatural, debit: 2_000_000, credit: 0 },
        { account: ACC.obligacionesFinancieras, debit: 0, credit: 2_000_000 },
      ],
    });
    expect(await records(u.id)).toEqual([
      ['financial_info', asset.id],
      ['financial_info', asset.id],
      ['financial_info', liability.id],
      ['financial_info', liability.id],
    ]);
    const s = await expectBalanced(u.id);
    expect(s).toEqual({ assets: 1_000_000, liabilities: 2_000_000, equity: -1_000_000, result: 0 });
    // From the start date on; before it the books hold nothing.
    expect(balanceOf(await balancesAsOf(t.deps.db, u.id, '2026-01-01'), ACC.caja)).toBe(1_000_000);
    expect(balanceOf(await balancesAsOf(t.deps.db, u.id, '2025-12-31'), ACC.caja)).toBe(0);
  });

  it("PATCH rewrites the record's lines of the opening entry in place (a draft until closed)", async () => {
    const u = await createUser(t);
    const { id } = (await createInfo(u, CAT.caja, 1_000_000)).json();
    const res = await inject(u, 'PATCH', `/api/financial_info/${id}/`, { value: '1500000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      category: { id: CAT.caja, name: 'Caja' },
      value: 1_500_000,
      financial_type: 'ACTIVOS',
      takes_payments: false,
      paid: 0,
      pending: 0,
      paid_out: false,
      due_date: null,
    });

    const moved = await inject(u, 'PATCH', `/api/financial_info/${id}`, { category: CAT.bancos });
    expect(moved.json()).toEqual({
      id,
      category: { id: CAT.bancos, name: 'Bancos' },
      value: 1_500_000,
      financial_type: 'ACTIVOS',
      takes_payments: false,
      paid: 0,
      pending: 0,
      paid_out: false,
      due_date: null,
    });

    const entries = await journal(u.id);
    expect(entries).toHaveLength(1);
    expect(await records(u.id)).toEqual([
      ['financial_info', id],
      ['financial_info', id],
    ]);
    expect(entries[0]?.lines).toEqual([
      { account: ACC.bancos, debit: 1_500_000, credit: 0 },
      { account: ACC.capitalPersonaNatural, debit: 0, credit: 1_500_000 },
    ]);
    const balances = await balancesAsOf(t.deps.db, u.id, '2026-01-31');
    expect(balanceOf(balances, ACC.caja)).toBe(0);
    expect(balanceOf(balances, ACC.bancos)).toBe(1_500_000);
    await expectBalanced(u.id);

    // A PATCH that changes nothing posts nothing.
    await inject(u, 'PATCH', `/api/financial_info/${id}/`, { value: 1_500_000 });
    expect(await journal(u.id)).toEqual(entries);
  });

  it('concurrent PATCHes of one record lose no field and leave one live entry with the final values', async () => {
    const u = await createUser(t);
    const { id } = (await createInfo(u, CAT.caja, 1000)).json();
    const results = await Promise.all([
      inject(u, 'PATCH', `/api/financial_info/${id}/`, { value: 7000 }),
      inject(u, 'PATCH', `/api/financial_info/${id}/`, { category: CAT.bancos }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await inject(u, 'GET', `/api/financial_info/${id}/`)).json()).toMatchObject({
      category: { id: CAT.bancos },
      value: 7000,
    });
    const live = (await journal(u.id)).filter((e) => e.reversedAt === null);
    expect(live.map((e) => e.lines)).toEqual([
      [
        { account: ACC.bancos, debit: 7000, credit: 0 },
        { account: ACC.capitalPersonaNatural, debit: 0, credit: 7000 },
      ],
    ]);
    const b = await balancesAsOf(t.deps.db, u.id, '2026-01-31');
    expect([balanceOf(b, ACC.caja), balanceOf(b, ACC.bancos)]).toEqual([0, 7000]);
    await expectBalanced(u.id);
  });

  it('PATCH validates like POST and keeps the duplicate rule', async () => {
    const u = await createUser(t);
    const caja = (await createInfo(u, CAT.caja, 1000)).json();
    await createInfo(u, CAT.bancos, 2000);
    const url = `/api/financial_info/${caja.id}/`;
    expect((await inject(u, 'PATCH', url, { category: CAT.bancos })).json()).toEqual({
      category: [C.duplicate],
    });
    expect((await inject(u, 'PATCH', url, { category: CAT.obligaciones })).json()).toEqual({
      category: [C.invalid],
    });
    expect((await inject(u, 'PATCH', url, { value: '' })).json()).toEqual({ value: [V.required] });
    expect((await inject(u, 'PATCH', url, { value: '1.000' })).json()).toEqual({ value: [V.digits] });
    expect((await inject(u, 'PATCH', url, { financial_type: 'PASIVOS' })).json()).toEqual({
      category: [C.invalid],
    });
    // Turning it into a liability with a liability category re-posts the other way round.
    const turned = await inject(u, 'PATCH', url, { financial_type: 'PASIVOS', category: CAT.proveedores });
    expect(turned.json()).toMatchObject({ financial_type: 'PASIVOS', category: { id: CAT.proveedores } });
    const s = await expectBalanced(u.id);
    expect(s.assets).toBe(2000);
    expect(s.liabilities).toBe(1000);
  });

  it('DELETE takes its lines out of the opening entry (gone with its last record) and removes the record', async () => {
    const u = await createUser(t);
    const { id } = (await createInfo(u, CAT.ppe, 3_000_000)).json();
    const res = await inject(u, 'DELETE', `/api/financial_info/${id}/`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await inject(u, 'GET', `/api/financial_info/${id}/`)).statusCode).toBe(404);
    expect(await journal(u.id)).toEqual([]);
    expect(balanceOf(await balancesAsOf(t.deps.db, u.id, '2026-01-31'), ACC.propiedadPlantaEquipo)).toBe(0);
    await expectBalanced(u.id);
    // The category is free again.
    expect((await createInfo(u, CAT.ppe, 10)).statusCode).toBe(201);
  });

  it('a value of 0 is a record without posting', async () => {
    const u = await createUser(t);
    const { id } = (await createInfo(u, CAT.caja, '0')).json();
    expect(await journal(u.id)).toEqual([]);
    await inject(u, 'PATCH', `/api/financial_info/${id}/`, { value: 5 });
    expect((await journal(u.id)).map((e) => e.lines)).toEqual([
      [
        { account: ACC.caja, debit: 5, credit: 0 },
        { account: ACC.capitalPersonaNatural, debit: 0, credit: 5 },
      ],
    ]);
  });
});

describe('GET /api/financial_info/', () => {
  it('lists the user own records by type, newest first', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    await createInfo(other, CAT.caja, 1);
    const caja = (await createInfo(u, CAT.caja, 100)).json();
    const bancos = (await createInfo(u, CAT.bancos, 200)).json();
    const debt = (await createInfo(u, CAT.obligaciones, 300, 'PASIVOS')).json();

    const assets = await inject(u, 'GET', '/api/financial_info/?type=ACTIVOS');
    expect(assets.statusCode).toBe(200);
    expect(assets.headers['x-total-count']).toBe('2');
    expect(assets.json()).toEqual({ financial_info: [bancos, caja] });
    expect((await inject(u, 'GET', '/api/financial_info/?type=PASIVOS')).json()).toEqual({
      financial_info: [debt],
    });
    expect((await inject(u, 'GET', '/api/financial_info/')).json().financial_info).toHaveLength(3);
    expect((await inject(u, 'GET', '/api/financial_info/?limit=1&offset=1')).json()).toEqual({
      financial_info: [bancos],
    });
    expect((await inject(u, 'GET', '/api/financial_info/?type=OTRO')).statusCode).toBe(400);
    // The detail adds the abonos (none: Caja takes no abonos).
    expect((await inject(u, 'GET', `/api/financial_info/${caja.id}/`)).json()).toEqual({
      ...caja,
      payments: [],
    });
    expect(debt).toMatchObject({ takes_payments: true, paid: 0, pending: 300, paid_out: false });
  });

  it("answers 404 to another user's record and to nonsense ids, and changes nothing", async () => {
    const owner = await createUser(t);
    const intruder = await createUser(t);
    const { id } = (await createInfo(owner, CAT.caja, 100)).json();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { value: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await inject(intruder, method, `/api/financial_info/${id}/`, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'No encontrado.' });
    }
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) {
      expect((await inject(owner, 'GET', `/api/financial_info/${bad}/`)).statusCode, bad).toBe(404);
    }
    expect((await inject(owner, 'GET', `/api/financial_info/${id}/`)).json().value).toBe(100);
    expect(await journal(intruder.id)).toEqual([]);
  });

  it('answers 403 to a user without an active subscription', async () => {
    const u = await createUser(t, { subscribed: false });
    for (const [method, url] of [
      ['GET', '/api/financial_info/?type=ACTIVOS'],
      ['POST', '/api/financial_info/'],
      ['GET', '/api/financial_info/1/'],
      ['GET', '/api/financial_info/summary/'],
      ['POST', '/api/financial_info/close/'],
    ] as const) {
      const res = await inject(
        u,
        method,
        url,
        method === 'POST' ? { category: CAT.caja, value: 1 } : undefined,
      );
      expect(res.statusCode, url).toBe(403);
    }
  });
});

describe('POST /api/financial_info/close/', () => {
  it('sets the flag (idempotent) and makes assets and liabilities read-only', async () => {
    const u = await createUser(t);
    const { id } = (await createInfo(u, CAT.caja, 1000)).json();
    const close = await inject(u, 'POST', '/api/financial_info/close/');
    expect(close.statusCode).toBe(200);
    expect(close.json()).toEqual({ initial_info: true });
    expect((await inject(u, 'POST', '/api/financial_info/close/')).json()).toEqual({ initial_info: true });
    const [row] = await t.deps.db.select({ flag: users.initialInfo }).from(users).where(eq(users.id, u.id));
    expect(row?.flag).toBe(true);

    const refused = { validations_error: [FINANCIAL_MSG.closed] };
    const create = await createInfo(u, CAT.obligaciones, 10, 'PASIVOS');
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual(refused);
    expect((await inject(u, 'PATCH', `/api/financial_info/${id}/`, { value: 5 })).json()).toEqual(refused);
    expect((await inject(u, 'DELETE', `/api/financial_info/${id}/`)).json()).toEqual(refused);

    // Still readable, unchanged, with one live posting.
    expect((await inject(u, 'GET', `/api/financial_info/${id}/`)).json().value).toBe(1000);
    const rows = await t.deps.db
      .select()
      .from(financialInfo)
      .where(and(eq(financialInfo.userId, u.id)));
    expect(rows).toHaveLength(1);
    expect(await journal(u.id)).toHaveLength(1);
  });

  it("a closed user's field errors still come first, and another user's id stays 404", async () => {
    const u = await createUser(t, { initialInfo: true });
    expect((await createInfo(u, '', '')).json()).toEqual({ category: [C.required], value: [V.required] });
    expect((await inject(u, 'DELETE', '/api/financial_info/999999/')).statusCode).toBe(404);
  });
});
