import type { Report } from '@cc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { apiOf, newItem, salePayload } from './incomes-fixtures.ts';
import { ok, on } from './reports-fixtures.ts';

/**
 * docs/accounting.md §Opening stock in the kardex: initial batches are opening balance, part of 'Saldo
 * inicial' for every range whatever day they were typed, never a movement row.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-10T15:00:00Z' });
  api = apiOf(t);
});
afterAll(() => t.close());

const kardex = async (u: Parameters<typeof api>[0], product: number, from: string, to: string) => {
  const res = await api(
    u,
    'GET',
    `/api/reports/inventory/?from_date=${from}&to_date=${to}&product_id=${product}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Report).rows.map((r) => [r.name, r.date, r.quantity, r.value]);
};

describe('initial stock typed after the range (issue 13, item 1)', () => {
  it('is in Saldo inicial of February, never a row dated the day it was typed', async () => {
    const u = await createUser(t);
    // Typed on 10 March: 100 u × 4.000 of opening stock; a January sale drew 50 of them.
    on(t, '2026-03-10');
    const item = await newItem(t, u, {
      name: 'Arroz 500g',
      cost_value: 4000,
      sale_value: 6000,
      quantity: 100,
      is_initial: true,
    });
    await ok(
      await api(
        u,
        'POST',
        '/api/incomes/',
        salePayload('2026-01-20', [{ inventory_id: item.id, quantity: 50, value: 6000 }]),
      ),
    );
    await ok(
      await api(
        u,
        'POST',
        '/api/incomes/',
        salePayload('2026-02-14', [{ inventory_id: item.id, quantity: 10, value: 6000 }]),
      ),
    );

    const feb = await kardex(u, item.id, '2026-02-01', '2026-02-28');
    expect(feb).toEqual([
      ['Saldo inicial', '2026-02-01', 50, 200_000],
      [expect.stringMatching(/^Venta /), '2026-02-14', -10, -40_000],
      ['Saldo final', '2026-02-28', 40, 160_000],
    ]);
    // A range before every movement still opens with the whole initial stock.
    expect(await kardex(u, item.id, '2025-12-01', '2025-12-31')).toEqual([
      ['Saldo inicial', '2025-12-01', 100, 400_000],
      ['Saldo final', '2025-12-31', 100, 400_000],
    ]);
    // And the range holding the day it was typed shows no 'Inventario inicial' row either.
    expect(await kardex(u, item.id, '2026-03-01', '2026-03-10')).toEqual([
      ['Saldo inicial', '2026-03-01', 40, 160_000],
      ['Saldo final', '2026-03-10', 40, 160_000],
    ]);
    const balance = await api(u, 'GET', '/api/reports/balance/?from_date=2026-02-01&to_date=2026-02-28');
    const inventarios = (balance.json() as Report).rows.find((r) => r.name === 'Inventarios')?.value;
    expect(inventarios).toBe(160_000);
  });
});
