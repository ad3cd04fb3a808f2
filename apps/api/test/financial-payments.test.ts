import { FINANCIAL_MSG, type FinancialInfoDetail, INCOME_MSG, PERIOD_MSG, type Report } from '@cc/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialInfoPayments, journalEntries, journalLines } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf } from './incomes-fixtures.ts';
import { buildWorkedExample, CAT, ok, on, type WorkedExample } from './reports-fixtures.ts';

/**
 * Abonos on opening balances (docs/accounting.md §Collecting and paying opening balances): an opening
 * receivable is collected (Dr M / Cr 1305) and an opening liability paid (Dr L / Cr M) with the
 * rules of every other abono, also after the initial information is closed; the debtors and
 * debts reports show what is still pending and the results never change.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-31T20:00:00Z' });
  api = apiOf(t);
});
afterAll(() => t.close());

const P = FINANCIAL_MSG.payments;
const CXC = 9; // Cuentas por cobrar (1305)
const PROVEEDORES = 13; // 2205

type Pay = { id: number; reference: string; value: number; is_finished: boolean; deleted: boolean };

const abono = (date: string, value: number, payment_method = 'EFECTIVO', observations = '') => ({
  date,
  value,
  payment_method,
  observations,
});

async function newRecord(u: CreatedUser, category: number, value: number, type: 'ACTIVOS' | 'PASIVOS') {
  const res = await api(u, 'POST', '/api/financial_info/', { category, value, financial_type: type });
  await ok(res);
  return res.json() as { id: number };
}

async function detail(u: CreatedUser, id: number): Promise<FinancialInfoDetail> {
  const res = await api(u, 'GET', `/api/financial_info/${id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FinancialInfoDetail;
}

async function pay(u: CreatedUser, id: number, body: object, status = 201): Promise<Pay> {
  const res = await api(u, 'POST', `/api/financial_info/${id}/payments/`, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as Pay;
}

async function report(u: CreatedUser, code: string, to: string, from = '2026-01-01'): Promise<Report> {
  const res = await api(u, 'GET', `/api/reports/${code}/?from_date=${from}&to_date=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  const r = res.json() as Report;
  // The aging summary under debtors and debts (issue 11) is tested in reports-books-rules.
  return { ...r, rows: r.rows.filter((x) => x.bucket === undefined && x.name !== 'Antigüedad de saldos') };
}

const values = (r: Report) => Object.fromEntries(r.rows.map((x) => [x.name, x.value]));

/** The journal lines of one payment's entries (original and reversals), in order. */
async function paymentLines(paymentId: number) {
  const entries = await t.deps.db
    .select()
    .from(journalEntries)
    .where(
      and(eq(journalEntries.sourceType, 'financial_info_payment'), eq(journalEntries.sourceId, paymentId)),
    )
    .orderBy(asc(journalEntries.id));
  const lines = entries.length
    ? await t.deps.db
        .select()
        .from(journalLines)
        .where(
          inArray(
            journalLines.entryId,
            entries.map((e) => e.id),
          ),
        )
        .orderBy(asc(journalLines.id))
    : [];
  return entries.map((e) => ({
    date: e.date,
    opening: e.isOpening,
    description: e.description,
    lines: lines
      .filter((l) => l.entryId === e.id)
      .map((l) => [l.accountCode, l.debit, l.credit] as [string, number, number]),
  }));
}

