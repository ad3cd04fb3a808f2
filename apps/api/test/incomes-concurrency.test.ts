import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incomes, stockMovements, stocks } from '../src/db/schema/index.ts';
import { ACC, balanceOf, balancesAsOf } from '../src/ledger/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { apiOf, JUAN, newItem, salePayload } from './incomes-fixtures.ts';

// Run on PostgreSQL too: TEST_DATABASE_URL=postgres://… npx vitest run --project api test/incomes
let t: TestApp;
let api: ReturnType<typeof apiOf>;
const TODAY = '2026-01-15';

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
});
afterAll(() => t.close());

describe('concurrency', () => {
  it('20 concurrent sales of 1 unit against a batch of 10 sell exactly 10', async () => {
    const u = await createUser(t);
    const item = await newItem(t, u, { name: 'Aceite', cost_value: 7000, sale_value: 9000, quantity: 10 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(
          u,
          'POST',
          '/api/incomes/',
          salePayload(TODAY, [{ inventory_id: item.id, quantity: 1, value: 9000 }]),
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 400)).toHaveLength(10);
    for (const r of results.filter((x) => x.statusCode === 400)) {
      expect(r.json().validations_error[0]).toMatch(/^Inventario insuficiente: Aceite tiene 0 unidades/);
    }
    const [batch] = await t.deps.db
      .select()
      .from(stocks)
      .where(eq(stocks.id, item.batch as number));
    expect(batch?.available).toBe(0);
    const sold = await t.deps.db
      .select({ n: sql<number>`sum(${stockMovements.quantity})::int` })
      .from(stockMovements)
      .where(and(eq(stockMovements.stockId, item.batch as number), eq(stockMovements.kind, 'sale')));
    expect(sold[0]?.n).toBe(-10);
    const numbers = (
      await t.deps.db.select({ n: incomes.number }).from(incomes).where(eq(incomes.userId, u.id))
    )
      .map((r) => r.n)
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const b = await balancesAsOf(t.deps.db, u.id, TODAY);
    expect(balanceOf(b, ACC.ingresosVentas)).toBe(90_000);
    expect(balanceOf(b, ACC.costoVentas)).toBe(70_000);
    expect(balanceOf(b, ACC.caja)).toBe(90_000);
  });

  it('concurrent abonos never pay more than the balance', async () => {
    const u = await createUser(t);
    const item = await newItem(t, u, { name: 'Harina', cost_value: 1000, sale_value: 2000, quantity: 30 });
    const res = await api(
      u,
      'POST',
      '/api/incomes/',
      salePayload(TODAY, [{ inventory_id: item.id, quantity: 30, value: 2000 }], {
        payment_type: 'CREDITO',
        client: JUAN,
      }),
    );
    const credit = res.json() as { id: number };
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        api(u, 'POST', `/api/incomes/${credit.id}/payments/`, {
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
    const detail = (await api(u, 'GET', `/api/incomes/${credit.id}/`)).json();
    expect(detail).toMatchObject({ payment: 60_000, balance: 0, paid_out: true });
    const b = await balancesAsOf(t.deps.db, u.id, TODAY);
    expect(balanceOf(b, ACC.cuentasPorCobrar)).toBe(0);
    expect(balanceOf(b, ACC.caja)).toBe(60_000);
  });

  it('an abono raised while new abonos arrive never overpays either', async () => {
    const u = await createUser(t);
    const item = await newItem(t, u, { name: 'Lentejas', cost_value: 1000, sale_value: 3000, quantity: 20 });
    const credit = (
      await api(
        u,
        'POST',
        '/api/incomes/',
        salePayload(TODAY, [{ inventory_id: item.id, quantity: 20, value: 3000 }], {
          payment_type: 'CREDITO',
          payment_method: 'BANCO',
          payment: 20_000,
          client: JUAN,
        }),
      )
    ).json() as { id: number; payments: { id: number }[] };
    const initial = credit.payments[0]?.id;
    // Balance 40.000. Raising the initial payment to 50.000 fits alone, and so does each new
    // abono of 15.000; all together they would collect 95.000 on a 60.000 credit.
    const results = await Promise.all([
      api(u, 'PATCH', `/api/incomes/${credit.id}/payments/${initial}`, { value: 50_000 }),
      ...Array.from({ length: 3 }, () =>
        api(u, 'POST', `/api/incomes/${credit.id}/payments/`, {
          date: TODAY,
          value: 15_000,
          payment_method: 'EFECTIVO',
        }),
      ),
    ]);
    for (const r of results.filter((x) => x.statusCode === 400)) {
      expect(r.json().validations_error[0]).toMatch(
        /^El valor del abono no puede superar el saldo pendiente/,
      );
    }
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201 || r.statusCode === 400)).toBe(
      true,
    );
    const detail = (await api(u, 'GET', `/api/incomes/${credit.id}/`)).json() as {
      payment: number;
      balance: number;
      payments: { value: number; deleted: boolean }[];
    };
    const collected = detail.payments.filter((p) => !p.deleted).reduce((s, p) => s + p.value, 0);
    expect(detail.payment).toBe(collected);
    expect(collected).toBeLessThanOrEqual(60_000);
    expect(detail.balance).toBe(60_000 - collected);
    const b = await balancesAsOf(t.deps.db, u.id, TODAY);
    expect(balanceOf(b, ACC.cuentasPorCobrar)).toBe(60_000 - collected);
    expect(balanceOf(b, ACC.caja) + balanceOf(b, ACC.bancos)).toBe(collected);
  });

  it('concurrent sales, edits and voids of one user never deadlock and keep stock exact', async () => {
    const u = await createUser(t);
    const a = await newItem(t, u, { name: 'Sal', cost_value: 500, sale_value: 1000, quantity: 40 });
    const b = await newItem(t, u, { name: 'Azucar', cost_value: 800, sale_value: 1500, quantity: 40 });
    const both = (qa: number, qb: number, reverse = false) => {
      const lines = [
        { inventory_id: a.id, quantity: qa, value: 1000 },
        { inventory_id: b.id, quantity: qb, value: 1500 },
      ];
      return salePayload(TODAY, reverse ? lines.reverse() : lines);
    };
    const first = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api(u, 'POST', '/api/incomes/', both(1, 1, i % 2 === 1))),
    );
    const ids = first.map((r) => (r.json() as { id: number }).id);
    const mixed = await Promise.all([
      ...ids.slice(0, 3).map((id) => api(u, 'DELETE', `/api/incomes/${id}/`)),
      ...ids.slice(3, 6).map((id) => api(u, 'PATCH', `/api/incomes/${id}/`, { details: both(2, 3).details })),
      ...Array.from({ length: 4 }, (_, i) => api(u, 'POST', '/api/incomes/', both(1, 2, i % 2 === 0))),
    ]);
    expect(mixed.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201, 201, 201, 201, 204, 204, 204]);
    // Live sales: 2 untouched (1+1), 3 edited (2+3), 4 new (1+2).
    const avail = async (batch: number | null) =>
      (
        await t.deps.db
          .select({ a: stocks.available })
          .from(stocks)
          .where(eq(stocks.id, batch as number))
      )[0]?.a;
    expect(await avail(a.batch)).toBe(40 - (2 + 6 + 4));
    expect(await avail(b.batch)).toBe(40 - (2 + 9 + 8));
    const bal = await balancesAsOf(t.deps.db, u.id, TODAY);
    expect(balanceOf(bal, ACC.inventarios)).toBe(40 * 500 + 40 * 800 - 12 * 500 - 19 * 800);
  });
});
