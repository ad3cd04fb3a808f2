import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { ACCOUNTS } from '../src/db/seed/catalog.ts';
import {
  ACC,
  balanceOf,
  balancesAsOf,
  balancesBetween,
  businessStartDate,
  monthlyBalanceMismatches,
  openingBalances,
  openingMismatches,
  post,
  rebuildMonthlyBalances,
  removeOpeningRecord,
  repairOpeningDates,
  reverseSource,
  setOpeningRecord,
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

  it('dates the opening entry on the start date: a movement of its range, opening balance after it', async () => {
    const userId = await newUser();
    await setOpeningRecord(t.deps.db, {
      userId,
      today: '2026-03-20',
      now: new Date(),
      record: { type: 'financial_info', id: 1 },
      description: 'Saldo inicial Caja',
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
    // Nothing dated it but the month it was typed in: 1 March.
    expect(await businessStartDate(t.deps.db, userId)).toBe('2026-03-01');
    expect(balanceOf(await balancesAsOf(t.deps.db, userId, '2026-02-28'), ACC.caja)).toBe(0);
    expect(balanceOf(await balancesAsOf(t.deps.db, userId, '2026-03-01'), ACC.caja)).toBe(1_000_000);
    expect(balanceOf(await balancesAsOf(t.deps.db, userId, '2026-03-10'), ACC.caja)).toBe(1_095_000);
    const march = await balancesBetween(t.deps.db, userId, '2026-03-01', '2026-03-31');
    expect(balanceOf(march, ACC.ingresosVentas)).toBe(95_000);
    expect(balanceOf(march, ACC.capitalPersonaNatural)).toBe(1_000_000);
    expect(balanceOf(await balancesBetween(t.deps.db, userId, '2026-04-01', '2026-04-30'), ACC.caja)).toBe(0);
    // A document dated in February moves the start date back, and the opening entry with it.
    await post(t.deps.db, {
      userId,
      date: '2026-02-14',
      source: { type: 'income', id: 2 },
      lines: [
        { account: ACC.caja, debit: 5_000 },
        { account: ACC.ingresosVentas, credit: 5_000 },
      ],
    });
    expect(await businessStartDate(t.deps.db, userId)).toBe('2026-02-01');
    expect(balanceOf(await balancesAsOf(t.deps.db, userId, '2026-02-01'), ACC.caja)).toBe(1_000_000);
    expect(balanceOf(await balancesBetween(t.deps.db, userId, '2026-03-01', '2026-03-31'), ACC.caja)).toBe(
      95_000,
    );
    expect(await monthlyBalanceMismatches(t.deps.db, userId)).toBe(0);
    expect(await openingMismatches(t.deps.db, userId)).toBe(0);
  });

  it('ledger:repair finds an opening entry off its start date and re-dates it', async () => {
    const userId = await newUser();
    await post(t.deps.db, {
      userId,
      date: '2026-04-03',
      source: { type: 'income', id: 1 },
      lines: [
        { account: ACC.caja, debit: 1_000 },
        { account: ACC.ingresosVentas, credit: 1_000 },
      ],
    });
    await setOpeningRecord(t.deps.db, {
      userId,
      today: '2026-05-02',
      now: new Date(),
      record: { type: 'stock', id: 3 },
      description: 'Inventario inicial',
      lines: [
        { account: ACC.inventarios, debit: 7_000 },
        { account: ACC.capitalPersonaNatural, credit: 7_000 },
      ],
    });
    // Created on the start date the April sale set, not in May when it was typed.
    expect(await businessStartDate(t.deps.db, userId)).toBe('2026-04-01');
    await t.deps.db.execute(
      sql`UPDATE journal_entries SET date = '2026-06-01' WHERE user_id = ${userId} AND id = ${-userId}`,
    );
    expect(await openingMismatches(t.deps.db, userId)).toBe(1);
    await t.deps.db.transaction(async (tx) => {
      await repairOpeningDates(tx, userId);
      await rebuildMonthlyBalances(tx, userId);
    });
    expect(await openingMismatches(t.deps.db, userId)).toBe(0);
    expect(await monthlyBalanceMismatches(t.deps.db, userId)).toBe(0);
    expect(balanceOf(await balancesAsOf(t.deps.db, userId, '2026-04-01'), ACC.inventarios)).toBe(7_000);
    // Removing its only record removes the entry.
    await removeOpeningRecord(t.deps.db, userId, { type: 'stock', id: 3 }, new Date());
    expect(await openingBalances(t.deps.db, userId)).toEqual([]);
    expect(await monthlyBalanceMismatches(t.deps.db, userId)).toBe(0);
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
              const lines = e.lines.flatMap((l) => [
                { account: l.debitAccount, debit: l.amount },
                { account: l.creditAccount, credit: l.amount },
              ]);
              if (e.opening) {
                await setOpeningRecord(tx, {
                  userId,
                  today: date,
                  now: new Date(),
                  record: source,
                  description: '',
                  lines,
                });
                if (e.reverse) await removeOpeningRecord(tx, userId, source, new Date());
                continue;
              }
              await post(tx, { userId, date, source, lines });
              if (e.reverse) await reverseSource(tx, userId, source, new Date());
            }
          });
          for (const asOf of [`2026-${String(asOfMonth).padStart(2, '0')}-15`, '2026-12-31']) {
            const s = totals(await balancesAsOf(t.deps.db, userId, asOf));
            expect(s.assets).toBe(s.liabilities + s.equity);
          }
          // The rollup agrees with the journal and the opening entry sits on the start date,
          // however often it was rewritten or moved back.
          expect(await monthlyBalanceMismatches(t.deps.db, userId)).toBe(0);
          expect(await openingMismatches(t.deps.db, userId)).toBe(0);
        },
      ),
      { numRuns: 40 },
    );
  });
});