describe('the worked example with an opening receivable collected in two abonos', () => {
  let ex: WorkedExample;
  let receivable: { id: number };

  beforeAll(async () => {
    ex = await buildWorkedExample(t);
    // An old customer owed 500.000 when the books were opened; the information is then closed.
    on(t, '2026-01-02');
    receivable = await newRecord(ex.u, CXC, 500_000, 'ACTIVOS');
    await ok(await api(ex.u, 'POST', '/api/financial_info/close/'), 200);
    on(t, '2026-01-16');
    await pay(ex.u, receivable.id, abono('2026-01-16', 200_000, 'EFECTIVO', 'Pagó la mitad'));
    on(t, '2026-01-30');
    await pay(ex.u, receivable.id, abono('2026-01-30', 300_000, 'BANCO'));
    t.clock.set('2026-01-31T20:00:00Z');
  });

  it('the balance sheet comes out to the peso and still balances', async () => {
    expect(values(await report(ex.u, 'balance', '2026-01-31'))).toEqual({
      ACTIVOS: null,
      Caja: 805_000,
      Bancos: 4_450_000,
      'Cuentas por cobrar': 30_000,
      Inventarios: 88_000,
      'Total activo corriente': 5_373_000,
      'Propiedad, planta y equipo': 3_000_000,
      'Total activo no corriente': 3_000_000,
      'Total activos': 8_373_000,
      PASIVOS: null,
      'Obligaciones financieras': 2_000_000,
      Proveedores: 60_000,
      'Costos y gastos por pagar': 120_000,
      'Total pasivo corriente': 2_180_000,
      'Total pasivo no corriente': 0,
      'Total pasivos': 2_180_000,
      PATRIMONIO: null,
      Capital: 6_700_000,
      'Resultados de ejercicios anteriores': 0,
      'Resultado del ejercicio': -507_000,
      'Total patrimonio': 6_193_000,
      'Total pasivo y patrimonio': 8_373_000,
    });
    // Before the first abono the whole opening receivable is still in 1305 (Juan owes 30.000).
    const mid = values(await report(ex.u, 'balance', '2026-01-15'));
    expect(mid['Cuentas por cobrar']).toBe(30_000 + 500_000);
    expect(mid['Total activos']).toBe(mid['Total pasivo y patrimonio']);
  });

  it('the results are those of docs/accounting.md §Collecting and paying opening balances: collecting an old debt is not income', async () => {
    const r = await report(ex.u, 'results', '2026-01-31');
    expect(r.rows.map((x) => [x.name, x.value])).toEqual([
      ['Ingresos por ventas', 335_000],
      ['Ingresos operacionales', 335_000],
      ['Costo de mercancias', 222_000],
      ['Utilidad bruta', 113_000],
      ['Gastos administrativos y de ventas', 620_000],
      ['Arriendo', 500_000],
      ['Servicios públicos', 120_000],
      ['Utilidad operacional', -507_000],
      ['Ingresos no operacionales', 0],
      ['Gastos no operacionales', 0],
      ['Utilidad antes de impuestos', -507_000],
      ['Impuesto de renta', 0],
      ['Utilidad neta', -507_000],
    ]);
  });

  it("debtors: 'Saldo inicial' shows what is pending, then drops out once collected", async () => {
    const jan20 = await report(ex.u, 'debtors', '2026-01-20');
    expect(jan20.rows.map((x) => [x.name, x.value, x.total, x.paid, x.financial_info_id])).toEqual([
      ['Juan Pérez', 30_000, 60_000, 30_000, undefined],
      ['Saldo inicial', 300_000, 500_000, 200_000, receivable.id],
      ['Total cuentas por cobrar', 330_000, 560_000, 230_000, undefined],
    ]);
    const jan31 = await report(ex.u, 'debtors', '2026-01-31');
    expect(jan31.rows.map((x) => [x.name, x.value])).toEqual([
      ['Juan Pérez', 30_000],
      ['Total cuentas por cobrar', 30_000],
    ]);
    const balance = values(await report(ex.u, 'balance', '2026-01-20'));
    expect(balance['Cuentas por cobrar']).toBe(330_000);
  });

  it('the detail lists both abonos and says the balance is settled', async () => {
    const d = await detail(ex.u, receivable.id);
    expect(d).toMatchObject({
      value: 500_000,
      takes_payments: true,
      paid: 500_000,
      pending: 0,
      paid_out: true,
      category: { id: CXC, name: 'Cuentas por cobrar' },
    });
    expect(d.payments.map((p) => [p.reference, p.date, p.value, p.payment_method, p.is_finished])).toEqual([
      ['SI-01', '2026-01-16', 200_000, 'EFECTIVO', true],
      ['SI-02', '2026-01-30', 300_000, 'BANCO', true],
    ]);
    expect(d.payments[0]?.observations).toBe('Pagó la mitad');
  });

  it('the opening value stays locked after the close', async () => {
    const res = await api(ex.u, 'PATCH', `/api/financial_info/${receivable.id}/`, { value: 600_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ validations_error: [FINANCIAL_MSG.closed] });
  });
});

