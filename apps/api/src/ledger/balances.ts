import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { accounts, journalEntries, journalLines } from '../db/schema/index.ts';

export type AccountClass =
  | 'activo_corriente'
  | 'activo_no_corriente'
  | 'pasivo'
  | 'patrimonio'
  | 'ingreso'
  | 'costo'
  | 'gasto';

export type AccountBalance = {
  code: string;
  name: string;
  class: AccountClass;
  /** Σ debit − Σ credit. */
  net: number;
  /** The balance in the account's normal direction (positive for a usual balance). */
  balance: number;
};

const DEBIT_NORMAL: ReadonlySet<AccountClass> = new Set([
  'activo_corriente',
  'activo_no_corriente',
  'costo',
  'gasto',
]);

/**
 * A SQL sum of bigint columns (Postgres answers numeric, sent as text) as a JS number. Refuses
 * anything that is not an exact safe integer, so pesos never silently lose precision.
 */
export function exactInteger(value: string | number | null | undefined): number {
  const n = Number(value ?? 0);
  if (!Number.isSafeInteger(n)) throw new Error(`not an exact integer: ${value}`);
  return n;
}

export function normalBalance(cls: AccountClass, net: number): number {
  return DEBIT_NORMAL.has(cls) ? net : 0 - net; // 0 - net, not -net: no -0 in reports
}

async function balancesWhere(
  db: Executor,
  userId: number,
  where: ReturnType<typeof and>,
): Promise<AccountBalance[]> {
  const rows = await db
    .select({
      code: journalLines.accountCode,
      name: accounts.name,
      class: accounts.class,
      net: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)`,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(accounts, eq(accounts.code, journalLines.accountCode))
    .where(and(eq(journalLines.userId, userId), where))
    .groupBy(journalLines.accountCode, accounts.name, accounts.class)
    .orderBy(journalLines.accountCode);
  return rows.map((r) => {
    const net = exactInteger(r.net);
    const cls = r.class as AccountClass;
    return { code: r.code, name: r.name, class: cls, net, balance: normalBalance(cls, net) };
  });
}

/** Balances as of a date: every movement up to that day plus the opening balance, whatever its date. */
export function balancesAsOf(db: Executor, userId: number, asOf: string): Promise<AccountBalance[]> {
  return balancesWhere(
    db,
    userId,
    and(
      eq(journalEntries.userId, userId),
      or(eq(journalEntries.isOpening, true), lte(journalEntries.date, asOf)),
    ),
  );
}

/** Movements within [from, to], opening balance excluded (it never touches results). */
export function balancesBetween(
  db: Executor,
  userId: number,
  from: string,
  to: string,
): Promise<AccountBalance[]> {
  return balancesWhere(
    db,
    userId,
    and(
      eq(journalEntries.userId, userId),
      eq(journalEntries.isOpening, false),
      gte(journalEntries.date, from),
      lte(journalEntries.date, to),
    ),
  );
}

export type Totals = { assets: number; liabilities: number; equity: number; result: number };

/**
 * Balance-sheet totals: equity includes the result (income − costs − expenses), so
 * assets = liabilities + equity always holds for balanced postings.
 */
export function totals(balances: AccountBalance[]): Totals {
  let assets = 0;
  let liabilities = 0;
  let capital = 0;
  let result = 0;
  for (const b of balances) {
    if (b.class === 'activo_corriente' || b.class === 'activo_no_corriente') assets += b.balance;
    else if (b.class === 'pasivo') liabilities += b.balance;
    else if (b.class === 'patrimonio') capital += b.balance;
    else result -= b.net; // income is credit-normal, costs and expenses debit-normal
  }
  return { assets, liabilities, equity: capital + result, result };
}

/** Balance of one account code from a list (0 when absent). */
export function balanceOf(balances: AccountBalance[], code: string): number {
  return balances.find((b) => b.code === code)?.balance ?? 0;
}
