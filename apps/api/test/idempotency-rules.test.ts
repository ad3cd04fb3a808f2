import { MSG } from '@cc/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses, idempotencyKeys, incomes, inventories } from '../src/db/schema/index.ts';
import { expensePayload } from './expenses-fixtures.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { idempotentPost } from './helpers/idempotent-post.ts';
import { newItem, salePayload } from './incomes-fixtures.ts';

// How an Idempotency-Key is judged (docs/decisions/014); the per-route behaviour is in
// idempotency.test.ts. Run on PostgreSQL too: TEST_DATABASE_URL=postgres://… npx vitest run …
let t: TestApp;
const TODAY = '2026-01-15';
const NOW = '2026-01-15T15:00:00Z';
const WAIT_MS = 300;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, idempotencyWaitMs: WAIT_MS });
});
afterAll(() => t.close());

const post = (u: CreatedUser, url: string, body: unknown, key?: string) =>
  idempotentPost(t, u, url, body, key);

const salesOf = async (u: CreatedUser) =>
  (await t.deps.db.select({ n: count() }).from(incomes).where(eq(incomes.userId, u.id)))[0]?.n;
const keyRow = async (u: CreatedUser, key: string) =>
  (
    await t.deps.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, u.id), eq(idempotencyKeys.key, key)))
  )[0];

async function seller() {
  const u = await createUser(t);
  const item = await newItem(t, u, { name: 'Arroz', cost_value: 2000, sale_value: 3000, quantity: 50 });
  const sale = (quantity = 1) => salePayload(TODAY, [{ inventory_id: item.id, quantity, value: 3000 }]);
  return { u, item, sale };
}

describe('the header', () => {
  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not printable ASCII', 'clave-ñandú'],
  ])('refuses a key that is %s (400) and writes nothing', async (_, key) => {
    const { u, sale } = await seller();
    const res = await post(u, '/api/incomes/', sale(), key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'idempotency-key': [MSG.idempotency.invalidKey] });
    expect(await salesOf(u)).toBe(0);
  });

  it('accepts a key of exactly 255 printable characters', async () => {
    const { u, sale } = await seller();
    const key = `${'a b~'.repeat(63)}xyz`;
    expect(key).toHaveLength(255);
    expect((await post(u, '/api/incomes/', sale(), key)).statusCode).toBe(201);
    expect((await post(u, '/api/incomes/', sale(), key)).headers['idempotent-replayed']).toBe('true');
    expect(await salesOf(u)).toBe(1);
  });

  it('is documented on every create call in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const creates = [
      '/api/incomes/',
      '/api/shoppings/',
      '/api/expenses/',
      '/api/incomes/{income_id}/payments/',
      '/api/shoppings/{shopping_id}/payments/',
      '/api/expenses/{expense_id}/payments/',
      '/api/inventories/',
      '/api/stocks/',
    ];
    for (const path of creates) {
      const params = doc.paths[path]?.post?.parameters ?? [];
      expect(
        params.some((p: { in: string; name: string }) => p.in === 'header' && p.name === 'idempotency-key'),
        path,
      ).toBe(true);
    }
    // Not on calls that are not creates.
    const patch = doc.paths['/api/incomes/{id}/']?.patch?.parameters ?? [];
    expect(patch.some((p: { name: string }) => p.name === 'idempotency-key')).toBe(false);
  });
});

describe('what is remembered', () => {
  it('a refused body (400 from the schema) is not remembered: the corrected one runs with the key', async () => {
    const { u, sale } = await seller();
    const key = crypto.randomUUID();
    const bad = await post(u, '/api/incomes/', { ...sale(), details: [] }, key);
    expect(bad.statusCode).toBe(400);
    expect(await keyRow(u, key)).toBeUndefined();
    const good = await post(u, '/api/incomes/', sale(), key);
    expect(good.statusCode, good.body).toBe(201);
    expect(await salesOf(u)).toBe(1);
  });

  it('a business refusal (oversell) reached the service: the same key answers it again', async () => {
    const { u, item, sale } = await seller();
    const key = crypto.randomUUID();
    const first = await post(u, '/api/incomes/', sale(60), key);
    expect(first.statusCode).toBe(400);
    expect(first.json().validations_error[0]).toMatch(/^Inventario insuficiente: Arroz/);
    // Stock arrives meanwhile; the key still names the refused request.
    const stock = await post(u, '/api/stocks/', {
      inventory_id: item.id,
      cost_value: 2000,
      sale_value: 3000,
      quantity: 20,
      is_initial: false,
      is_active: true,
    });
    expect(stock.statusCode).toBe(201);
    const again = await post(u, '/api/incomes/', sale(60), key);
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // A new submission (a new key) is judged afresh.
    expect((await post(u, '/api/incomes/', sale(60), crypto.randomUUID())).statusCode).toBe(201);
    expect(await salesOf(u)).toBe(1);
  });

  it('a server failure (5xx) frees the key: the retry runs and writes the document once', async () => {
    const { u, sale } = await seller();
    const key = crypto.randomUUID();
    await t.deps.db.execute(sql`
      CREATE FUNCTION fail_sale() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'database down'; END $$`);
    await t.deps.db.execute(sql`
      CREATE TRIGGER fail_sale BEFORE INSERT ON incomes FOR EACH ROW EXECUTE FUNCTION fail_sale()`);
    try {
      const failed = await post(u, '/api/incomes/', sale(), key);
      expect(failed.statusCode).toBe(500);
      expect(await keyRow(u, key)).toBeUndefined();
    } finally {
      await t.deps.db.execute(sql`DROP TRIGGER fail_sale ON incomes`);
      await t.deps.db.execute(sql`DROP FUNCTION fail_sale()`);
    }
    const retry = await post(u, '/api/incomes/', sale(), key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await salesOf(u)).toBe(1);
  });
});

