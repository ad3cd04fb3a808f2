import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildReference,
  checkoutFields,
  eventChecksum,
  expectedEnvironment,
  integritySignature,
  lookupTransaction,
  parseReference,
  randomAlphanumeric,
  verifyEventChecksum,
  type WompiEvent,
} from '../src/lib/wompi.ts';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('integrity signature', () => {
  it("reproduces the Wompi docs' example", () => {
    expect(sha('sk8-438k4-xmxm392-sn2m2490000COPprod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6')).toBe(
      '37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5',
    );
    expect(
      integritySignature(
        'sk8-438k4-xmxm392-sn2m',
        2490000,
        'COP',
        'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
      ),
    ).toBe('37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5');
  });

  it('signs the expiration time between currency and secret when given', () => {
    const exp = '2023-06-09T20:28:50.000Z';
    expect(integritySignature('R1', 100, 'COP', 's', exp)).toBe(sha(`R1100COP${exp}s`));
  });
});

const baseEvent = (): WompiEvent => ({
  event: 'transaction.updated',
  data: {
    transaction: {
      id: '1234-1610641025-49201',
      amount_in_cents: 4490000,
      reference: 'MZQ3X2DE2SMX',
      status: 'APPROVED',
      payment_link_id: null,
    },
  },
  environment: 'prod',
  signature: { properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'] },
  timestamp: 1530291411,
  sent_at: '2018-07-20T16:45:05.000Z',
});

describe('event checksum', () => {
  const secret = 'prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z';

  it('hashes the properties read from data, in order, then the timestamp and the secret', () => {
    expect(eventChecksum(baseEvent(), secret)).toBe(
      sha(`1234-1610641025-49201APPROVED44900001530291411${secret}`),
    );
  });

  it('reads properties from the event, not a fixed list, and turns null into an empty string', () => {
    const evt = {
      ...baseEvent(),
      signature: { properties: ['transaction.payment_link_id', 'transaction.id'] },
    };
    expect(eventChecksum(evt, secret)).toBe(sha(`1234-1610641025-492011530291411${secret}`));
  });

  it('accepts the body checksum in any case, and the X-Event-Checksum header', () => {
    const evt = baseEvent();
    const good = eventChecksum(evt, secret);
    expect(
      verifyEventChecksum({ ...evt, signature: { ...evt.signature, checksum: good.toUpperCase() } }, secret),
    ).toBe(true);
    expect(verifyEventChecksum(evt, secret, good)).toBe(true);
  });

  it('refuses a wrong, missing or mismatched checksum, and an empty secret', () => {
    const evt = baseEvent();
    const good = eventChecksum(evt, secret);
    expect(verifyEventChecksum(evt, secret)).toBe(false);
    expect(verifyEventChecksum({ ...evt, signature: { ...evt.signature, checksum: 'abc' } }, secret)).toBe(
      false,
    );
    expect(
      verifyEventChecksum(
        { ...evt, signature: { ...evt.signature, checksum: good } },
        secret,
        'f'.repeat(64),
      ),
    ).toBe(false);
    const tampered = structuredClone(evt);
    (tampered.data.transaction as { amount_in_cents: number }).amount_in_cents = 100;
    expect(verifyEventChecksum(tampered, secret, good)).toBe(false);
    expect(verifyEventChecksum(evt, '', eventChecksum(evt, ''))).toBe(false);
  });

  it('expects environment test outside production', () => {
    expect(expectedEnvironment('production')).toBe('prod');
    expect(expectedEnvironment('sandbox')).toBe('test');
    expect(expectedEnvironment('simulator')).toBe('test');
  });
});

describe('references', () => {
  it('builds <user>-<record>-<YYYYMMDD>-<10 alphanumerics> and parses it back', () => {
    const ref = buildReference(12, 345, '2026-01-15');
    expect(ref).toMatch(/^12-345-20260115-[A-Za-z0-9]{10}$/);
    expect(parseReference(ref)).toEqual({ userId: 12, recordId: 345, date: '2026-01-15' });
    expect(parseReference('MZQ3X2DE2SMX')).toBeNull();
    expect(parseReference('12-345-20260115-short')).toBeNull();
  });

  it('draws random parts from the whole alphabet', () => {
    const seen = new Set(randomAlphanumeric(2000));
    expect(seen.size).toBeGreaterThan(55);
    expect([...seen].every((c) => /[A-Za-z0-9]/.test(c))).toBe(true);
  });
});

describe('checkout fields', () => {
  it('has every field, amount in cents and the phone only as a pair', () => {
    const fields = checkoutFields({
      publicKey: 'pub_test_x',
      integritySecret: 'test_integrity_x',
      amountInPesos: 30_000,
      reference: '1-2-20260115-abcdeABCDE',
      redirectUrl: 'http://localhost:3000/subscription-validated',
      customer: { email: 'a@b.co', fullName: 'Ana Pérez', phone: '300 123 4567' },
    });
    expect(fields).toEqual({
      'public-key': 'pub_test_x',
      currency: 'COP',
      'amount-in-cents': '3000000',
      reference: '1-2-20260115-abcdeABCDE',
      'signature:integrity': sha('1-2-20260115-abcdeABCDE3000000COPtest_integrity_x'),
      'redirect-url': 'http://localhost:3000/subscription-validated',
      'customer-data:email': 'a@b.co',
      'customer-data:full-name': 'Ana Pérez',
      'customer-data:phone-number': '3001234567',
      'customer-data:phone-number-prefix': '+57',
    });
    const noPhone = checkoutFields({
      publicKey: 'p',
      integritySecret: 's',
      amountInPesos: 1,
      reference: 'r',
      redirectUrl: 'u',
      customer: { email: 'e', fullName: 'n', phone: '' },
    });
    expect(noPhone).not.toHaveProperty('customer-data:phone-number');
    expect(noPhone).not.toHaveProperty('customer-data:phone-number-prefix');
  });
});

describe('transaction lookup', () => {
  const tx = { id: '1-2-3', status: 'APPROVED', reference: 'R', amount_in_cents: 100, currency: 'COP' };

  it('GETs {apiBase}/transactions/{id} and returns data', async () => {
    const calls: string[] = [];
    const fake = async (url: string) => {
      calls.push(url);
      return Response.json({ data: { ...tx, customer_email: 'x@y.co' }, meta: {} });
    };
    await expect(lookupTransaction('https://sandbox.wompi.co/v1/', '1-2-3', fake)).resolves.toMatchObject(tx);
    expect(calls).toEqual(['https://sandbox.wompi.co/v1/transactions/1-2-3']);
  });

  it('returns null on 404 and throws on other failures', async () => {
    await expect(
      lookupTransaction('b', 'x', async () => new Response('{}', { status: 404 })),
    ).resolves.toBeNull();
    await expect(
      lookupTransaction('b', 'x', async () => new Response('{}', { status: 500 })),
    ).rejects.toThrow();
    await expect(
      lookupTransaction('b', 'x', async () => Response.json({ data: { id: 1 } })),
    ).rejects.toThrow();
  });
});
