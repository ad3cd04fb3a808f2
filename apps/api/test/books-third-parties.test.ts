import { NIT_MSG, nitCheckDigit, type Report, type ReportRow } from '@cc/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessStartDate } from '../src/ledger/index.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { expensePayload } from './expenses-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, CC, NIT, newService, salePayload } from './incomes-fixtures.ts';
import { shoppingPayload } from './shoppings-fixtures.ts';

/**
 * Issue 23 items 2 and 6 through the API: the opening entry's date (the month typed, moved back by
 * an earlier document, the close's month), a third party on every journal line that has one
 * (an expense's provider, an opening record's third party), the NIT's DV checked and kept apart,
 * and another shop's ids answering 404.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
const ANDINA_NIT = '900123456';
const DV = nitCheckDigit(ANDINA_NIT);
const WRONG_DV = String((Number(DV) + 1) % 10);

beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-20T15:00:00Z' });
  api = apiOf(t);
});
afterAll(() => t.close());

async function journal(u: CreatedUser, from: string, to: string): Promise<ReportRow[]> {
  const res = await api(u, 'GET', `/api/reports/journal/?from_date=${from}&to_date=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Report).rows.filter((r) => !r.is_total);
}

async function providerOf(u: CreatedUser, provider: Record<string, unknown>): Promise<number> {
  const res = await api(
    u,
    'POST',
    '/api/shoppings/',
    shoppingPayload(6, '2026-03-15', [{ description: 'Bolsas', quantity: 1, value: 1000 }], { provider }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { provider: { id: number } }).provider.id;
}

describe('the opening entry and the start date', () => {
  it('is dated the first day of the month typed, moves back with an earlier sale, and comes first', async () => {
    t.clock.set('2026-03-20T15:00:00Z');
    const u = await createUser(t);
    const caja = await api(u, 'POST', '/api/financial_info/', {
      category: 7,
      value: 500_000,
      financial_type: 'ACTIVOS',
    });
    expect(caja.statusCode, caja.body).toBe(201);
    expect(await businessStartDate(t.deps.db, u.id)).toBe('2026-03-01');
    expect((await journal(u, '2026-03-01', '2026-03-31'))[0]).toMatchObject({
      date: '2026-03-01',
      document: 'Saldo inicial',
      code: '1105',
      debit: 500_000,
    });
    const domicilio = await newService(t, u, 'Domicilio', 5000);
    const sale = await api(
      u,
      'POST',
      '/api/incomes/',
      salePayload('2026-01-25', [
        { inventory_id: domicilio.id, stock: domicilio.id, quantity: 1, value: 5000 },
      ]),
    );
    expect(sale.statusCode, sale.body).toBe(201);
    expect(await businessStartDate(t.deps.db, u.id)).toBe('2026-01-01');
    const january = await journal(u, '2026-01-01', '2026-01-31');
    expect(january.map((r) => [r.date, r.document])).toEqual([
      ['2026-01-01', 'Saldo inicial'],
      ['2026-01-01', 'Saldo inicial'],
      ['2026-01-25', 'Venta 0001'],
      ['2026-01-25', 'Venta 0001'],
    ]);
    expect(await journal(u, '2026-03-01', '2026-03-31')).toEqual([]);
    const trial = (
      await api(u, 'GET', '/api/reports/trial_balance/?from_date=2026-02-01&to_date=2026-02-28')
    ).json() as Report;
    expect(trial.rows.find((r) => r.code === '1105')).toMatchObject({
      opening: 505_000,
      debit: 0,
      value: 505_000,
    });
  });

  it('closing the initial information dates it on the month of the close when nothing is earlier', async () => {
    t.clock.set('2026-03-25T15:00:00Z');
    const u = await createUser(t);
    expect(
      (
        await api(u, 'POST', '/api/financial_info/', {
          category: 8,
          value: 80_000,
          financial_type: 'ACTIVOS',
        })
      ).statusCode,
    ).toBe(201);
    expect(await businessStartDate(t.deps.db, u.id)).toBe('2026-03-01');
    t.clock.set('2026-04-03T15:00:00Z');
    expect((await api(u, 'POST', '/api/financial_info/close/')).statusCode).toBe(200);
    expect(await businessStartDate(t.deps.db, u.id)).toBe('2026-04-01');
    expect((await journal(u, '2026-04-01', '2026-04-30'))[0]).toMatchObject({
      date: '2026-04-01',
      document: 'Saldo inicial',
    });
    // Closing again changes nothing; an earlier document still moves it back (no period is closed).
    t.clock.set('2026-04-12T15:00:00Z');
    expect((await api(u, 'POST', '/api/financial_info/close/')).statusCode).toBe(200);
    expect(await businessStartDate(t.deps.db, u.id)).toBe('2026-04-01');
    const expense = await api(u, 'POST', '/api/expenses/', expensePayload('2026-02-27', { value: 1000 }));
    expect(expense.statusCode, expense.body).toBe(201);
    expect(await businessStartDate(t.deps.db, u.id)).toBe('2026-02-01');
  });
});

describe('a third party on every line that has one', () => {
  it("an expense names its provider on its lines and its abonos'; PATCH changes or removes it", async () => {
    t.clock.set('2026-03-20T15:00:00Z');
    const u = await createUser(t);
    const andina = await providerOf(u, {
      name: 'Distribuidora Andina',
      doc_type: NIT,
      doc_number: ANDINA_NIT,
    });
    const res = await api(
      u,
      'POST',
      '/api/expenses/',
      expensePayload('2026-03-18', {
        provider_id: andina,
        payment_type: 'CREDITO',
        payment_method: 'EFECTIVO',
        payment: 100_000,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const expense = res.json() as { id: number; provider?: { id: number; name: string } };
    expect(expense.provider).toEqual({ id: andina, name: 'Distribuidora Andina' });
    const party = { name: 'Distribuidora Andina', document: `NIT ${ANDINA_NIT}` };
    const lines = (await journal(u, '2026-03-01', '2026-03-31')).filter((r) => r.voucher_type === 'CE');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    expect(lines.every((r) => JSON.stringify(r.third_party) === JSON.stringify(party))).toBe(true);
    const csv = (
      await api(u, 'GET', '/api/reports/journal/?from_date=2026-03-01&to_date=2026-03-31&type=csv')
    ).rawPayload.toString('utf8');
    expect(csv).toContain(`Distribuidora Andina;NIT ${ANDINA_NIT};NIT;${ANDINA_NIT};${DV};`);
    expect(csv).toContain(';Arriendo del local;');
    const cleared = await api(u, 'PATCH', `/api/expenses/${expense.id}/`, { provider_id: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json() as { provider?: unknown }).provider).toBeUndefined();
    const live = await queryRows<{ n: number }>(
      t.deps.db,
      sql`SELECT count(*)::int AS n FROM journal_entries WHERE user_id = ${u.id} AND reversed_at IS NULL
          AND source_type IN ('expense', 'expense_payment') AND third_party_name IS NOT NULL`,
    );
    expect(live[0]?.n).toBe(0);
  });

  it("another shop's provider is a 404 on create and on PATCH; the expense stays as it was", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const theirs = await providerOf(b, { name: 'Otro', doc_type: CC, doc_number: '123456' });
    expect(
      (await api(a, 'POST', '/api/expenses/', expensePayload('2026-03-18', { provider_id: theirs })))
        .statusCode,
    ).toBe(404);
    const own = await api(a, 'POST', '/api/expenses/', expensePayload('2026-03-18'));
    expect(own.statusCode).toBe(201);
    const id = (own.json() as { id: number }).id;
    expect((await api(a, 'PATCH', `/api/expenses/${id}/`, { provider_id: theirs })).statusCode).toBe(404);
    expect((await api(a, 'GET', `/api/expenses/${id}/`)).json()).not.toHaveProperty('provider');
    expect((await api(b, 'PATCH', `/api/expenses/${id}/`, { provider_id: theirs })).statusCode).toBe(404);
  });

  it('an opening receivable names its third party on its opening line; a wrong DV is a 400', async () => {
    t.clock.set('2026-03-20T15:00:00Z');
    const u = await createUser(t);
    const bad = await api(u, 'POST', '/api/financial_info/', {
      category: 9,
      value: 300_000,
      financial_type: 'ACTIVOS',
      third_party: { name: 'Comercial Sur', doc_type: NIT, doc_number: `${ANDINA_NIT}-${WRONG_DV}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ third_party: { doc_number: [NIT_MSG.checkDigit(DV)] } });
    const good = await api(u, 'POST', '/api/financial_info/', {
      category: 9,
      value: 300_000,
      financial_type: 'ACTIVOS',
      third_party: { name: 'Comercial Sur', doc_type: NIT, doc_number: ANDINA_NIT, dv: DV },
    });
    expect(good.statusCode, good.body).toBe(201);
    const record = good.json() as { id: number; third_party: unknown };
    expect(record.third_party).toEqual({
      name: 'Comercial Sur',
      doc_type: NIT,
      doc_number: ANDINA_NIT,
      dv: DV,
    });
    const opening = (await journal(u, '2026-03-01', '2026-03-31')).filter(
      (r) => r.document === 'Saldo inicial',
    );
    expect(opening.map((r) => [r.code, r.third_party])).toEqual([
      ['1305', { name: 'Comercial Sur', document: `NIT ${ANDINA_NIT}` }],
      ['3130', { name: 'Comercial Sur', document: `NIT ${ANDINA_NIT}` }],
    ]);
    // Renaming the third party rewrites the record's opening lines; another shop cannot.
    const other = await createUser(t);
    expect(
      (await api(other, 'PATCH', `/api/financial_info/${record.id}/`, { third_party: null })).statusCode,
    ).toBe(404);
    const renamed = await api(u, 'PATCH', `/api/financial_info/${record.id}/`, {
      third_party: { name: 'Juan Pérez', doc_type: CC, doc_number: '1020304050' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const again = (await journal(u, '2026-03-01', '2026-03-31')).filter(
      (r) => r.document === 'Saldo inicial',
    );
    expect(again.map((r) => r.third_party?.document)).toEqual(['CC 1020304050', 'CC 1020304050']);
    expect(again.map((r) => (r.debit ?? 0) + (r.credit ?? 0))).toEqual([300_000, 300_000]);
  });

  it("a provider's NIT with a wrong DV is refused, a right one kept apart from the number", async () => {
    const u = await createUser(t);
    const bad = await api(
      u,
      'POST',
      '/api/shoppings/',
      shoppingPayload(6, '2026-03-15', [{ description: 'Bolsas', quantity: 1, value: 1000 }], {
        provider: { name: 'Andina', doc_type: NIT, doc_number: `${ANDINA_NIT}-${WRONG_DV}` },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(NIT_MSG.checkDigit(DV));
    await providerOf(u, { name: 'Andina', doc_type: NIT, doc_number: `${ANDINA_NIT}-${DV}` });
    const [row] = await queryRows<{ doc_number: string; dv: string }>(
      t.deps.db,
      sql`SELECT doc_number, dv FROM providers WHERE user_id = ${u.id}`,
    );
    expect(row).toEqual({ doc_number: ANDINA_NIT, dv: DV });
  });
});
