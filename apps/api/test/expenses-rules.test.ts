import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expensePayments, expenses } from '../src/db/schema/index.ts';
import { ACC, balanceOf, balancesAsOf } from '../src/ledger/index.ts';
import { apiOf, CAT, expensePayload, newExpense } from './expenses-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';

// Run on PostgreSQL too: TEST_DATABASE_URL=postgres://… npx vitest run --project api test/expenses
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let u: CreatedUser;
const TODAY = '2026-01-15';

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-15T20:00:00Z' });
  api = apiOf(t);
  u = await createUser(t);
});
afterAll(() => t.close());

describe('validation (docs/product/3-expenses-reports.md §5, the same texts as the form)', () => {
  it('an empty expense names every missing field', async () => {
    const res = await api(u, 'POST', '/api/expenses/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      description: ['Debe indicar la descripción del gasto'],
      value: ['Debe indicar el valor del gasto'],
      category_id: ['Debe seleccionar una categoría financiera'],
      date: ['Debe indicar la fecha'],
      payment_type: ['Este campo es requerido.'],
    });
  });

  it('reminder, method, future date, category and initial payment', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ reminder: '' }, { reminder: ['Debe seleccionar un valor para el campo Recordar'] }],
      [{ reminder: null }, { reminder: ['Debe seleccionar un valor para el campo Recordar'] }],
      [{ reminder: 9 }, { reminder: ['Debe seleccionar un valor para el campo Recordar'] }],
      [{ payment_method: '' }, { payment_method: ['Debe seleccionar el método de pago'] }],
      [
        { payment_type: 'CREDITO', payment_method: '', payment: 1000 },
        { payment_method: ['Debe seleccionar el método de pago'] },
      ],
      [
        { payment_type: 'CREDITO', payment: 600_000 },
        { payment: ['El pago inicial no puede ser mayor al valor del gasto.'] },
      ],
      [{ date: '2026-01-16' }, { date: ['La fecha no puede ser posterior a hoy.'] }],
      [{ date: '2026-02-30' }, { date: ['Fecha inválida (AAAA-MM-DD).'] }],
      [{ category_id: 1 }, { category_id: ['La categoría seleccionada no es una categoría de gastos.'] }],
      [
        { category_id: 999_999 },
        { category_id: ['La categoría seleccionada no es una categoría de gastos.'] },
      ],
      [{ category_id: 0 }, { category_id: ['Debe seleccionar una categoría financiera'] }],
      [{ value: 0 }, { value: ['Debe indicar el valor del gasto'] }],
      [{ value: '12.5' }, { value: ['Solo se aceptan números, sin puntos, ni espacios.'] }],
      [{ description: '   ' }, { description: ['Debe indicar la descripción del gasto'] }],
      [
        { description: 'x'.repeat(256) },
        { description: ['La descripción no puede tener más de 255 caracteres.'] },
      ],
      [{ reminder_id: 987_654 }, { reminder_id: ['El recordatorio no existe.'] }],
    ];
    for (const [overrides, errors] of cases) {
      const res = await api(u, 'POST', '/api/expenses/', expensePayload(TODAY, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json(), JSON.stringify(overrides)).toEqual(errors);
    }
    // Nothing was written, and no number was used.
    expect(await t.deps.db.select().from(expenses).where(eq(expenses.userId, u.id))).toEqual([]);
    const ok = await newExpense(t, u, TODAY, {
      value: '45000',
      payment_type: 'contado',
      payment_method: 'banco',
    });
    expect(ok).toMatchObject({ number: 1, value: 45_000, payment_method: 'BANCO', reminder: 1 });
  });

  it('abono payloads use the texts of the payment form', async () => {
    const credit = await newExpense(t, u, TODAY, { payment_type: 'CREDITO', value: 50_000 });
    const res = await api(u, 'POST', `/api/expenses/${credit.id}/payments/`, {});
    expect(res.json()).toEqual({
      date: ['Debe seleccionar la fecha'],
      value: ['Debe indicar el valor del abono'],
      payment_method: ['Debe seleccionar el método de pago'],
    });
    const future = await api(u, 'POST', `/api/expenses/${credit.id}/payments/`, {
      date: '2026-01-16',
      value: 10,
      payment_method: 'EFECTIVO',
    });
    expect(future.json()).toEqual({ date: ['La fecha no puede ser posterior a hoy.'] });
  });

  it('odd bodies and ids are 400 or 404, never 500', async () => {
    const credit = await newExpense(t, u, TODAY, { payment_type: 'CREDITO', value: 50_000 });
    const bodies = [
      '{"a": ',
      '[1,2]',
      'null',
      '"hola"',
      JSON.stringify({ value: 1e300, category_id: 'x', date: 20260101, description: { a: 1 } }),
      JSON.stringify({ value: -5, reminder: 'cada mes', payment_type: 'FIADO', reminder_id: -1 }),
      JSON.stringify(expensePayload(TODAY, { value: Number.MAX_SAFE_INTEGER })),
      JSON.stringify(expensePayload(TODAY, { category_id: 2_147_483_648 })),
      JSON.stringify(expensePayload(TODAY, { observations: 'x'.repeat(501) })),
    ];
    for (const url of [
      '/api/expenses/',
      `/api/expenses/${credit.id}/`,
      `/api/expenses/${credit.id}/payments/`,
      '/api/reminders/1/discard/',
    ]) {
      for (const method of ['POST', 'PATCH'] as const) {
        for (const payload of bodies) {
          const res = await t.app.inject({
            method,
            url,
            payload,
            headers: { ...u.auth, 'content-type': 'application/json' },
          });
          expect(res.statusCode, `${method} ${url} ${payload.slice(0, 40)}`).toBeLessThan(500);
        }
      }
    }
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999999999999']) {
      for (const url of [
        `/api/expenses/${id}/`,
        `/api/expenses/${id}/payments/${id}`,
        `/api/expenses/${credit.id}/payments/${id}`,
      ]) {
        const res = await api(u, 'GET', url);
        expect(res.statusCode, url).toBe(404);
      }
      expect((await api(u, 'POST', `/api/reminders/${id}/discard/`)).statusCode).toBe(404);
    }
    const bad = await api(u, 'GET', '/api/expenses/?payment_type=FIADO');
    expect(bad.statusCode).toBe(400);
  });
});

