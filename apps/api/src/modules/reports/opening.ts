import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accounts, journalEntries, journalLines } from '../../db/schema/index.ts';
import { type AccountBalance, type AccountClass, normalBalance } from '../../ledger/balances.ts';
import { exactInteger } from '../../ledger/index.ts';

/** Opening-balance (initial information) balances per account, from the journal; zeros left out. */
export async function openingBalances(tx: Tx, userId: number): Promise<AccountBalance[]> {
  const rows = await tx
    .select({
      code: journalLines.accountCode,
      name: accounts.name,
      class: accounts.class,
      net: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(accounts, eq(accounts.code, journalLines.accountCode))
    .where(
      and(
        eq(journalLines.userId, userId),
        eq(journalEntries.userId, userId),
        eq(journalEntries.isOpening, true),
      ),
    )
    .groupBy(journalLines.accountCode, accounts.name, accounts.class)
    .orderBy(journalLines.accountCode);
  return rows
    .map((r) => {
      const cls = r.class as AccountClass;
      const net = exactInteger(r.net);
      return { code: r.code, name: r.name, class: cls, net, balance: normalBalance(cls, net) };
    })
    .filter((r) => r.balance !== 0);
}
