import { and, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '../src/db/schema/index.ts';
import { ACC, balanceOf, balancesAsOf, balancesBetween, totals } from '../src/ledger/index.ts';
import {
  ACCOUNT,
  apiOf,
  CAT,
  expenseBudget,
  expensePayload,
  type Json,
  newExpense,
} from './expenses-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';

/**
 * Events 6 and 7 of docs/accounting.md §Worked example through the API, the Mis gastos summary with the
 * January GASTO budgets, the lists (with abono rows), detail, edit, void and the spreadsheet.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let u: CreatedUser;
let rent: Json & { id: number };
let utilities: Json & { id: number };

const on = (day: string) => t.clock.set(`${day}T15:00:00Z`);

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-22T15:00:00Z' });
  api = apiOf(t);
  u = await createUser(t);
  await expenseBudget(t, u.id, '2026-01-01', CAT.arriendo, 500_000);
  await expenseBudget(t, u.id, '2026-01-01', CAT.servicios, 100_000);

  // 6. 22nd, expense CONTADO EFECTIVO Arriendo 500.000.
  on('2026-01-22');
  rent = await newExpense(t, u, '2026-01-22', { description: 'Arriendo enero' });
  // 7. 25th, expense CREDITO Servicios públicos 120.000, no payment.
  on('2026-01-25');
  utilities = await newExpense(t, u, '2026-01-25', {
    description: 'Servicios públicos enero',
    value: 120_000,
    category_id: CAT.servicios,
    payment_type: 'CREDITO',
    payment_method: '',
  });
  on('2026-01-31');
});
afterAll(() => t.close());

describe('worked example, events 6 and 7', () => {
  it('answers 201 with the numbered expense', () => {
    expect(rent).toEqual({
      id: rent.id,
      number: 1,
      reference: '0001',
      description: 'Arriendo enero',
      value: 500_000,
      category_id: 18,
      category: { id: 18, name: 'Arriendo' },
      date: '2026-01-22',
      observations: '',
      reminder: 1,
      reminder_days: 0,
      payment_type: 'CONTADO',
      payment_method: 'EFECTIVO',
      payment: 500_000,
      balance: 0,
      deleted: false,
      paid_out: true,
      is_payment: false,
      reminder_id: null,
      payments: [],
    });
    expect(utilities).toMatchObject({
      number: 2,
      reference: '0002',
      category: { id: 19, name: 'Servicios públicos' },
      payment_type: 'CREDITO',
      payment_method: null,
      payment: 0,
      balance: 120_000,
      paid_out: false,
      payments: [],
    });
  });

  it('posts Dr 51xx / Cr Caja and Dr 51xx / Cr Costos y gastos por pagar', async () => {
    const b = await balancesAsOf(t.deps.db, u.id, '2026-01-31');
    expect(balanceOf(b, ACC.caja)).toBe(-500_000);
    expect(balanceOf(b, ACC.costosGastosPorPagar)).toBe(120_000);
    expect(balanceOf(b, ACCOUNT.arriendo)).toBe(500_000);
    expect(balanceOf(b, ACCOUNT.servicios)).toBe(120_000);
    const sum = totals(b);
    expect(sum.assets).toBe(sum.liabilities + sum.equity);
    expect(sum.result).toBe(-620_000);
    // By date: before the 25th only the rent exists.
    const before = await balancesBetween(t.deps.db, u.id, '2026-01-01', '2026-01-24');
    expect(balanceOf(before, ACCOUNT.servicios)).toBe(0);
    expect(balanceOf(before, ACCOUNT.arriendo)).toBe(500_000);
  });

  it('summarises January against the GASTO budgets', async () => {
    const res = await api(u, 'GET', '/api/expenses/?summary=true');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cash: 500_000,
      bank: 0,
      credit: 120_000,
      real: 620_000,
      budget: 600_000,
      difference: -20_000,
      date: '2026-01-01',
    });
    // A bare flag works too, and February starts empty.
    on('2026-02-03');
    expect((await api(u, 'GET', '/api/expenses/?summary')).json()).toEqual({
      cash: 0,
      bank: 0,
      credit: 0,
      real: 0,
      budget: 0,
      difference: 0,
      date: '2026-02-01',
    });
    on('2026-01-31');
  });
});

describe('lists, abonos and detail', () => {
  it('lists by type and, with payment=true, the abonos paid by that method', async () => {
    const other = await createUser(t);
    await newExpense(t, other, '2026-01-20');

    const credits = await api(u, 'GET', '/api/expenses/?payment_type=CREDITO');
    expect(credits.json()).toEqual([
      {
        id: utilities.id,
        number: 2,
        reference: '0002',
        date: '2026-01-25',
        description: 'Servicios públicos enero',
        category: { id: 19, name: 'Servicios públicos' },
        value: 120_000,
        payment: 0,
        payment_type: 'CREDITO',
        payment_method: null,
        deleted: false,
        paid_out: false,
        is_payment: false,
        expense_id: null,
      },
    ]);

    const pay = await api(u, 'POST', `/api/expenses/${utilities.id}/payments/`, {
      date: '2026-01-28',
      value: 20_000,
      payment_method: 'EFECTIVO',
      observations: 'Primer abono',
    });
    expect(pay.statusCode, pay.body).toBe(201);
    expect(pay.json()).toEqual({
      id: expect.any(Number),
      expense_id: utilities.id,
      number: 1,
      reference: '0002-01',
      date: '2026-01-28',
      value: 20_000,
      payment: 20_000,
      payment_method: 'EFECTIVO',
      observations: 'Primer abono',
      deleted: false,
      is_finished: false,
      is_initial: false,
    });

    const cash = await api(
      u,
      'GET',
      '/api/expenses/?payment_type=CONTADO&payment_method=EFECTIVO&payment=true',
    );
    expect(cash.headers['x-total-count']).toBe('2');
    expect(cash.json()).toEqual([
      expect.objectContaining({
        id: pay.json().id,
        reference: '0002-01',
        date: '2026-01-28',
        value: 20_000,
        payment_type: 'CREDITO',
        payment_method: 'EFECTIVO',
        is_payment: true,
        expense_id: utilities.id,
      }),
      expect.objectContaining({ id: rent.id, reference: '0001', is_payment: false, expense_id: null }),
    ]);
    // Without payment=true the abono is not a cash row; the bank list is empty.
    expect(
      (await api(u, 'GET', '/api/expenses/?payment_type=CONTADO&payment_method=EFECTIVO')).json(),
    ).toHaveLength(1);
    expect(
      (await api(u, 'GET', '/api/expenses/?payment_type=CONTADO&payment_method=BANCO&payment=true')).json(),
    ).toEqual([]);
    // Paging merges documents and payments.
    const all = await api(u, 'GET', '/api/expenses/?payment=true&limit=1&offset=1');
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json()).toEqual([expect.objectContaining({ id: utilities.id, is_payment: false })]);

    const detail = (await api(u, 'GET', `/api/expenses/${utilities.id}/`)).json();
    expect(detail).toMatchObject({ payment: 20_000, balance: 100_000, paid_out: false });
    expect(detail.payments).toEqual([pay.json()]);
    const one = await api(u, 'GET', `/api/expenses/${utilities.id}/payments/${pay.json().id}`);
    expect(one.json()).toEqual(pay.json());

    const b = await balancesAsOf(t.deps.db, u.id, '2026-01-31');
    expect(balanceOf(b, ACC.costosGastosPorPagar)).toBe(100_000);
    expect(balanceOf(b, ACC.caja)).toBe(-520_000);

    // Voiding the abono gives the balance back and reverses its entry.
    const del = await api(u, 'DELETE', `/api/expenses/${utilities.id}/payments/${pay.json().id}`);
    expect(del.statusCode).toBe(204);
    const after = await balancesAsOf(t.deps.db, u.id, '2026-01-31');
    expect(balanceOf(after, ACC.costosGastosPorPagar)).toBe(120_000);
    expect(balanceOf(after, ACC.caja)).toBe(-500_000);
    expect((await api(u, 'GET', `/api/expenses/${utilities.id}/`)).json()).toMatchObject({
      payment: 0,
      balance: 120_000,
      payments: [expect.objectContaining({ deleted: true, reference: '0002-01' })],
    });
  });

  it('a credit with an initial payment posts it as payment 01 (Dr 2335 / Cr Bancos)', async () => {
    const w = await createUser(t);
    const e = await newExpense(t, w, '2026-01-30', {
      description: 'Publicidad radio',
      value: 300_000,
      category_id: CAT.publicidad,
      payment_type: 'CREDITO',
      payment_method: 'BANCO',
      payment: 100_000,
    });
    expect(e).toMatchObject({
      payment_type: 'CREDITO',
      payment_method: 'BANCO',
      payment: 100_000,
      balance: 200_000,
      payments: [expect.objectContaining({ reference: '0001-01', value: 100_000, is_initial: true })],
    });
    const b = await balancesAsOf(t.deps.db, w.id, '2026-01-31');
    expect(balanceOf(b, '5235')).toBe(300_000);
    expect(balanceOf(b, ACC.costosGastosPorPagar)).toBe(200_000);
    expect(balanceOf(b, ACC.bancos)).toBe(-100_000);
    // Paying the rest finishes the credit.
    const rest = await api(w, 'POST', `/api/expenses/${e.id}/payments/`, {
      date: '2026-01-31',
      value: 200_000,
      payment_method: 'EFECTIVO',
    });
    expect(rest.json()).toMatchObject({ reference: '0001-02', is_finished: true });
    expect((await api(w, 'GET', `/api/expenses/${e.id}/`)).json()).toMatchObject({
      paid_out: true,
      balance: 0,
    });
    const after = await balancesAsOf(t.deps.db, w.id, '2026-01-31');
    expect(balanceOf(after, ACC.costosGastosPorPagar)).toBe(0);
    expect(balanceOf(after, ACC.caja)).toBe(-200_000);
  });
});

describe('edit and void', () => {
  it('editing a cash expense re-posts it (value, category, method, date)', async () => {
    const w = await createUser(t);
    const e = await newExpense(t, w, '2026-01-10', { value: 80_000, category_id: CAT.publicidad });
    const res = await api(w, 'PATCH', `/api/expenses/${e.id}/`, {
      value: 90_000,
      category_id: CAT.servicios,
      payment_method: 'BANCO',
      date: '2026-01-12',
      description: 'Gas',
      reminder: 4,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      value: 90_000,
      payment: 90_000,
      category: { id: 19, name: 'Servicios públicos' },
      payment_method: 'BANCO',
      date: '2026-01-12',
      description: 'Gas',
      reminder: 4,
      reminder_days: 30,
      observations: '',
    });
    const b = await balancesAsOf(t.deps.db, w.id, '2026-01-31');
    expect(balanceOf(b, ACCOUNT.publicidad)).toBe(0);
    expect(balanceOf(b, ACCOUNT.servicios)).toBe(90_000);
    expect(balanceOf(b, ACC.caja)).toBe(0);
    expect(balanceOf(b, ACC.bancos)).toBe(-90_000);
    // Only the description: no new entry.
    const entries = async () =>
      (await t.deps.db.select().from(journalEntries).where(eq(journalEntries.userId, w.id))).length;
    const n = await entries();
    await api(w, 'PATCH', `/api/expenses/${e.id}/`, { description: 'Gas natural', observations: 'Enero' });
    expect(await entries()).toBe(n);
    // The payment type never changes.
    const swap = await api(w, 'PATCH', `/api/expenses/${e.id}/`, { payment_type: 'CREDITO' });
    expect(swap.statusCode).toBe(400);
    expect(swap.json()).toEqual({ validations_error: ['El tipo de pago de un gasto no se puede cambiar.'] });
  });

  it('a credit with payments keeps its value; its date moves the initial payment and stops at an abono', async () => {
    const w = await createUser(t);
    const e = await newExpense(t, w, '2026-01-10', {
      value: 100_000,
      payment_type: 'CREDITO',
      payment_method: 'EFECTIVO',
      payment: 10_000,
    });
    const locked = await api(w, 'PATCH', `/api/expenses/${e.id}/`, { value: 150_000 });
    expect(locked.json()).toEqual({
      validations_error: ['El valor de un gasto a crédito con abonos no se puede cambiar.'],
    });
    // The form's unchanged value and ignored payment fields are fine.
    const same = await api(w, 'PATCH', `/api/expenses/${e.id}/`, {
      value: 100_000,
      payment: 999,
      payment_method: 'BANCO',
      date: '2026-01-08',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({
      date: '2026-01-08',
      payment: 10_000,
      payment_method: 'EFECTIVO',
      payments: [expect.objectContaining({ date: '2026-01-08', is_initial: true })],
    });
    // The initial payment's live entry now carries the new date (the old one is reversed).
    const live = await t.deps.db
      .select({ date: journalEntries.date, type: journalEntries.sourceType })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, w.id), isNull(journalEntries.reversedAt)));
    expect(live.map((m) => [m.type, m.date]).sort()).toEqual([
      ['expense', '2026-01-08'],
      ['expense_payment', '2026-01-08'],
    ]);
    await api(w, 'POST', `/api/expenses/${e.id}/payments/`, {
      date: '2026-01-15',
      value: 5_000,
      payment_method: 'BANCO',
    });
    const late = await api(w, 'PATCH', `/api/expenses/${e.id}/`, { date: '2026-01-20' });
    expect(late.json()).toEqual({
      validations_error: ['La fecha del gasto no puede ser posterior a la de sus abonos.'],
    });
    // With no live payment the value of a credit may change.
    const fresh = await newExpense(t, w, '2026-01-10', { value: 70_000, payment_type: 'CREDITO' });
    const grown = await api(w, 'PATCH', `/api/expenses/${fresh.id}/`, { value: 75_000 });
    expect(grown.json()).toMatchObject({ value: 75_000, balance: 75_000 });
    const b = await balancesAsOf(t.deps.db, w.id, '2026-01-31');
    expect(balanceOf(b, ACC.costosGastosPorPagar)).toBe(100_000 - 15_000 + 75_000);
  });

  it('voiding reverses the expense and its payments; a voided expense is closed', async () => {
    const w = await createUser(t);
    const e = await newExpense(t, w, '2026-01-10', {
      value: 100_000,
      payment_type: 'CREDITO',
      payment_method: 'EFECTIVO',
      payment: 30_000,
    });
    await api(w, 'POST', `/api/expenses/${e.id}/payments/`, {
      date: '2026-01-11',
      value: 20_000,
      payment_method: 'BANCO',
    });
    const cash = await newExpense(t, w, '2026-01-12', { value: 5_000 });
    expect((await api(w, 'DELETE', `/api/expenses/${e.id}/`)).statusCode).toBe(204);
    const b = await balancesAsOf(t.deps.db, w.id, '2026-01-31');
    expect(b.filter((x) => x.balance !== 0).map((x) => [x.code, x.balance])).toEqual([
      [ACC.caja, -5_000],
      [ACCOUNT.arriendo, 5_000],
    ]);
    const detail = (await api(w, 'GET', `/api/expenses/${e.id}/`)).json();
    expect(detail.deleted).toBe(true);
    expect(detail.payments.map((p: Json) => p.deleted)).toEqual([true, true]);
    for (const [method, url, body] of [
      ['DELETE', `/api/expenses/${e.id}/`, undefined],
      ['PATCH', `/api/expenses/${e.id}/`, { description: 'x' }],
      ['POST', `/api/expenses/${e.id}/payments/`, { date: '2026-01-12', value: 1, payment_method: 'BANCO' }],
    ] as const) {
      const res = await api(w, method, url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().validations_error).toHaveLength(1);
    }
    // The summary counts only the live expense.
    expect((await api(w, 'GET', '/api/expenses/?summary=1')).json()).toMatchObject({
      cash: 5_000,
      credit: 0,
    });
    expect(cash.id).toBeGreaterThan(e.id);
  });
});

describe('spreadsheet', () => {
  it("downloads 'Reporte - Mis Gastos.xlsx' with one row per expense and payment", async () => {
    const res = await api(u, 'GET', '/api/expenses/export/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Reporte%20-%20Mis%20Gastos.xlsx");
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Número',
      'Registro',
      'Fecha',
      'Descripción',
      'Categoría',
      'Tipo de pago',
      'Método de pago',
      'Valor',
      'Pagado',
      'Saldo',
      'Estado',
      'Recordar',
      'Observaciones',
    ]);
    expect(sheet.rowCount).toBe(4);
    expect(values(2).slice(0, 11)).toEqual([
      '0001',
      'Gasto',
      new Date('2026-01-22T00:00:00Z'),
      'Arriendo enero',
      'Arriendo',
      'Contado',
      'Efectivo',
      500_000,
      500_000,
      0,
      'Pagado',
    ]);
    expect(values(3).slice(0, 2)).toEqual(['0002', 'Gasto']);
    expect(values(4).slice(0, 2)).toEqual(['0002-01', 'Abono']);
    expect(values(4)[10]).toBe('Anulado');
    expect(sheet.getRow(2).getCell(8).numFmt).toBe('"$" #,##0');
  });
});

describe('tenancy and the subscription gate', () => {
  it("another user's expense or payment is a 404", async () => {
    const other = await createUser(t);
    const detail = (await api(u, 'GET', `/api/expenses/${utilities.id}/`)).json();
    const paymentId = detail.payments[0].id as number;
    for (const [method, url, body] of [
      ['GET', `/api/expenses/${rent.id}/`, undefined],
      ['PATCH', `/api/expenses/${rent.id}/`, { description: 'mío' }],
      ['DELETE', `/api/expenses/${rent.id}/`, undefined],
      [
        'POST',
        `/api/expenses/${utilities.id}/payments/`,
        { date: '2026-01-30', value: 1, payment_method: 'BANCO' },
      ],
      ['GET', `/api/expenses/${utilities.id}/payments/${paymentId}`, undefined],
      ['PATCH', `/api/expenses/${utilities.id}/payments/${paymentId}`, { value: 1 }],
      ['DELETE', `/api/expenses/${utilities.id}/payments/${paymentId}`, undefined],
      ['GET', '/api/expenses/abc/', undefined],
      ['GET', `/api/expenses/${rent.id}/payments/${paymentId}`, undefined],
    ] as const) {
      const res = await api(other, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ detail: 'No encontrado.' });
    }
    expect((await api(other, 'GET', '/api/expenses/?payment_type=CREDITO')).json()).toEqual([]);
    // Nothing changed for the owner.
    expect((await api(u, 'GET', `/api/expenses/${rent.id}/`)).json()).toMatchObject({
      description: 'Arriendo enero',
      deleted: false,
    });
  });

  it('without an active subscription the calls are refused (403)', async () => {
    const lapsed = await createUser(t, { subscribed: false });
    for (const url of ['/api/expenses/?summary=true', '/api/reminders/', '/api/reminders_options/']) {
      expect((await api(lapsed, 'GET', url)).statusCode).toBe(403);
    }
    expect((await api(lapsed, 'POST', '/api/expenses/', expensePayload('2026-01-20'))).statusCode).toBe(403);
  });
});
