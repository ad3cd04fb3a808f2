import { MSG } from '@cc/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expensePayments, incomePayments, shoppingPayments } from '../src/db/schema/index.ts';
import { requestPath } from '../src/lib/idempotency/hooks.ts';
import { expensePayload } from './expenses-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { idempotentPost } from './helpers/idempotent-post.ts';
import { newItem, salePayload } from './incomes-fixtures.ts';
import { shoppingPayload } from './shoppings-fixtures.ts';

// Issue 29 item 6: an Idempotency-Key names one request, and the document a request is about is
// part of it (its path). The same key and body sent to two different credits is two requests:
// the second answers 422 (MSG.idempotency.keyReused) and writes nothing — it used to replay the
// first credit's abono as if it were the second's. Runs on PostgreSQL too (TEST_DATABASE_URL).
let t: TestApp;
const TODAY = '2026-01-15';

beforeAll(async () => {
  t = await createTestApp({ now: '2026-01-15T15:00:00Z' });
});
afterAll(() => t.close());

const post = (u: CreatedUser, url: string, body: unknown, key?: string) =>
  idempotentPost(t, u, url, body, key);

let items = 0;
const abono = { date: TODAY, value: 1000, payment_method: 'EFECTIVO', observations: '' };

async function created(u: CreatedUser, url: string, body: unknown): Promise<number> {
  const res = await post(u, url, body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

const CASES = [
  {
    resource: 'incomes',
    payments: incomePayments,
    docId: incomePayments.incomeId,
    credit: async (u: CreatedUser) => {
      const item = await newItem(t, u, {
        name: `Harina ${++items}`,
        cost_value: 1000,
        sale_value: 20_000,
        quantity: 5,
      });
      return created(
        u,
        '/api/incomes/',
        salePayload(TODAY, [{ inventory_id: item.id, quantity: 1, value: 20_000 }], {
          payment_type: 'CREDITO',
          payment_method: '',
          client: { name: 'Juan Pérez', doc_type: 13, doc_number: '1020304050' },
        }),
      );
    },
  },
  {
    resource: 'shoppings',
    payments: shoppingPayments,
    docId: shoppingPayments.shoppingId,
    credit: (u: CreatedUser) =>
      created(
        u,
        '/api/shoppings/',
        shoppingPayload(6, TODAY, [{ description: 'Bolsas', quantity: '100', value: '50' }], {
          payment_type: 'CREDITO',
          payment_method: '',
          payment: '',
        }),
      ),
  },
  {
    resource: 'expenses',
    payments: expensePayments,
    docId: expensePayments.expenseId,
    credit: (u: CreatedUser) =>
      created(u, '/api/expenses/', expensePayload(TODAY, { payment_type: 'CREDITO', payment_method: '' })),
  },
] as const;

describe.each(CASES)('abono of $resource', ({ resource, payments, docId, credit }) => {
  const paymentsOf = async (id: number) => {
    const [row] = await t.deps.db.select({ n: count() }).from(payments).where(eq(docId, id));
    return row?.n ?? 0;
  };

  it('one key and body sent to two credits: the second answers 422 and writes nothing', async () => {
    const u = await createUser(t);
    const first = await credit(u);
    const second = await credit(u);
    const key = crypto.randomUUID();
    const a = await post(u, `/api/${resource}/${first}/payments/`, abono, key);
    expect(a.statusCode, a.body).toBe(201);
    const b = await post(u, `/api/${resource}/${second}/payments/`, abono, key);
    expect(b.statusCode, b.body).toBe(422);
    expect(b.json()).toEqual({ detail: MSG.idempotency.keyReused });
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect([await paymentsOf(first), await paymentsOf(second)]).toEqual([1, 0]);
    // The first credit with the key still replays its own answer.
    const again = await post(u, `/api/${resource}/${first}/payments/`, abono, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(a.body);
  });
});

describe('requestPath', () => {
  it('is the same for one document however the URL is written, and differs between documents', () => {
    expect(requestPath('/api/incomes/7/payments/')).toBe('/api/incomes/7/payments');
    expect(requestPath('/api/incomes/7/payments?x=1')).toBe('/api/incomes/7/payments');
    expect(requestPath('/api//incomes/%37/payments/')).toBe('/api/incomes/7/payments');
    expect(requestPath('/api/incomes/8/payments/')).not.toBe(requestPath('/api/incomes/7/payments/'));
    expect(requestPath('/api/incomes/%E0/')).toBe('/api/incomes/%E0');
  });
});
