import { MSG } from '@cc/shared';
import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expensePayments,
  expenses,
  incomePayments,
  incomes,
  inventories,
  journalEntries,
  shoppingPayments,
  shoppings,
  stocks,
} from '../src/db/schema/index.ts';
import { expensePayload } from './expenses-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { idempotentPost } from './helpers/idempotent-post.ts';
import { type Json, newItem, salePayload } from './incomes-fixtures.ts';
import { shoppingPayload } from './shoppings-fixtures.ts';

// Issue 8 item 2: every create call accepts an Idempotency-Key (docs/decisions/014).
// Run on PostgreSQL too: TEST_DATABASE_URL=postgres://… npx vitest run --project api test/idempotency
let t: TestApp;
const TODAY = '2026-01-15';
const NOW = '2026-01-15T15:00:00Z';
const WAIT_MS = 3000;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, idempotencyWaitMs: WAIT_MS });
});
afterAll(() => t.close());

const post = (u: CreatedUser, url: string, body: unknown, key?: string) =>
  idempotentPost(t, u, url, body, key);

type UserTable = PgTable & { userId: AnyPgColumn };
async function rowsOf(table: UserTable, u: CreatedUser): Promise<number> {
  const [row] = await t.deps.db.select({ n: count() }).from(table).where(eq(table.userId, u.id));
  return row?.n ?? 0;
}
const journalOf = (u: CreatedUser) => rowsOf(journalEntries, u);
const newKey = () => crypto.randomUUID();

type Prepared = { url: string; body: (variant?: number) => Json };
type Case = {
  name: string;
  /** The documents the call writes, counted per user. */
  table: UserTable;
  /** What the call needs first (an item, a credit document…); `body(n)` differs for each n. */
  prepare: (u: CreatedUser) => Promise<Prepared>;
  /** The same body cannot make two documents (an item's name is unique per user). */
  unique?: boolean;
};

const creditPayment = (v = 0) => ({
  date: TODAY,
  value: 1000 + v,
  payment_method: 'EFECTIVO',
  observations: '',
});
const bags = (v = 0) => [{ description: 'Bolsas', quantity: '100', value: String(50 + v) }];

const CASES: Case[] = [
  {
    name: 'sale (POST /api/incomes/)',
    table: incomes,
    prepare: async (u) => {
      const item = await newItem(t, u, { name: 'Arroz', cost_value: 2000, sale_value: 3000, quantity: 50 });
      return {
        url: '/api/incomes/',
        body: (v = 0) => salePayload(TODAY, [{ inventory_id: item.id, quantity: 1 + v, value: 3000 }]),
      };
    },
  },
  {
    name: 'purchase (POST /api/shoppings/)',
    table: shoppings,
    prepare: async () => ({ url: '/api/shoppings/', body: (v = 0) => shoppingPayload(6, TODAY, bags(v)) }),
  },
  {
    name: 'expense (POST /api/expenses/)',
    table: expenses,
    prepare: async () => ({
      url: '/api/expenses/',
      body: (v = 0) => expensePayload(TODAY, { value: 500_000 + v }),
    }),
  },
  {
    name: 'abono of a credit sale',
    table: incomePayments,
    prepare: async (u) => {
      const item = await newItem(t, u, { name: 'Harina', cost_value: 1000, sale_value: 20_000, quantity: 5 });
      const credit = await post(
        u,
        '/api/incomes/',
        salePayload(TODAY, [{ inventory_id: item.id, quantity: 5, value: 20_000 }], {
          payment_type: 'CREDITO',
          payment_method: '',
          client: { name: 'Juan Pérez', doc_type: 13, doc_number: '1020304050' },
        }),
      );
      expect(credit.statusCode, credit.body).toBe(201);
      return { url: `/api/incomes/${credit.json().id}/payments/`, body: creditPayment };
    },
  },
  {
    name: 'abono of a credit purchase',
    table: shoppingPayments,
    prepare: async (u) => {
      const credit = await post(
        u,
        '/api/shoppings/',
        shoppingPayload(6, TODAY, bags(), { payment_type: 'CREDITO', payment_method: '', payment: '' }),
      );
      expect(credit.statusCode, credit.body).toBe(201);
      return { url: `/api/shoppings/${credit.json().id}/payments/`, body: creditPayment };
    },
  },
  {
    name: 'abono of a credit expense',
    table: expensePayments,
    prepare: async (u) => {
      const credit = await post(
        u,
        '/api/expenses/',
        expensePayload(TODAY, { payment_type: 'CREDITO', payment_method: '' }),
      );
      expect(credit.statusCode, credit.body).toBe(201);
      return { url: `/api/expenses/${credit.json().id}/payments/`, body: creditPayment };
    },
  },
  {
    name: 'item (POST /api/inventories/)',
    table: inventories,
    unique: true,
    prepare: async () => ({
      url: '/api/inventories/',
      body: (v = 0) => ({
        category: 'PRODUCTO COMPRADO',
        name: `Azúcar ${v}`,
        cost_value: 2000,
        sale_value: 3000,
        quantity: 0,
        is_initial: false,
      }),
    }),
  },
  {
    name: 'stock batch (POST /api/stocks/)',
    table: stocks,
    prepare: async (u) => {
      const item = await newItem(t, u, { name: 'Sal', cost_value: 500, sale_value: 900 });
      return {
        url: '/api/stocks/',
        body: (v = 0) => ({
          inventory_id: item.id,
          cost_value: 500,
          sale_value: 900,
          quantity: 10 + v,
          is_initial: false,
          is_active: true,
        }),
      };
    },
  },
];