describe('a first request still running', () => {
  it('answers 409 after the bounded wait, and the finished first response afterwards', async () => {
    const { u, sale } = await seller();
    const key = crypto.randomUUID();
    const first = await post(u, '/api/incomes/', sale(), key);
    // As if the first request were still being processed on another replica.
    const row = await keyRow(u, key);
    await t.deps.db
      .update(idempotencyKeys)
      .set({ status: 'pending', statusCode: null, responseBody: null })
      .where(and(eq(idempotencyKeys.userId, u.id), eq(idempotencyKeys.key, key)));
    const started = performance.now();
    const busy = await post(u, '/api/incomes/', sale(), key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ detail: MSG.idempotency.inProgress });
    expect(performance.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 10);
    // A different body is refused at once, even while the first one runs.
    expect((await post(u, '/api/incomes/', sale(2), key)).statusCode).toBe(422);

    await t.deps.db
      .update(idempotencyKeys)
      .set({ status: 'done', statusCode: row?.statusCode, responseBody: row?.responseBody })
      .where(and(eq(idempotencyKeys.userId, u.id), eq(idempotencyKeys.key, key)));
    const done = await post(u, '/api/incomes/', sale(), key);
    expect(done.statusCode).toBe(201);
    expect(done.body).toBe(first.body);
    expect(await salesOf(u)).toBe(1);
  });

  it('a claim left pending for 5 minutes (its process died) is taken over by a retry', async () => {
    // An expense body names nothing of its user, so another user's request has the same fingerprint.
    const other = await createUser(t);
    const probe = crypto.randomUUID();
    expect((await post(other, '/api/expenses/', expensePayload(TODAY), probe)).statusCode).toBe(201);
    const fingerprint = (await keyRow(other, probe))?.fingerprint ?? '';
    const u = await createUser(t);
    const key = crypto.randomUUID();
    // A process claimed the key for this very request and died before its transaction committed.
    await t.deps.db.insert(idempotencyKeys).values({
      userId: u.id,
      key,
      fingerprint,
      requestId: 'a-request-that-died',
      status: 'pending',
      createdAt: new Date(NOW),
    });
    const expensesOf = async () =>
      (await t.deps.db.select({ n: count() }).from(expenses).where(eq(expenses.userId, u.id)))[0]?.n;
    try {
      t.clock.set('2026-01-15T15:04:59Z');
      expect((await post(u, '/api/expenses/', expensePayload(TODAY), key)).statusCode).toBe(409);
      t.clock.set('2026-01-15T15:05:01Z');
      const retry = await post(u, '/api/expenses/', expensePayload(TODAY), key);
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      expect(await keyRow(u, key)).toMatchObject({
        status: 'done',
        statusCode: 201,
        responseBody: retry.body,
      });
      expect((await post(u, '/api/expenses/', expensePayload(TODAY), key)).body).toBe(retry.body);
    } finally {
      t.clock.set(NOW);
    }
    expect(await expensesOf()).toBe(1);
  });
});

describe('purge', () => {
  it('keys older than 24 hours are deleted by a later claim', async () => {
    const a = await seller();
    const oldKey = crypto.randomUUID();
    expect((await post(a.u, '/api/incomes/', a.sale(), oldKey)).statusCode).toBe(201);
    expect(await keyRow(a.u, oldKey)).toBeDefined();
    // Stock dated today, before the clock moves: a sale draws only stock that existed on its date.
    const b = await seller();
    try {
      t.clock.set('2026-01-16T15:10:00Z');
      expect((await post(b.u, '/api/incomes/', b.sale(), crypto.randomUUID())).statusCode).toBe(201);
      expect(await keyRow(a.u, oldKey)).toBeUndefined();
    } finally {
      t.clock.set(NOW);
    }
  });
});

describe('multipart (an item with its image)', () => {
  const png = (color: string) =>
    sharp({ create: { width: 4, height: 4, channels: 3, background: color } })
      .png()
      .toBuffer();
  async function itemForm(image: Buffer) {
    const form = new FormData();
    form.append('category', 'PRODUCTO COMPRADO');
    form.append('name', 'Pan de yuca');
    form.append('cost_value', '800');
    form.append('sale_value', '1500');
    form.append('quantity', '0');
    form.append('inventory_image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'pan.png');
    const res = new Response(form);
    return {
      payload: Buffer.from(await res.arrayBuffer()),
      type: res.headers.get('content-type') ?? '',
    };
  }
  const send = async (u: CreatedUser, image: Buffer, key: string) => {
    const body = await itemForm(image);
    return t.app.inject({
      method: 'POST',
      url: '/api/inventories/',
      headers: { ...u.auth, 'content-type': body.type, 'idempotency-key': key },
      payload: body.payload,
    });
  };
  const itemsOf = async (u: CreatedUser) =>
    (await t.deps.db.select({ n: count() }).from(inventories).where(eq(inventories.userId, u.id)))[0]?.n;

  it('the same form twice (another multipart boundary) is one item; another image is a different request', async () => {
    const u = await createUser(t);
    const key = crypto.randomUUID();
    const red = await png('#ff0000');
    const first = await send(u, red, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(u, red, key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const other = await send(u, await png('#0000ff'), key);
    expect(other.statusCode).toBe(422);
    expect(await itemsOf(u)).toBe(1);
  });
});
