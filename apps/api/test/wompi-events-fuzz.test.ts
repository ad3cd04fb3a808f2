import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventChecksum } from '../src/lib/wompi.ts';
import { EVENT_MSG } from '../src/modules/subscriptions/payments.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { approvedTx, buyPlan, postEvent, signedEvent, transactionRows } from './helpers/wompi.ts';

/**
 * Correctly signed events with garbage in any field: whatever a sender with the events secret
 * (or a broken proxy) puts in them, the answer is 200 or a 4xx, never a 5xx.
 */
let t: TestApp;
let valid: ReturnType<typeof signedEvent>;
beforeAll(async () => {
  t = await createTestApp();
  const u = await createUser(t, { subscribed: false });
  valid = signedEvent(t, approvedTx(await buyPlan(t, u, 1)));
});
afterAll(() => t.close());

type Event = Record<string, unknown> & { signature: { properties: unknown; checksum?: unknown } };

/** Signs `event` again over whatever its properties and timestamp now are (when signable). */
function resign(event: Event): Event {
  const { properties } = event.signature;
  if (Array.isArray(properties) && properties.every((p) => typeof p === 'string')) {
    event.signature.checksum = eventChecksum(
      event as unknown as Parameters<typeof eventChecksum>[0],
      t.deps.config.wompi.eventsSecret,
    );
  }
  return event;
}

function withField(path: string[], value: unknown): Event {
  const event = structuredClone(valid) as unknown as Event;
  let node = event as Record<string, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1) as string] = value;
  return resign(event);
}

const malformed = { detail: EVENT_MSG.malformed };

describe('a signed Wompi event', () => {
  it('with an absurd sent_at answers 400 and stores nothing', async () => {
    const before = (await transactionRows(t)).length;
    for (const sentAt of [
      '99999', // Date reads it as the year 99999
      '+099999-01-01T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      '0000-01-01T00:00:00Z',
      '-1',
      'abc',
      '',
      '2026-13-45T99:99:99Z',
      12345,
      null,
      { year: 2026 },
    ]) {
      const res = await postEvent(t, withField(['sent_at'], sentAt));
      expect({ sentAt, status: res.statusCode, body: res.json() }).toEqual({
        sentAt,
        status: 400,
        body: malformed,
      });
    }
    expect(await transactionRows(t)).toHaveLength(before);
  });

  it('with an absurd timestamp answers 400', async () => {
    for (const timestamp of [-1, 0, 1.5, 99_999_999_999_999, 1e20, 253_402_300_800, '1768489200', null]) {
      const res = await postEvent(t, withField(['timestamp'], timestamp));
      expect({ timestamp, status: res.statusCode }).toEqual({ timestamp, status: 400 });
    }
  });

  it('nested absurdly deep, or holding a lone surrogate, answers 400', async () => {
    // Built as text: serialising it would overflow the test's own stack.
    for (const depth of [20, 5000]) {
      const deep = `${'{"n":'.repeat(depth)}"fondo"${'}'.repeat(depth)}`;
      const body = JSON.stringify(withField(['data', 'transaction', 'extra'], 'DEEP')).replace(
        '"DEEP"',
        deep,
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/subscriptions_billing/events/',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect({ depth, status: res.statusCode }).toEqual({ depth, status: 400 });
    }
    const lone = withField(['data', 'transaction', 'customer_email'], 'a\ud800b@example.com');
    expect((await postEvent(t, lone)).statusCode).toBe(400);
    const key = withField(['data', 'transaction'], { ...valid.data.transaction, '\udc00': 1 });
    expect((await postEvent(t, key)).statusCode).toBe(400);
  });

  it('with a plausible sent_at in any offset is accepted', async () => {
    const res = await postEvent(t, withField(['sent_at'], '2026-01-15T10:00:00-05:00'));
    expect(res.statusCode).toBe(200);
  });

  it('with garbage in any field never answers 5xx', async () => {
    const paths = [
      ['event'],
      ['environment'],
      ['timestamp'],
      ['sent_at'],
      ['signature'],
      ['signature', 'properties'],
      ['signature', 'checksum'],
      ['data'],
      ['data', 'transaction'],
      ...['id', 'status', 'reference', 'amount_in_cents', 'currency', 'created_at', 'finalized_at'].map(
        (k) => ['data', 'transaction', k],
      ),
      ['data', 'transaction', 'customer_email'],
    ];
    const nasty = fc.constantFrom(
      '',
      '\ud800',
      '\u0000',
      'x'.repeat(70_000),
      '99999',
      '+275760-09-13T00:00:00.000Z',
      'VOIDED',
      'REFUNDED',
      'APPROVED',
      '__proto__',
      'constructor',
      'transaction.__proto__',
      -1,
      2 ** 31,
      2 ** 53,
      1e308,
      -0.5,
      [],
      {},
      null,
      true,
    );
    const garbage = fc.oneof(nasty, fc.anything({ maxDepth: 3 }), fc.string(), fc.double(), fc.integer());
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), garbage, async (path, value) => {
        const res = await postEvent(t, withField(path, value));
        expect(res.statusCode, `${path.join('.')} = ${JSON.stringify(value)?.slice(0, 80)}`).toBeLessThan(
          500,
        );
      }),
      { numRuns: 200, seed: 20_260_115 },
    );
  });
});
