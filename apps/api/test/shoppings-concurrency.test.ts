import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers, shoppingPayments, shoppings, stocks } from '../src/db/schema/index.ts';
import { ACC, balanceOf, balancesAsOf, totals } from '../src/ledger/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { apiOf, newItem, salePayload } from './incomes-fixtures.ts';
import { newShopping, shoppingPayload } from './shoppings-fixtures.ts';

// Real concurrency needs PostgreSQL: TEST_DATABASE_URL=postgres://… npx vitest run --project api test/shoppings
let t: TestApp;
let api: ReturnType<typeof apiOf>;
const TODAY = '2026-01-15';

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
});
afterAll(() => t.close());

describe('concurrency', () => {
  it('concurrent abonos never pay more than the balance', async () => {
    const u = await createUser(t);
    const s = await newShopping(
      t,
      u,
      shoppingPayload(6, TODAY, [{ description: 'Insumos', quantity: 1, value: 100_000 }], {
        payment_type: 'CREDITO',
        payment_method: '',
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        api(u, 'POST', `/api/shoppings/${s.id}/payments/`, {
          date: TODAY,
          value: 20_000,
          payment_method: 'EFECTIVO',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 400]);
    const refused = results.find((r) => r.statusCode === 400);
    expect(refused?.json().validations_error[0]).toMatch(
      /^El valor del abono no puede superar el saldo pendiente/,
    );
    const [row] = await t.deps.db.select().from(shoppings).where(eq(shoppings.id, s.id));
    expect(row).toMatchObject({ payment: 100_000, paidOut: true });
    const ordinals = (
      await t.deps.db
        .select({ n: shoppingPayments.ordinal })
        .from(shoppingPayments)
        .where(eq(shoppingPayments.shoppingId, s.id))
    )
      .map((p) => p.n)
      .sort();
    expect(ordinals).toEqual([1, 2, 3, 4, 5]);
    const b = await balancesAsOf(t.deps.db, u.id, TODAY);
    expect(balanceOf(b, ACC.proveedores)).toBe(0);
    expect(balanceOf(b, ACC.caja)).toBe(-100_000);
  });

  it('purchases and sales of the same item run side by side without deadlocks', async () => {
    const u = await createUser(t);
    const item = await newItem(t, u, { name: 'Leche', cost_value: 3000, sale_value: 4000, quantity: 10 });
    const buy = () =>
      api(
        u,
        'POST',
        '/api/shoppings/',
        shoppingPayload(4, TODAY, [{ inventory_id: item.id, quantity: 2, value: 3100, sale_value: 4200 }]),
      );
    const sell = () =>
      api(
        u,
        'POST',
        '/api/incomes/',
        salePayload(TODAY, [{ inventory_id: item.id, quantity: 1, value: 4000 }]),
      );
    const calls = Array.from({ length: 15 }, (_, i) => (i % 3 === 0 ? buy() : sell()));
    const results = await Promise.all(calls);
    for (const r of results) expect(r.statusCode, r.body).toBe(201);

    const numbers = (
      await t.deps.db.select({ n: shoppings.number }).from(shoppings).where(eq(shoppings.userId, u.id))
    )
      .map((r) => r.n)
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
    const [left] = await t.deps.db
      .select({ n: sql<number>`sum(${stocks.available})::int` })
      .from(stocks)
      .where(and(eq(stocks.userId, u.id), eq(stocks.inventoryId, item.id)));
    expect(left?.n).toBe(10 - 10 + 10);
    const b = await balancesAsOf(t.deps.db, u.id, TODAY);
    const sums = totals(b);
    expect(sums.assets).toBe(sums.liabilities + sums.equity);
    expect(balanceOf(b, ACC.inventarios)).toBe(30_000 + 31_000 - 30_000); // FIFO: the 10 sold came from the first batch
  });

  it('a purchase void racing a sale of its units: exactly one of them wins', async () => {
    const u = await createUser(t);
    for (let round = 0; round < 4; round += 1) {
      const item = await newItem(t, u, { name: `Queso ${round}`, cost_value: 9000, sale_value: 12_000 });
      const s = await newShopping(
        t,
        u,
        shoppingPayload(4, TODAY, [{ inventory_id: item.id, quantity: 5, value: 9000, sale_value: 12_000 }]),
      );
      const [voided, sale] = await Promise.all([
        api(u, 'DELETE', `/api/shoppings/${s.id}/`),
        api(
          u,
          'POST',
          '/api/incomes/',
          salePayload(TODAY, [{ inventory_id: item.id, quantity: 5, value: 12_000 }]),
        ),
      ]);
      const won = [voided.statusCode === 204, sale.statusCode === 201];
      expect(won.filter(Boolean), `${voided.body} / ${sale.body}`).toHaveLength(1);
      expect([voided.statusCode, sale.statusCode]).not.toContain(500);
      const [batch] = await t.deps.db
        .select()
        .from(stocks)
        .where(eq(stocks.id, s.details[0]?.stock as number));
      expect(batch).toMatchObject(
        won[0] ? { isActive: false, available: 0 } : { isActive: true, available: 0 },
      );
    }
    const sums = totals(await balancesAsOf(t.deps.db, u.id, TODAY));
    expect(sums.assets).toBe(sums.liabilities + sums.equity);
  });

  it('concurrent purchases from a new provider create it once', async () => {
    const u = await createUser(t);
    const provider = { name: 'Lácteos del Valle', doc_type: 31, doc_number: '800555444' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(
          u,
          'POST',
          '/api/shoppings/',
          shoppingPayload(6, TODAY, [{ description: 'Hielo', quantity: 1, value: 5000 }], { provider }),
        ),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    expect(await t.deps.db.select().from(providers).where(eq(providers.userId, u.id))).toHaveLength(1);
  });
});
