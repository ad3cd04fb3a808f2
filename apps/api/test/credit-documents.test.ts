import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesAsOf } from '../src/ledger/index.ts';
import { KIND_CASES, type KindCase, newAbono, newDoc } from './credit-kinds-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf, type Json } from './incomes-fixtures.ts';

/**
 * The credit-document engine (modules/credit, ADR 025) once for each of its three kinds: the list
 * merged and paged in SQL (every page is the slice of the whole, ordered list), the totals over the
 * whole filter, the void cascade and the rule that a credit's date may not pass its abonos.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-31T15:00:00Z' });
  api = apiOf(t);
});
afterAll(() => t.close());

type Row = Json & { id: number; is_payment: boolean; date: string; value: number; deleted: boolean };
const keyOf = (r: Row) => `${r.is_payment ? 'p' : 'd'}${r.id}`;

async function userFor(k: KindCase): Promise<{ u: CreatedUser; ctx: Json }> {
  const u = await createUser(t);
  return { u, ctx: await k.prepare(t, u) };
}

describe.each(KIND_CASES)('$resource', (k) => {
  describe('list paged in SQL, totals over the whole filter', () => {
    let u: CreatedUser;
    /** The cash list as it must read, newest first (every date distinct). */
    const expected: { key: string; value: number; deleted: boolean }[] = [];
    const CASH = 'payment_type=CONTADO&payment_method=EFECTIVO&payment=true';
    const list = (query: string) => api(u, 'GET', `/api/${k.resource}/?${query}`);

    beforeAll(async () => {
      const made = await userFor(k);
      u = made.u;
      const cash = { payment_type: 'CONTADO', payment_method: 'EFECTIVO' } as const;
      for (let i = 1; i <= 9; i += 1) {
        const d = await newDoc(t, u, k, made.ctx, `2026-02-0${i}`, 1000 * i, cash);
        expected.unshift({ key: `d${d.id}`, value: 1000 * i, deleted: false });
      }
      const voided = await newDoc(t, u, k, made.ctx, '2026-02-10', 50_000, cash);
      expect((await api(u, 'DELETE', `/api/${k.resource}/${voided.id}/`)).statusCode).toBe(204);
      expected.unshift({ key: `d${voided.id}`, value: 50_000, deleted: true });
      await newDoc(t, u, k, made.ctx, '2026-02-11', 7000, {
        payment_type: 'CONTADO',
        payment_method: 'BANCO',
      });
      const credit = { payment_type: 'CREDITO', payment_method: 'EFECTIVO', payment: 10_000 } as const;
      const first = await newDoc(t, u, k, made.ctx, '2026-02-12', 100_000, credit);
      expected.unshift({ key: `p${first.payments[0]?.id}`, value: 10_000, deleted: false });
      const second = await newDoc(t, u, k, made.ctx, '2026-02-13', 200_000, { payment_type: 'CREDITO' });
      const abono = await newAbono(t, u, k, second.id, '2026-02-14', 30_000);
      expected.unshift({ key: `p${abono.id}`, value: 30_000, deleted: false });
      await newAbono(t, u, k, second.id, '2026-02-15', 20_000, 'BANCO');
    });

    it('lists documents and payments of the filter newest first, with x-total-count', async () => {
      const res = await list(CASH);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as Row[]).map(keyOf)).toEqual(expected.map((e) => e.key));
      expect(res.headers['x-total-count']).toBe(String(expected.length));
      const abono = (res.json() as Row[])[0];
      expect(abono).toMatchObject({ is_payment: true, value: 30_000, payment: 30_000 });
      expect(abono?.[k.docKey]).toEqual(expect.any(Number));
    });

    it.each([
      [1, 0],
      [5, 0],
      [5, 5],
      [5, 10],
      [3, 4],
      [7, 11],
      [4, 12],
    ])('page limit=%i offset=%i is that slice of the whole list', async (limit, offset) => {
      const res = await list(`${CASH}&limit=${limit}&offset=${offset}`);
      expect(res.statusCode, res.body).toBe(200);
      const keys = expected.slice(offset, offset + limit).map((e) => e.key);
      expect((res.json() as Row[]).map(keyOf)).toEqual(keys);
      expect(res.headers['x-total-count']).toBe(String(expected.length));
    });

    it('answers the totals of the whole filter with `totals`, whatever the page', async () => {
      const value = expected.filter((e) => !e.deleted).reduce((s, e) => s + e.value, 0);
      expect(value).toBe(85_000);
      const res = await list(`${CASH}&totals=true&limit=2&offset=3`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { results: Row[]; count: number; totals: Json };
      expect(body.results.map(keyOf)).toEqual(expected.slice(3, 5).map((e) => e.key));
      expect(body.count).toBe(expected.length);
      expect(body.totals).toEqual({ value, pending: 0 });

      const credit = await list('payment_type=CREDITO&totals&limit=1');
      const owed = credit.json() as { results: Row[]; count: number; totals: Json };
      expect(owed.results).toHaveLength(1);
      expect(owed.count).toBe(2);
      expect(owed.totals).toEqual({ value: 300_000, pending: 90_000 + 150_000 });
    });

    it.each([1, 2, 3, 5])('walks the whole list by cursor (after=next), %i rows a page', async (limit) => {
      // Every row of the test has the same created_at (fixed clock): the cursor's ties are real.
      const keys: string[] = [];
      let after: string | null | undefined;
      for (let pages = 0; pages < 30; pages += 1) {
        const res = await list(`${CASH}&totals=true&limit=${limit}${after ? `&after=${after}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as { results: Row[]; next: string | null; count?: number; totals?: Json };
        // Only the first page pays for the whole filter's sums.
        expect(body.count === undefined).toBe(after !== undefined);
        keys.push(...body.results.map(keyOf));
        after = body.next;
        if (!after) break;
        expect(body.results).toHaveLength(limit);
      }
      expect(keys).toEqual(expected.map((e) => e.key));
    });

    it('pages by cursor through rows of one day and one instant, documents and payments alike', async () => {
      const made = await userFor(k);
      const same = (q: string) => api(made.u, 'GET', `/api/${k.resource}/?${CASH}&${q}`);
      const cash = { payment_type: 'CONTADO', payment_method: 'EFECTIVO' } as const;
      for (const v of [1000, 2000, 3000]) await newDoc(t, made.u, k, made.ctx, '2026-02-20', v, cash);
      const credit = { payment_type: 'CREDITO', payment_method: 'EFECTIVO', payment: 5000 } as const;
      const c = await newDoc(t, made.u, k, made.ctx, '2026-02-20', 90_000, credit);
      await newAbono(t, made.u, k, c.id, '2026-02-20', 4000);
      await newAbono(t, made.u, k, c.id, '2026-02-20', 6000);
      await newDoc(t, made.u, k, made.ctx, '2026-02-19', 8000, cash);
      const whole = ((await same('limit=100')).json() as Row[]).map(keyOf);
      expect(whole).toHaveLength(7);
      for (const limit of [1, 2, 4]) {
        const keys: string[] = [];
        let after = '';
        for (let pages = 0; pages < 10; pages += 1) {
          const res = await same(`limit=${limit}${after ? `&after=${after}` : ''}`);
          expect(res.statusCode, res.body).toBe(200);
          keys.push(...(res.json() as Row[]).map(keyOf));
          after = String(res.headers['x-next-cursor'] ?? '');
          if (!after) break;
        }
        expect(keys).toEqual(whole);
      }
    });

    it('refuses a cursor it did not write: 400', async () => {
      for (const bad of ['x', Buffer.from('[1,2]').toString('base64url'), 'W10', '%00'])
        expect((await list(`${CASH}&after=${bad}`)).statusCode).toBe(400);
    });

    it('bounds every page: limit over 1000 or negative offset is a 400', async () => {
      expect((await list(`${CASH}&limit=1001`)).statusCode).toBe(400);
      expect((await list(`${CASH}&offset=-1`)).statusCode).toBe(400);
      expect((await list(`${CASH}&limit=0`)).statusCode).toBe(400);
    });
  });

  describe('void cascade and the date of a credit with abonos', () => {
    let u: CreatedUser;
    let ctx: Json;
    const detail = async (id: number) => (await api(u, 'GET', `/api/${k.resource}/${id}/`)).json() as Json;

    beforeAll(async () => {
      ({ u, ctx } = await userFor(k));
    });

    /** Every account's net as of the month's end (accounts whose entries were reversed net 0). */
    const nets = async () =>
      (await balancesAsOf(t.deps.db, u.id, '2026-03-31'))
        .filter((b) => b.net !== 0)
        .map((b) => [b.code, b.net]);

    it('voiding a credit voids its payments and reverses every entry', async () => {
      const before = await nets();
      const credit = { payment_type: 'CREDITO', payment_method: 'EFECTIVO', payment: 20_000 } as const;
      const doc = await newDoc(t, u, k, ctx, '2026-03-01', 80_000, credit);
      await newAbono(t, u, k, doc.id, '2026-03-05', 10_000, 'BANCO');
      expect(await nets()).not.toEqual(before);

      expect((await api(u, 'DELETE', `/api/${k.resource}/${doc.id}/`)).statusCode).toBe(204);
      const voided = await detail(doc.id);
      expect(voided.deleted).toBe(true);
      expect(voided.payments).toEqual([
        expect.objectContaining({ deleted: true, is_initial: true, value: 20_000 }),
        expect.objectContaining({ deleted: true, is_initial: false, value: 10_000 }),
      ]);
      expect(await nets()).toEqual(before);
      // What it shows paid is what its live payments sum: none is left.
      expect(voided.payment).toBe(0);
      expect(voided.paid_out).toBe(false);

      const again = await api(u, 'DELETE', `/api/${k.resource}/${doc.id}/`);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ validations_error: [k.voidedVoid] });
      const late = await api(u, 'POST', `/api/${k.resource}/${doc.id}/payments/`, {
        date: '2026-03-06',
        value: 1000,
        payment_method: 'EFECTIVO',
      });
      expect(late.statusCode).toBe(400);
    });

    it("a credit's date may not pass an abono (one error shape); the initial payment moves with it", async () => {
      const credit = { payment_type: 'CREDITO', payment_method: 'EFECTIVO', payment: 5000 } as const;
      const doc = await newDoc(t, u, k, ctx, '2026-03-10', 50_000, credit);
      await newAbono(t, u, k, doc.id, '2026-03-15', 5000);
      const patch = (date: string) => api(u, 'PATCH', `/api/${k.resource}/${doc.id}/`, { date });

      const refused = await patch('2026-03-16');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ validations_error: [k.afterPayments] });
      expect((await detail(doc.id)).date).toBe('2026-03-10');

      for (const date of ['2026-03-15', '2026-03-12']) {
        const moved = await patch(date);
        expect(moved.statusCode, moved.body).toBe(200);
        const payments = (await detail(doc.id)).payments as Json[];
        expect(payments.map((p) => [p.is_initial, p.date])).toEqual([
          [true, date],
          [false, '2026-03-15'],
        ]);
      }
    });
  });
});
