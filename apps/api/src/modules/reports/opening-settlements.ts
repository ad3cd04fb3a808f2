import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { financialCategories, financialInfo, financialInfoPayments } from '../../db/schema/index.ts';
import { ACC, exactInteger, openingEntryId } from '../../ledger/index.ts';

/** An opening receivable or liability as of a day: its opening value and what was settled by then. */
export type OpeningSettlement = {
  id: number;
  category: string;
  code: string;
  total: number;
  paid: number;
  /** The start date (the opening entry's): where its aging counts from. */
  since: string | null;
  /** When a liability falls due, if stated (the balance's current / non-current split). */
  dueDate: string | null;
};

/**
 * The user's opening receivables ('receivable': the asset record of Cuentas por cobrar) or opening
 * liabilities ('liability'), in account order, each with the live abonos dated up to `to`
 * (docs/accounting.md §Collecting and paying opening balances). The opening value itself counts as of
 * any date, like every opening balance.
 */
export async function openingSettlements(
  tx: Tx,
  userId: number,
  to: string,
  kind: 'receivable' | 'liability',
): Promise<OpeningSettlement[]> {
  const paid = tx
    .select({
      id: financialInfoPayments.financialInfoId,
      paid: sql<string>`sum(${financialInfoPayments.value})`.as('paid'),
    })
    .from(financialInfoPayments)
    .where(
      and(
        eq(financialInfoPayments.userId, userId),
        eq(financialInfoPayments.deleted, false),
        lte(financialInfoPayments.date, to),
      ),
    )
    .groupBy(financialInfoPayments.financialInfoId)
    .as('paid');
  const rows = await tx
    .select({
      id: financialInfo.id,
      category: financialCategories.name,
      code: financialCategories.accountCode,
      total: financialInfo.value,
      dueDate: financialInfo.dueDate,
      paid: sql<string>`coalesce(${paid.paid}, 0)`,
      // The opening entry's date, the start date (ADR 037): what was owed then is owed since then.
      since: sql<string | null>`(SELECT to_char(e.date, 'YYYY-MM-DD') FROM journal_entries e
        WHERE e.user_id = ${userId} AND e.id = ${openingEntryId(userId)})`,
    })
    .from(financialInfo)
    .innerJoin(financialCategories, eq(financialCategories.id, financialInfo.categoryId))
    .leftJoin(paid, eq(paid.id, financialInfo.id))
    .where(
      and(
        eq(financialInfo.userId, userId),
        kind === 'receivable'
          ? and(
              eq(financialInfo.financialType, 'ACTIVOS'),
              eq(financialCategories.accountCode, ACC.cuentasPorCobrar),
            )
          : eq(financialInfo.financialType, 'PASIVOS'),
      ),
    )
    .orderBy(asc(financialCategories.accountCode), asc(financialInfo.id));
  return rows.map((r) => ({
    id: r.id,
    category: r.category,
    code: r.code ?? '',
    total: r.total,
    paid: exactInteger(r.paid),
    since: r.since,
    dueDate: r.dueDate,
  }));
}
