import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { apiOf, JUAN, salePayload } from './incomes-fixtures.ts';
import { newShop } from './reports-ops.ts';

/**
 * A sale saves its client (an upsert by document, or an update by id) inside its transaction, and
 * an abono's journal entry names the same client (a foreign key). Two cashiers — one selling to a
 * client while the other takes an abono on that client's credit — must not deadlock (PostgreSQL:
 * the sale held the client row FOR UPDATE and then waited for the ledger lock the abono held,
 * while the abono's entry waited for the client row). Meaningful on PostgreSQL; PGlite has one
 * session, where the same calls simply take turns.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-20T15:00:00Z' });
  api = apiOf(t);
});
afterAll(() => t.close());

describe('a client sold to while abonos on its credits post', () => {
  it('never deadlocks, whether the sale names the client by document or by id', async () => {
    const s = await newShop(t, api, 400);
    const line = [{ inventory_id: s.product, quantity: 1, value: 3000 }];
    const credit = async () => {
      const res = await api(s.u, 'POST', '/api/incomes/', {
        ...salePayload('2026-01-05', line, { payment_type: 'CREDITO', payment_method: 'BANCO', payment: 0 }),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number; client: { id: number } };
    };
    const credits = [];
    for (let i = 0; i < 24; i++) credits.push(await credit());
    const clientId = credits[0]?.client.id;
    const abono = (id: number | undefined) =>
      api(s.u, 'POST', `/api/incomes/${id}/payments/`, {
        date: '2026-01-10',
        value: 500,
        payment_method: 'EFECTIVO',
        observations: '',
      });
    const sale = (byId: boolean) =>
      api(s.u, 'POST', '/api/incomes/', {
        ...salePayload('2026-01-10', line, {
          payment_type: 'CREDITO',
          payment_method: 'EFECTIVO',
          payment: 1000,
          client: byId ? { ...JUAN, id: clientId } : JUAN,
        }),
      });
    for (let round = 0; round < 6; round++) {
      const mine = credits.slice(round * 4, round * 4 + 4);
      const results = await Promise.all([
        sale(false),
        abono(mine[0]?.id),
        sale(true),
        abono(mine[1]?.id),
        sale(false),
        abono(mine[2]?.id),
        sale(true),
        abono(mine[3]?.id),
      ]);
      for (const res of results) expect(res.statusCode, res.body).toBe(201);
    }
  });
});
