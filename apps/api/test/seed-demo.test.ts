import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoShop, type Written } from '../scripts/demo/shop.ts';
import { demoUser } from '../scripts/demo/user.ts';
import { monthlyBalanceMismatches } from '../src/ledger/index.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { addDays, addMonths, today } from '../src/lib/clock.ts';
import { trialBalance } from '../src/modules/reports/trial-balance.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/**
 * npm run seed:demo writes its history through the app's services: whatever it writes must be
 * books a user's requests could have written — every entry balanced, the monthly balances equal
 * to the journal, no stock drawn below zero, and a trial balance whose debits equal its credits.
 */
let t: TestApp;
let userId: number;
let written: Written;
const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: string | number }>(t.deps.db, query))[0]?.n);

beforeAll(async () => {
  t = await createTestApp({ now: '2026-03-10T15:00:00Z' });
  const user = await demoUser(t.deps, 'demo@cuentasclaras.co', 'Demo12345');
  userId = user.id;
  const shop = await DemoShop.open(t.deps, userId, 7);
  written = await shop.writeHistory({ sales: 200, months: 12, until: today(t.clock) });
});
afterAll(() => t.close());

describe('seed:demo books', () => {
  it('writes the sales asked for, with the purchases, expenses and abonos they need', async () => {
    expect(written.sales).toBe(200);
    expect(await count(sql`SELECT count(*) AS n FROM incomes WHERE user_id = ${userId}`)).toBe(200);
    expect(written.purchases).toBeGreaterThan(0);
    expect(written.expenses).toBeGreaterThan(0);
    expect(written.payments).toBeGreaterThan(0);
  });

  it('leaves every journal entry balanced and the monthly balances equal to the journal', async () => {
    const unbalanced = await count(sql`
      SELECT count(*) AS n FROM (
        SELECT l.entry_id FROM journal_lines l WHERE l.user_id = ${userId}
        GROUP BY l.entry_id HAVING sum(l.debit) <> sum(l.credit)) x`);
    expect(unbalanced).toBe(0);
    expect(
      await count(sql`SELECT count(*) AS n FROM journal_entries WHERE user_id = ${userId}`),
    ).toBeGreaterThan(200);
    expect(await monthlyBalanceMismatches(t.deps.db, userId)).toBe(0);
  });

  it('never draws a batch below zero', async () => {
    expect(
      await count(sql`SELECT count(*) AS n FROM stocks WHERE user_id = ${userId} AND available < 0`),
    ).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM stocks WHERE user_id = ${userId}`)).toBeGreaterThan(0);
  });

  it('gives a trial balance over the year whose debits equal its credits', async () => {
    const to = today(t.clock);
    const rows = await t.deps.db.transaction((tx) =>
      trialBalance({ tx, userId, from: addDays(addMonths(to, -12), 1), to }),
    );
    const debit = rows.reduce((s, r) => s + r.debit, 0);
    const credit = rows.reduce((s, r) => s + r.credit, 0);
    expect(debit).toBeGreaterThan(0);
    expect(debit).toBe(credit);
    expect(rows.reduce((s, r) => s + r.value, 0)).toBe(0);
  });
});