describe('postings', () => {
  it('a receivable collected is Dr Caja / Cr 1305, never an opening entry nor income', async () => {
    const u = await createUser(t);
    const r = await newRecord(u, CXC, 100_000, 'ACTIVOS');
    const p = await pay(u, r.id, abono('2026-01-10', 40_000));
    expect(p).toMatchObject({ reference: 'SI-01', value: 40_000, is_finished: false, deleted: false });
    expect(await paymentLines(p.id)).toEqual([
      {
        date: '2026-01-10',
        opening: false,
        description: 'Abono SI-01 Saldo inicial · Cuentas por cobrar',
        lines: [
          ['1105', 40_000, 0],
          ['1305', 0, 40_000],
        ],
      },
    ]);
  });

  it('a liability paid is Dr its account / Cr Bancos', async () => {
    const u = await createUser(t);
    const r = await newRecord(u, PROVEEDORES, 90_000, 'PASIVOS');
    const p = await pay(u, r.id, abono('2026-01-12', 90_000, 'BANCO'));
    expect(p.is_finished).toBe(true);
    expect((await paymentLines(p.id))[0]?.lines).toEqual([
      ['2205', 90_000, 0],
      ['1110', 0, 90_000],
    ]);
    const d = await detail(u, r.id);
    expect([d.paid, d.pending, d.paid_out]).toEqual([90_000, 0, true]);
    // A settled opening liability drops out of 'Mis deudas'.
    expect((await report(u, 'debts', '2026-01-31')).rows.map((x) => [x.name, x.value])).toEqual([
      ['Total deudas', 0],
    ]);
    const debts = await report(u, 'debts', '2026-01-11');
    expect(debts.rows[0]).toMatchObject({
      name: 'Proveedores',
      value: 90_000,
      total: 90_000,
      paid: 0,
      document: 'Saldo inicial',
      financial_info_id: r.id,
    });
  });

  it('an edit re-posts (reversal plus new entry) and a void reverses, each dated like its abono', async () => {
    const u = await createUser(t);
    const r = await newRecord(u, 12, 1_000_000, 'PASIVOS'); // Obligaciones financieras, 2105
    const p = await pay(u, r.id, abono('2026-01-05', 100_000));
    const edit = await api(u, 'PATCH', `/api/financial_info/${r.id}/payments/${p.id}`, {
      date: '2026-01-06',
      value: 150_000,
      payment_method: 'BANCO',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ date: '2026-01-06', value: 150_000, payment_method: 'BANCO' });
    expect((await detail(u, r.id)).pending).toBe(850_000);
    const del = await api(u, 'DELETE', `/api/financial_info/${r.id}/payments/${p.id}/`);
    expect(del.statusCode, del.body).toBe(204);
    expect(await paymentLines(p.id)).toEqual([
      {
        date: '2026-01-05',
        opening: false,
        description: 'Abono SI-01 Saldo inicial · Obligaciones financieras',
        lines: [
          ['2105', 100_000, 0],
          ['1105', 0, 100_000],
        ],
      },
      {
        date: '2026-01-05',
        opening: false,
        description: expect.stringContaining('Abono SI-01'),
        lines: [
          ['2105', 0, 100_000],
          ['1105', 100_000, 0],
        ],
      },
      {
        date: '2026-01-06',
        opening: false,
        description: 'Abono SI-01 Saldo inicial · Obligaciones financieras',
        lines: [
          ['2105', 150_000, 0],
          ['1110', 0, 150_000],
        ],
      },
      {
        date: '2026-01-06',
        opening: false,
        description: expect.stringContaining('Abono SI-01'),
        lines: [
          ['2105', 0, 150_000],
          ['1110', 150_000, 0],
        ],
      },
    ]);
    const d = await detail(u, r.id);
    expect([d.paid, d.pending, d.paid_out, d.payments[0]?.deleted]).toEqual([0, 1_000_000, false, true]);
    const balance = values(await report(u, 'balance', '2026-01-31'));
    expect([balance['Obligaciones financieras'], balance.Caja ?? 0, balance.Bancos ?? 0]).toEqual([
      1_000_000, 0, 0,
    ]);
  });
});

