import { EINVOICE_MSG } from '@cc/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { einvoiceDocuments, einvoiceResolutions } from '../src/db/schema/index.ts';
import { recordPendingDocument, takeNumber } from '../src/modules/einvoice/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type CreatedUser, createUser } from './helpers/factories.ts';
import { apiOf } from './incomes-fixtures.ts';

// Issue 28 item 3: numbers taken under the resolution's lock, each in its document's own
// transaction. Run on PostgreSQL too (real concurrent transactions):
// TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project api test/einvoice-numbering
let t: TestApp;
let api: ReturnType<typeof apiOf>;
const TODAY = '2026-03-10';

beforeAll(async () => {
  t = await createTestApp({ now: `${TODAY}T15:00:00Z` });
  api = apiOf(t);
});
afterAll(() => t.close());

async function newResolution(u: CreatedUser, over: Record<string, unknown> = {}): Promise<number> {
  const res = await api(u, 'POST', '/api/einvoice/resolutions/', {
    document_type: '01',
    resolution_number: '18760000001',
    prefix: 'FE',
    range_from: 1,
    range_to: 1000,
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
    technical_key: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** One document in its own transaction, as a sale will be: number and row commit together. */
const issue = (u: CreatedUser, date = TODAY) =>
  t.deps.db.transaction(async (tx) => {
    const taken = await takeNumber(tx, u.id, '01', date);
    await recordPendingDocument(tx, u.id, taken);
    return taken;
  });

const numbersOf = async (u: CreatedUser) =>
  (
    await t.deps.db
      .select({ n: einvoiceDocuments.number })
      .from(einvoiceDocuments)
      .where(eq(einvoiceDocuments.userId, u.id))
  )
    .map((r) => r.n)
    .sort((a, b) => a - b);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('takeNumber', () => {
  it('50 concurrent documents, each in its own transaction, get 1..50 without gap or duplicate', async () => {
    const u = await createUser(t);
    const id = await newResolution(u);
    const taken = await Promise.all(Array.from({ length: 50 }, () => issue(u)));
    expect(taken.map((x) => x.number).sort((a, b) => a - b)).toEqual(range(1, 50));
    expect(new Set(taken.map((x) => x.documentNumber)).size).toBe(50);
    expect(await numbersOf(u)).toEqual(range(1, 50));
    const [row] = await t.deps.db
      .select({ next: einvoiceResolutions.nextNumber })
      .from(einvoiceResolutions)
      .where(and(eq(einvoiceResolutions.userId, u.id), eq(einvoiceResolutions.id, id)));
    expect(row?.next).toBe(51);
  });

  it('a rolled-back transaction gives its number back: no gap', async () => {
    const u = await createUser(t);
    await newResolution(u);
    await issue(u);
    const failed = await t.deps.db
      .transaction(async (tx) => {
        const taken = await takeNumber(tx, u.id, '01', TODAY);
        expect(taken.number).toBe(2);
        await recordPendingDocument(tx, u.id, taken);
        throw new Error('the sale failed after its number was taken');
      })
      .catch((error: Error) => error.message);
    expect(failed).toMatch(/sale failed/);
    // Concurrent failures mixed with successes leave no hole either.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.deps.db
          .transaction(async (tx) => {
            await recordPendingDocument(tx, u.id, await takeNumber(tx, u.id, '01', TODAY));
            if (i % 3 === 0) throw new Error('rolled back');
          })
          .catch(() => undefined),
      ),
    );
    expect(await numbersOf(u)).toEqual(range(1, 14));
    expect((await issue(u)).number).toBe(15);
  });

  it('hands the builder its resolution and warns at 10 days or 10 % of the range left', async () => {
    const u = await createUser(t);
    await newResolution(u, {
      range_from: 990000000,
      range_to: 990000019,
      prefix: 'SETP',
      valid_to: '2026-03-20',
    });
    const first = await issue(u);
    expect(first).toMatchObject({
      number: 990000000,
      documentNumber: 'SETP990000000',
      documentType: '01',
      resolution: {
        number: '18760000001',
        prefix: 'SETP',
        from: 990000000,
        to: 990000019,
        validFrom: '2026-01-01',
        validTo: '2026-03-20',
        technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
      },
      warnings: [EINVOICE_MSG.warnDays('18760000001', '2026-03-20', 10)],
    });
    // Eleven days before the end: no warning until 18 of 20 numbers are gone (2 = 10 % left).
    const early = await issue(u, '2026-03-09');
    expect(early.warnings).toEqual([]);
    for (let i = 0; i < 15; i++) await issue(u, '2026-03-09');
    const eighteenth = await issue(u, '2026-03-09');
    expect(eighteenth.number).toBe(990000017);
    expect(eighteenth.warnings).toEqual([EINVOICE_MSG.warnNumbers('18760000001', 2, 20)]);
  });

  it('refuses outside the validity and past the range, in Spanish; the next resolution takes over', async () => {
    const u = await createUser(t);
    await expect(issue(u)).rejects.toMatchObject({
      body: { validations_error: [EINVOICE_MSG.noResolution('01')] },
    });
    await newResolution(u, { range_to: 2, valid_from: '2026-02-01', valid_to: '2026-03-31' });
    await expect(issue(u, '2026-01-31')).rejects.toMatchObject({
      body: { validations_error: [EINVOICE_MSG.notValid('01', '2026-01-31')] },
    });
    await expect(issue(u, '2026-04-01')).rejects.toMatchObject({
      body: { validations_error: [EINVOICE_MSG.notValid('01', '2026-04-01')] },
    });
    expect((await issue(u)).number).toBe(1);
    expect((await issue(u)).warnings).toEqual([EINVOICE_MSG.warnNumbers('18760000001', 0, 2)]);
    await expect(issue(u)).rejects.toMatchObject({
      body: { validations_error: [EINVOICE_MSG.exhausted('01')] },
    });
    // A new resolution (DIAN grants the next range before the old one ends): numbering goes on.
    await newResolution(u, { resolution_number: '18760000002', range_from: 3, range_to: 100 });
    expect((await issue(u)).documentNumber).toBe('FE3');
  });

  it('concurrent documents spill from a used-up resolution into the next one without losing a number', async () => {
    const u = await createUser(t);
    await newResolution(u, { range_from: 1, range_to: 10, valid_from: '2026-01-01' });
    await newResolution(u, {
      resolution_number: '18760000002',
      range_from: 11,
      range_to: 100,
      valid_from: '2026-02-01',
    });
    const taken = await Promise.all(Array.from({ length: 30 }, () => issue(u)));
    expect(taken.map((x) => x.number).sort((a, b) => a - b)).toEqual(range(1, 30));
    expect(await numbersOf(u)).toEqual(range(1, 30));
  });

  it('numbers each shop on its own', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    await newResolution(a);
    await newResolution(b);
    const taken = await Promise.all(Array.from({ length: 20 }, (_, i) => issue(i % 2 ? a : b)));
    expect(taken.filter((x) => x.number <= 10)).toHaveLength(20);
    expect(await numbersOf(a)).toEqual(range(1, 10));
    expect(await numbersOf(b)).toEqual(range(1, 10));
  });
});
