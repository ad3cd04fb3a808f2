import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { apiOf, newItem, newService, salePayload } from './incomes-fixtures.ts';

// Issue 10 item 2: the quick sale offers what sold most in the last 90 days first.
let t: TestApp;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  // Sessions outlive the four months the test moves through.
  t = await createTestApp({ now: '2026-01-02T15:00:00Z', config: { tokenTtlDays: 365 } });
  api = apiOf(t);
});
afterAll(() => t.close());

describe('GET /api/incomes/best-sellers/', () => {
  it('ranks units sold in the last 90 days, leaving out voided sales and other sellers', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    const pan = await newItem(t, u, { name: 'Pan', cost_value: 500, sale_value: 1000, quantity: 500 });
    const leche = await newItem(t, u, { name: 'Leche', cost_value: 2000, sale_value: 3000, quantity: 500 });
    const huevos = await newItem(t, u, { name: 'Huevos', cost_value: 300, sale_value: 500, quantity: 500 });
    const domicilio = await newService(t, u, 'Domicilio', 4000);
    const theirs = await newItem(t, other, { name: 'Pan', cost_value: 500, sale_value: 1000, quantity: 500 });

    const sell = async (who: typeof u, date: string, lines: { inventory_id: number; quantity: number }[]) => {
      const res = await api(
        who,
        'POST',
        '/api/incomes/',
        salePayload(
          date,
          lines.map((l) => ({ ...l, value: 1000 })),
        ),
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    // An old habit: 100 Huevos in January, outside the window seen from May.
    await sell(u, '2026-01-02', [{ inventory_id: huevos.id, quantity: 100 }]);
    t.clock.set('2026-05-10T15:00:00Z');
    await sell(u, '2026-05-01', [
      { inventory_id: pan.id, quantity: 3 },
      { inventory_id: leche.id, quantity: 2 },
    ]);
    await sell(u, '2026-05-09', [
      { inventory_id: leche.id, quantity: 1 },
      { inventory_id: domicilio.id, quantity: 1 },
    ]);
    const voided = await sell(u, '2026-05-09', [{ inventory_id: leche.id, quantity: 40 }]);
    expect((await api(u, 'DELETE', `/api/incomes/${voided}/`)).statusCode).toBe(204);
    await sell(other, '2026-05-09', [{ inventory_id: theirs.id, quantity: 90 }]);

    const res = await api(u, 'GET', '/api/incomes/best-sellers/');
    expect(res.statusCode, res.body).toBe(200);
    // Pan and Leche tie at 3 units: Leche sold last, so it comes first.
    expect(res.json()).toEqual([
      { inventory_id: leche.id, quantity: 3, last_sold: '2026-05-09' },
      { inventory_id: pan.id, quantity: 3, last_sold: '2026-05-01' },
      { inventory_id: domicilio.id, quantity: 1, last_sold: '2026-05-09' },
    ]);
  });

  it('is empty for a new seller and needs a session', async () => {
    const u = await createUser(t);
    expect((await api(u, 'GET', '/api/incomes/best-sellers/')).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/incomes/best-sellers/' })).statusCode).toBe(401);
  });
});