describe('abono rules', () => {
  it('never over the balance, only on live credits, not before the expense', async () => {
    const w = await createUser(t);
    const cash = await newExpense(t, w, '2026-01-10');
    const credit = await newExpense(t, w, '2026-01-10', { payment_type: 'CREDITO', value: 100_000 });
    const pay = (id: number, body: Record<string, unknown>) =>
      api(w, 'POST', `/api/expenses/${id}/payments/`, { date: TODAY, payment_method: 'EFECTIVO', ...body });

    expect((await pay(cash.id, { value: 1 })).json()).toEqual({
      validations_error: ['Solo los gastos a crédito reciben abonos.'],
    });
    expect((await pay(credit.id, { value: 100_001 })).json()).toEqual({
      validations_error: ['El valor del abono no puede superar el saldo pendiente ($\u00a0100.000).'],
    });
    expect((await pay(credit.id, { value: 1, date: '2026-01-09' })).json()).toEqual({
      date: ['La fecha del abono no puede ser anterior a la fecha del gasto.'],
    });
    const first = (await pay(credit.id, { value: 60_000 })).json();
    const second = (await pay(credit.id, { value: 40_000 })).json();
    expect(second).toMatchObject({ reference: '0002-02', is_finished: true });
    expect((await pay(credit.id, { value: 1 })).json()).toEqual({
      validations_error: ['El valor del abono no puede superar el saldo pendiente ($\u00a00).'],
    });

    // Editing an abono is bounded by the balance without it.
    const url = `/api/expenses/${credit.id}/payments/${first.id}`;
    expect((await api(w, 'PATCH', url, { value: 60_001 })).json()).toEqual({
      validations_error: ['El valor del abono no puede superar el saldo pendiente ($\u00a060.000).'],
    });
    const edited = await api(w, 'PATCH', url, {
      value: 50_000,
      payment_method: 'BANCO',
      observations: 'corregido',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      value: 50_000,
      payment_method: 'BANCO',
      observations: 'corregido',
      is_finished: false,
    });
    const b = await balancesAsOf(t.deps.db, w.id, TODAY);
    expect(balanceOf(b, ACC.costosGastosPorPagar)).toBe(10_000);
    expect(balanceOf(b, ACC.bancos)).toBe(-50_000);
    expect(balanceOf(b, ACC.caja)).toBe(-500_000 - 40_000);

    expect((await api(w, 'DELETE', url)).statusCode).toBe(204);
    expect((await api(w, 'DELETE', url)).json()).toEqual({
      validations_error: ['Este abono ya fue anulado.'],
    });
    expect((await api(w, 'PATCH', url, { value: 1 })).json()).toEqual({
      validations_error: ['Este abono está anulado: no se puede editar.'],
    });
    expect((await api(w, 'GET', `/api/expenses/${credit.id}/`)).json()).toMatchObject({
      payment: 40_000,
      balance: 60_000,
      paid_out: false,
    });
  });
});