describe('rules', () => {
  let u: CreatedUser;
  let r: { id: number };
  beforeAll(async () => {
    t.clock.set('2026-01-31T20:00:00Z');
    u = await createUser(t);
    r = await newRecord(u, CXC, 100_000, 'ACTIVOS');
  });

  it('never above the pending balance, with the message of the other abonos', async () => {
    const res = await api(u, 'POST', `/api/financial_info/${r.id}/payments/`, abono('2026-01-10', 100_001));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ validations_error: [INCOME_MSG.paymentTooHigh(100_000)] });
    const p = await pay(u, r.id, abono('2026-01-10', 70_000));
    const again = await api(u, 'POST', `/api/financial_info/${r.id}/payments/`, abono('2026-01-11', 30_001));
    expect(again.json()).toEqual({ validations_error: [INCOME_MSG.paymentTooHigh(30_000)] });
    // An edit may use its own value plus what is pending, not more.
    const edit = await api(u, 'PATCH', `/api/financial_info/${r.id}/payments/${p.id}`, { value: 100_001 });
    expect(edit.json()).toEqual({ validations_error: [INCOME_MSG.paymentTooHigh(100_000)] });
    await ok(await api(u, 'PATCH', `/api/financial_info/${r.id}/payments/${p.id}`, { value: 100_000 }), 200);
    expect((await detail(u, r.id)).paid_out).toBe(true);
    await ok(await api(u, 'PATCH', `/api/financial_info/${r.id}/payments/${p.id}`, { value: 70_000 }), 200);
    expect((await detail(u, r.id)).paid_out).toBe(false);
  });

  it('any past date is after the opening; a future one, or one more than 24 months back, is refused', async () => {
    await pay(u, r.id, abono('2024-01-31', 1_000));
    const old = await api(u, 'POST', `/api/financial_info/${r.id}/payments/`, abono('2024-01-30', 1_000));
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ date: [PERIOD_MSG.tooOld('2024-01-31')] });
    const res = await api(u, 'POST', `/api/financial_info/${r.id}/payments/`, abono('2026-02-01', 1_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ date: [INCOME_MSG.futureDate] });
    const bad = await api(u, 'POST', `/api/financial_info/${r.id}/payments/`, abono('2026-02-30', 1_000));
    expect(bad.statusCode).toBe(400);
  });

  it('the form texts: value and method are required', async () => {
    const res = await api(u, 'POST', `/api/financial_info/${r.id}/payments/`, {
      date: '2026-01-10',
      value: '',
      payment_method: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      value: [INCOME_MSG.alert.paymentValue],
      payment_method: [INCOME_MSG.alert.paymentMethod],
    });
  });

  it("another user's record or abono is 404, and so is an asset that is not Cuentas por cobrar", async () => {
    const other = await createUser(t);
    const mine = await pay(u, r.id, abono('2026-01-12', 1_000));
    const body = abono('2026-01-12', 1_000);
    expect((await api(other, 'POST', `/api/financial_info/${r.id}/payments/`, body)).statusCode).toBe(404);
    expect((await api(other, 'GET', `/api/financial_info/${r.id}/payments/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await api(other, 'PATCH', `/api/financial_info/${r.id}/payments/${mine.id}`, { value: 1 })).statusCode,
    ).toBe(404);
    expect((await api(other, 'DELETE', `/api/financial_info/${r.id}/payments/${mine.id}`)).statusCode).toBe(
      404,
    );
    expect((await api(other, 'GET', `/api/financial_info/${r.id}/`)).statusCode).toBe(404);
    // Another record's abono through this record's path.
    const second = await newRecord(u, PROVEEDORES, 5_000, 'PASIVOS');
    expect((await api(u, 'GET', `/api/financial_info/${second.id}/payments/${mine.id}`)).statusCode).toBe(
      404,
    );

    const caja = await newRecord(u, CAT.caja, 50_000, 'ACTIVOS');
    expect((await api(u, 'POST', `/api/financial_info/${caja.id}/payments/`, body)).statusCode).toBe(404);
    expect(await detail(u, caja.id)).toMatchObject({
      takes_payments: false,
      paid: 0,
      pending: 0,
      paid_out: false,
      payments: [],
    });
    expect((await api(u, 'GET', `/api/financial_info/${r.id}/payments/${mine.id}`)).json()).toMatchObject({
      id: mine.id,
      financial_info_id: r.id,
      value: 1_000,
    });
  });

  it('a voided abono can be neither edited nor voided again', async () => {
    const p = await pay(u, r.id, abono('2026-01-13', 1_000));
    await ok(await api(u, 'DELETE', `/api/financial_info/${r.id}/payments/${p.id}`), 204);
    const edit = await api(u, 'PATCH', `/api/financial_info/${r.id}/payments/${p.id}`, { value: 2_000 });
    expect(edit.json()).toEqual({ validations_error: [INCOME_MSG.paymentVoided.edit] });
    const again = await api(u, 'DELETE', `/api/financial_info/${r.id}/payments/${p.id}`);
    expect(again.json()).toEqual({ validations_error: [INCOME_MSG.paymentVoided.void] });
  });

  it('a balance of 0 has nothing to collect', async () => {
    const v = await createUser(t);
    const zero = await newRecord(v, CXC, 0, 'ACTIVOS');
    expect(await detail(v, zero.id)).toMatchObject({ pending: 0, paid_out: true });
    const res = await api(v, 'POST', `/api/financial_info/${zero.id}/payments/`, abono('2026-01-10', 1));
    expect(res.json()).toEqual({ validations_error: [INCOME_MSG.paymentTooHigh(0)] });
  });

  it('the list carries paid, pending and paid_out', async () => {
    const res = await api(u, 'GET', '/api/financial_info/?type=ACTIVOS');
    const list = (res.json() as { financial_info: FinancialInfoDetail[] }).financial_info;
    const rec = list.find((x) => x.id === r.id);
    const d = await detail(u, r.id);
    expect(rec).toEqual({ ...d, payments: undefined });
  });
});

describe('while the initial information is open, the record cannot change under its abonos', () => {
  it('value not below what was paid, no category or type change, no delete; voided abonos go with it', async () => {
    const u = await createUser(t);
    const r = await newRecord(u, PROVEEDORES, 100_000, 'PASIVOS');
    const p = await pay(u, r.id, abono('2026-01-10', 60_000));

    let res = await api(u, 'PATCH', `/api/financial_info/${r.id}/`, { value: 59_999 });
    expect(res.json()).toEqual({ value: [P.valueBelowPaid(60_000)] });
    res = await api(u, 'PATCH', `/api/financial_info/${r.id}/`, { category: 12 });
    expect(res.json()).toEqual({ validations_error: [P.categoryLocked] });
    res = await api(u, 'DELETE', `/api/financial_info/${r.id}/`);
    expect(res.json()).toEqual({ validations_error: [P.deleteWithPayments] });

    // Lowered to exactly what was paid: settled; the balance sheet follows.
    res = await api(u, 'PATCH', `/api/financial_info/${r.id}/`, { value: 60_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ value: 60_000, paid: 60_000, pending: 0, paid_out: true });
    let balance = values(await report(u, 'balance', '2026-01-31'));
    expect([balance.Proveedores ?? 0, balance.Caja, balance.Capital]).toEqual([0, -60_000, -60_000]);
    expect(balance['Total activos']).toBe(balance['Total pasivo y patrimonio']);

    await ok(await api(u, 'DELETE', `/api/financial_info/${r.id}/payments/${p.id}`), 204);
    await ok(await api(u, 'DELETE', `/api/financial_info/${r.id}/`), 204);
    const left = await t.deps.db
      .select()
      .from(financialInfoPayments)
      .where(eq(financialInfoPayments.financialInfoId, r.id));
    expect(left).toEqual([]);
    balance = values(await report(u, 'balance', '2026-01-31'));
    expect(balance['Total activos']).toBe(0);
    expect(balance['Total pasivo y patrimonio']).toBe(0);
  });
});

describe('concurrency', () => {
  it('two abonos that each fit but not together: exactly one lands', async () => {
    const u = await createUser(t);
    const r = await newRecord(u, CXC, 100_000, 'ACTIVOS');
    const [a, b] = await Promise.all([
      api(u, 'POST', `/api/financial_info/${r.id}/payments/`, abono('2026-01-10', 60_000)),
      api(u, 'POST', `/api/financial_info/${r.id}/payments/`, abono('2026-01-10', 60_000, 'BANCO')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    expect((await detail(u, r.id)).paid).toBe(60_000);
  });
});
