import { agingBucket, type Report } from '@cc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysPending } from '../src/modules/reports/aging.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { apiOf, JUAN, salePayload } from './incomes-fixtures.ts';

/**
 * 'Cuentas por cobrar' sums its open credits in the database (ADR 023): per client — in name
 * order, as late as its oldest open sale — and per aging bucket, with the buckets' edges (30/31,
 * 60/61, 90/91 days) where agingBucket puts them. Checked against the same sums done here.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-06-30T15:00:00Z' });
  api = apiOf(t);
});
afterAll(() => t.close());

const TO = '2026-06-30';
// Created in this order, so ids and names sort differently.
const CLIENTS = [
  { ...JUAN, name: 'Carlos Ruiz', doc_number: '111' },
  { ...JUAN, name: 'Ana Gómez', doc_number: '222' },
  { ...JUAN, name: 'Beto Díaz', doc_number: '333' },
];
// [client, date, units of $3.000, abono] — dates 0, 30, 31, 60, 61, 90, 91 and 200 days before TO.
const SALES = [
  [0, '2026-06-30', 1, 0],
  [1, '2026-05-31', 2, 1000],
  [2, '2026-05-30', 3, 0],
  [0, '2026-05-01', 4, 2500],
  [1, '2026-04-30', 5, 0],
  [2, '2026-04-01', 6, 0],
  [0, '2026-03-31', 7, 0],
  [1, '2025-12-12', 1, 3000], // paid in full: drops out
  [2, '2026-01-05', 2, 0],
] as const;

describe('debtors summed in the database', () => {
  it('rows per client in name order with the oldest open sale, buckets split at their edges', async () => {
    const u = await createUser(t);
    // A service: sales on any past date, no stock to have had then.
    const item = await api(u, 'POST', '/api/inventories/', {
      category: 'SERVICIO',
      name: 'Domicilio',
      sale_value: 3000,
    });
    expect(item.statusCode, item.body).toBe(201);
    const s = { u, product: (item.json() as { id: number }).id };
    const open: { client: number; days: number; value: number; paid: number }[] = [];
    for (const [client, date, units, abono] of SALES) {
      const line = [{ inventory_id: s.product, quantity: units, value: 3000 }];
      const res = await api(s.u, 'POST', '/api/incomes/', {
        ...salePayload(date, line, {
          payment_type: 'CREDITO',
          payment_method: 'EFECTIVO',
          payment: 0,
          client: CLIENTS[client],
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
      if (abono) {
        const pay = await api(s.u, 'POST', `/api/incomes/${(res.json() as { id: number }).id}/payments/`, {
          date: TO,
          value: abono,
          payment_method: 'EFECTIVO',
          observations: '',
        });
        expect(pay.statusCode, pay.body).toBe(201);
      }
      if (units * 3000 > abono)
        open.push({ client, days: daysPending(date, TO), value: units * 3000, paid: abono });
    }
    const res = await api(s.u, 'GET', `/api/reports/debtors/?from_date=2026-01-01&to_date=${TO}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as Report;

    const clientRows = report.rows.filter((r) => r.document?.startsWith('CC '));
    const expected = [1, 2, 0].map((c) => {
      const mine = open.filter((o) => o.client === c);
      const total = mine.reduce((a, o) => a + o.value, 0);
      const paid = mine.reduce((a, o) => a + o.paid, 0);
      return {
        name: CLIENTS[c]?.name,
        value: total - paid,
        total,
        paid,
        days: Math.max(...mine.map((o) => o.days)),
      };
    });
    expect(
      clientRows.map(({ name, value, total, paid, days }) => ({ name, value, total, paid, days })),
    ).toEqual(expected);
    const buckets = new Map<string, number>();
    for (const o of open)
      buckets.set(agingBucket(o.days), (buckets.get(agingBucket(o.days)) ?? 0) + o.value - o.paid);
    expect(report.rows.filter((r) => r.bucket).map((r) => [r.bucket, r.value])).toEqual(
      ['0-30', '31-60', '61-90', '>90'].map((b) => [b, buckets.get(b) ?? 0]),
    );
    // Every bucket holds something: the edges were exercised on both sides.
    expect([...buckets.values()].every((v) => v > 0) && buckets.size === 4).toBe(true);
  });
});