describe('concurrency', () => {
  it('concurrent abonos never pay more than the balance', async () => {
    const w = await createUser(t);
    const credit = await newExpense(t, w, TODAY, {
      payment_type: 'CREDITO',
      value: 60_000,
      category_id: CAT.servicios,
    });
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        api(w, 'POST', `/api/expenses/${credit.id}/payments/`, {
          date: TODAY,
          value: 20_000,
          payment_method: 'EFECTIVO',
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(3);
    const refs = results
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().reference)
      .sort();
    expect(refs).toEqual(['0001-01', '0001-02', '0001-03']);
    const detail = (await api(w, 'GET', `/api/expenses/${credit.id}/`)).json();
    expect(detail).toMatchObject({ payment: 60_000, balance: 0, paid_out: true });
    const rows = await t.deps.db.select().from(expensePayments).where(eq(expensePayments.userId, w.id));
    expect(rows.reduce((s, p) => s + p.value, 0)).toBe(60_000);
    const b = await balancesAsOf(t.deps.db, w.id, TODAY);
    expect(balanceOf(b, ACC.costosGastosPorPagar)).toBe(0);
    expect(balanceOf(b, ACC.caja)).toBe(-60_000);
  });

  it('concurrent creates get consecutive numbers; a concurrent void and abono leave the books exact', async () => {
    const w = await createUser(t);
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api(w, 'POST', '/api/expenses/', expensePayload(TODAY, { value: 1000 * (i + 1) })),
      ),
    );
    expect(created.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(created.map((r) => r.json().number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    const credit = await newExpense(t, w, TODAY, { payment_type: 'CREDITO', value: 30_000 });
    const [voided, paid] = await Promise.all([
      api(w, 'DELETE', `/api/expenses/${credit.id}/`),
      api(w, 'POST', `/api/expenses/${credit.id}/payments/`, {
        date: TODAY,
        value: 10_000,
        payment_method: 'BANCO',
      }),
    ]);
    expect(voided.statusCode).toBe(204);
    // Either the abono came first (then was voided with the expense) or it was refused.
    expect([201, 400]).toContain(paid.statusCode);
    const b = await balancesAsOf(t.deps.db, w.id, TODAY);
    expect(balanceOf(b, ACC.costosGastosPorPagar)).toBe(0);
    expect(balanceOf(b, ACC.bancos)).toBe(0);
    expect(balanceOf(b, ACC.caja)).toBe(-36_000);
  });
});
