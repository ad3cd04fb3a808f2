import { FINAL_CONSUMER, PHONE_MSG } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, incomes } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { apiOf, CC, JUAN, newItem, salePayload } from './incomes-fixtures.ts';

// Issue 10 item 1: the walk-in buyer of DIAN's convention, one tap on the sale's client step.
let t: TestApp;
let api: ReturnType<typeof apiOf>;
const TODAY = '2026-01-15';
const WALK_IN = { name: FINAL_CONSUMER.name, doc_type: CC, doc_number: FINAL_CONSUMER.docNumber };

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
});
afterAll(() => t.close());

async function seller() {
  const u = await createUser(t);
  const item = await newItem(t, u, { name: 'Pan', cost_value: 500, sale_value: 1000, quantity: 20 });
  return { u, item };
}

describe('Consumidor final', () => {
  it('is created on first use, once per seller, and answers the same record after', async () => {
    const { u } = await seller();
    const other = await createUser(t);
    const rowsOf = (userId: number) =>
      t.deps.db
        .select()
        .from(clients)
        .where(and(eq(clients.userId, userId), eq(clients.docNumber, FINAL_CONSUMER.docNumber)));
    expect(await rowsOf(u.id)).toHaveLength(0);

    const [a, b] = await Promise.all([
      api(u, 'POST', '/api/clients/final-consumer/'),
      api(u, 'POST', '/api/clients/final-consumer/'),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const record = a.json();
    expect(record).toMatchObject({
      name: 'Consumidor final',
      doc_number: '222222222222',
      doc_type: { id: CC, name: 'Cédula de ciudadanía' },
    });
    expect(b.json().id).toBe(record.id);
    expect(await rowsOf(u.id)).toHaveLength(1);

    // Another seller gets a row of their own, never this one.
    const theirs = (await api(other, 'POST', '/api/clients/final-consumer/')).json();
    expect(theirs.id).not.toBe(record.id);
    expect(await rowsOf(other.id)).toHaveLength(1);
  });

  it('buys cash: the sale is recorded to that client', async () => {
    const { u, item } = await seller();
    const client = (await api(u, 'POST', '/api/clients/final-consumer/')).json();
    const res = await api(
      u,
      'POST',
      '/api/incomes/',
      salePayload(TODAY, [{ inventory_id: item.id, quantity: 2, value: 1000 }], {
        client: { id: client.id, ...WALK_IN },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().client.id).toBe(client.id);
    expect(res.json().value).toBe(2000);
  });

  it('cannot owe: a credit to Consumidor final is refused, on create and on edit, nothing written', async () => {
    const { u, item } = await seller();
    const lines = [{ inventory_id: item.id, quantity: 1, value: 1000 }];
    const refused = await api(
      u,
      'POST',
      '/api/incomes/',
      salePayload(TODAY, lines, { payment_type: 'CREDITO', client: WALK_IN }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ client: { doc_number: [PHONE_MSG.finalConsumer.creditRefused] } });
    expect(await t.deps.db.select().from(incomes).where(eq(incomes.userId, u.id))).toHaveLength(0);

    const credit = await api(
      u,
      'POST',
      '/api/incomes/',
      salePayload(TODAY, lines, { payment_type: 'CREDITO', client: JUAN }),
    );
    expect(credit.statusCode, credit.body).toBe(201);
    const moved = await api(u, 'PATCH', `/api/incomes/${credit.json().id}/`, { client: WALK_IN });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ client: { doc_number: [PHONE_MSG.finalConsumer.creditRefused] } });
    const after = (await api(u, 'GET', `/api/incomes/${credit.json().id}/`)).json();
    expect(after.client.name).toBe(JUAN.name);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/clients/final-consumer/' });
    expect(res.statusCode).toBe(401);
  });
});
