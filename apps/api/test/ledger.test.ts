import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { ACCOUNTS } from '../src/db/seed/catalog.ts';
import {
  ACC,
  balanceOf,
  balancesAsOf,
  balancesBetween,
  post,
  reverseSource,
  totals,
  UnbalancedPostingError,
} from '../src/ledger/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
let seq = 0;
async function newUser(): Promise<number> {
  seq += 1;
  const [u] = await t.deps.db
    .insert(users)
    .values({
      email: `ledger${seq}@example.com`,
      passwordHash: 'x',
      firstName: 'L',
      lastName: 'L',
      termsAcceptedAt: new Date(),
      personalDataAcceptedAt: new Date(),
    })
    .returning({ id: users.id });
  return u?.id ?? 0;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ledger.post', () => {
  it('refuses an unbalanced entry and writes nothing', async () => {
    const userId = await newUser();
    await expect(
      t.deps.db.transaction((tx) =>
        post(tx, {
          userId,
          date: '2026-01-10',
          source: { type: 'test', id: 1 },
          lines: [
            { account: ACC.caja, debit: 100 },
            { account: ACC.capitalPersonaNatural, credit: 99 },
          ],
        }),
      ),
    ).rejects.toThrow(UnbalancedPostingError);
    expect(await balancesAsOf(t.deps.db, userId, '2030-01-01')).toEqual([]);
  });

  it('refuses fractional and negative amounts', async () => {
    const userId = await newUser();
    const bad = (amount: number) =>
      post(t.deps.db, {
        userId,
        date: '2026-01-10',
        source: { type: 'test', id: 1 },
        lines: [
          { account: ACC.caja, debit: amount },
          { account: ACC.capitalPersonaNatural, credit: amount },
        ],
      });
    await expect(bad(10.5)).rejects.toThrow(UnbalancedPostingError);
    await expect(bad(-10)).rejects.toThrow(UnbalancedPostingError);
  });

  it('counts the opening balance as of any date, and movements only from their date', async () => {
    const userId = await newUser();
    await post(t.deps.db, {
      userId,
      date: '2026-03-01',
      source: { type: 'financial_info', id: 1 },
      isOpening: true,
      lines: [
        { account: ACC.caja, debit: 1_000_000 },
        { account: ACC.capitalPersonaNatural, credit: 1_000_000 },
      ],
    });
    await post(t.deps.db, {
      userId,
      date: '2026-03-10',
      source: { type: 'income', id: 1 },
      lines: [
        { account: ACC.caja, debit: 95_000 },
        { account: ACC.ingresosVentas, credit: 95_000 },
      ],
    });
    expect(balanceOf(await balancesAsOf(t.deps.db, userId, '2026-01-01'), ACC.caja)).toBe(1_000_000);
    expect(balanceOf(await balancesAsOf(t.deps.db, userId, '2026-03-10'), ACC.caja)).toBe(1_095_000);
    const march = await balancesBetween(t.deps.db, userId, '2026-03-01', '2026-03-31');
    expect(balanceOf(march, ACC.ingresosVentas)).toBe(95_000);
    expect(balanceOf(march, ACC.capitalPersonaNatural)).toBe(0);
  });

  it('a reversal nets the document to zero in its own period', async () => {
    const userId = await newUser();
    const source = { type: 'income', id: 7 };
    await post(t.deps.db, {
      userId,
      date: '2026-01-29',
      source,
      lines: [
        { account: ACC.caja, debit: 15_000 },
        { account: ACC.ingresosVentas, credit: 15_000 },
      ],
    });
    expect(await t.deps.db.transaction((tx) => reverseSource(tx, userId, source, new Date()))).toBe(1);
    // Reversing again finds nothing live.
    expect(await reverseSource(t.deps.db, userId, source, new Date())).toBe(0);
    const jan = await balancesBetween(t.deps.db, userId, '2026-01-01', '2026-01-31');
    expect(balanceOf(jan, ACC.caja)).toBe(0);
    expect(balanceOf(jan, ACC.ingresosVentas)).toBe(0);
  });

  it('keeps tenants apart', async () => {
    const a = await newUser();
    const b = await newUser();
    await post(t.deps.db, {
      userId: a,
      date: '2026-01-02',
      source: { type: 'test', id: 1 },
      lines: [
        { account: ACC.bancos, debit: 500 },
        { account: ACC.capitalPersonaNatural, credit: 500 },
      ],
    });
    expect(await balancesAsOf(t.deps.db, b, '2030-01-01')).toEqual([]);
  });
});

describe('property: the balance sheet always balances', () => {
  const codes = ACCOUNTS.map((a) => a.code);
  const line = fc.record({
    debitAccount: fc.constantFrom(...codes),
    creditAccount: fc.constantFrom(...codes),
    amount: fc.integer({ min: 1, max: 50_000_000 }),
  });
  const event = fc.record({
    day: fc.integer({ min: 1, max: 28 }),
    month: fc.integer({ min: 1, max: 12 }),
    opening: fc.boolean(),
    lines: fc.array(line, { minLength: 1, maxLength: 4 }),
    reverse: fc.boolean(),
  });

  it('activos = pasivos + patrimonio after any sequence of balanced postings and reversals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 12 }),
        async (events, asOfMonth) => {
          const userId = await newUser();
          await t.deps.db.transaction(async (tx) => {
            for (const [i, e] of events.entries()) {
              const date = `2026-${String(e.month).padStart(2, '0')}-${String(e.day).padStart(2, '0')}`;
              const source = { type: 'prop', id: i };
              await post(tx, {
                userId,
                date,
                source,
                isOpening: e.opening,
                lines: e.lines.flatMap((l) => [
                  { account: l.debitAccount, debit: l.amount },
                  { account: l.creditAccount, credit: l.amount },
                ]),
              });
              if (e.reverse) await reverseSource(tx, userId, source, new Date());
            }
          });
          for (const asOf of [`2026-${String(asOfMonth).padStart(2, '0')}-15`, '2026-12-31']) {
            const s = totals(await balancesAsOf(t.deps.db, userId, asOf));
            expect(s.assets).toBe(s.liabilities + s.equity);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