describe.each(CASES)('$name', ({ table, prepare, unique }) => {
  const setUp = async () => {
    const u = await createUser(t);
    const call = await prepare(u);
    return { u, call, before: await rowsOf(table, u) };
  };

  it('the same key twice writes one document and answers the same status and body', async () => {
    const { u, call, before } = await setUp();
    const key = newKey();
    const first = await post(u, call.url, call.body(), key);
    expect(first.statusCode, first.body).toBe(201);
    const journal = await journalOf(u);
    const again = await post(u, call.url, call.body(), key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowsOf(table, u)).toBe(before + 1);
    expect(await journalOf(u)).toBe(journal);
  });

  it('two concurrent requests with one key write one document', async () => {
    const { u, call, before } = await setUp();
    const key = newKey();
    const [a, b] = await Promise.all([
      post(u, call.url, call.body(), key),
      post(u, call.url, call.body(), key),
    ]);
    expect([a?.statusCode, b?.statusCode], `${a?.body} ${b?.body}`).toEqual([201, 201]);
    expect(a?.body).toBe(b?.body);
    const replayed = [a, b].filter((r) => r?.headers['idempotent-replayed'] === 'true');
    expect(replayed).toHaveLength(1);
    expect(await rowsOf(table, u)).toBe(before + 1);
  });

  it('the key with a different body is refused (422) and writes nothing', async () => {
    const { u, call, before } = await setUp();
    const key = newKey();
    expect((await post(u, call.url, call.body(), key)).statusCode).toBe(201);
    const other = await post(u, call.url, call.body(1), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ detail: MSG.idempotency.keyReused });
    expect(await rowsOf(table, u)).toBe(before + 1);
  });

  it("another user's same key is independent: each writes its own document", async () => {
    const one = await setUp();
    const two = await setUp();
    const key = newKey();
    const a = await post(one.u, one.call.url, one.call.body(), key);
    const b = await post(two.u, two.call.url, two.call.body(), key);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(a.json().id).not.toBe(b.json().id);
    expect(await rowsOf(table, one.u)).toBe(one.before + 1);
    expect(await rowsOf(table, two.u)).toBe(two.before + 1);
  });

  it('after 24 hours the key is forgotten: it writes a new document', async () => {
    const { u, call, before } = await setUp();
    const key = newKey();
    const first = await post(u, call.url, call.body(), key);
    expect(first.statusCode).toBe(201);
    try {
      t.clock.set('2026-01-16T14:59:59Z');
      const within = await post(u, call.url, call.body(), key);
      expect(within.headers['idempotent-replayed']).toBe('true');
      t.clock.set('2026-01-16T15:00:01Z');
      const after = await post(u, call.url, call.body(unique ? 2 : 0), key);
      expect(after.statusCode, after.body).toBe(201);
      expect(after.headers['idempotent-replayed']).toBeUndefined();
      expect(after.json().id).not.toBe(first.json().id);
    } finally {
      t.clock.set(NOW);
    }
    expect(await rowsOf(table, u)).toBe(before + 2);
  });

  it('without a key, two identical requests still write two documents', async () => {
    const { u, call, before } = await setUp();
    const [a, b] = await Promise.all([
      post(u, call.url, call.body()),
      post(u, call.url, call.body(unique ? 2 : 0)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(await rowsOf(table, u)).toBe(before + 2);
  });
});
