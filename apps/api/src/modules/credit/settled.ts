import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../ledger/rows.ts';
import type { CreditDocTable, CreditPaymentDocColumn, CreditPaymentTable } from './credit-book.ts';
import { CREDIT_KINDS, type CreditKind, kindOfDocs } from './kinds.ts';

/** The document and payment tables of one credit kind, as the engine and the abono book name them. */
export type SettledTables = {
  docs: CreditDocTable;
  payments: CreditPaymentTable;
  paymentDocId: CreditPaymentDocColumn;
};

/**
 * A document's settled day, as SQL over the document row `d`: the earliest day on which its live
 * payments, summed in date order, reach its value; null while anything is pending. The same
 * expression serves the writers, the migration's fill and the repair, so they cannot disagree.
 */
function settledDay(k: CreditKind): SQL {
  return sql`(
    SELECT min(s.date) FROM (
      SELECT p.date, sum(p.value) OVER (ORDER BY p.date) AS paid
      FROM ${k.payments} p
      WHERE p.user_id = d.user_id AND p.${sql.identifier(k.paymentDocId.name)} = d.id AND p.deleted = false
    ) s
    WHERE s.paid >= d.value)`;
}

/**
 * Recomputes one credit document's `settled_on`. The debtors and debts reports read only the
 * credits with `settled_on` null or after their day (ADR 023 part B), so every write that changes
 * a credit's value, payments or voided state calls this in its transaction, after its own writes.
 * Computed from the rows, never incremented: an edit of any abono (its date or value) cannot leave
 * it stale. Opening balances (financial_info) have no such column: a handful of rows per user,
 * read whole.
 */
export async function refreshSettled(
  tx: Executor,
  t: SettledTables,
  userId: number,
  docId: number,
): Promise<void> {
  await refreshSettledMany(tx, t, userId, [docId]);
}

/** refreshSettled for many documents of one user at once (the batch sales path). */
export async function refreshSettledMany(
  tx: Executor,
  t: SettledTables,
  userId: number,
  docIds: readonly number[],
): Promise<void> {
  if (!docIds.length) return;
  if (!('settledOn' in t.docs)) return;
  const kind = kindOfDocs(t.docs);
  if (!kind) throw new Error(`no settled_on for payments of ${t.paymentDocId.name}`);
  await tx.execute(sql`
    UPDATE ${kind.docs} d SET settled_on = ${settledDay(kind)}
    WHERE d.user_id = ${userId} AND d.id IN (${sql.join(
      docIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

const scope = (userId: number | null) => (userId === null ? sql`` : sql` AND d.user_id = ${userId}`);

/** Credit documents whose `settled_on` disagrees with their payments (every user, or one). */
export async function settledMismatches(db: Executor, userId: number | null): Promise<number> {
  let n = 0;
  for (const kind of CREDIT_KINDS) {
    const [r] = await queryRows<{ n: string }>(
      db,
      sql`
      SELECT count(*)::text AS n FROM ${kind.docs} d
      WHERE d.payment_type = 'CREDITO'${scope(userId)}
        AND d.settled_on IS DISTINCT FROM ${settledDay(kind)}`,
    );
    n += Number(r?.n ?? 0);
  }
  return n;
}

/** Rebuilds `settled_on` of every credit document (every user, or one) from its payments. */
export async function rebuildSettled(db: Executor, userId: number | null): Promise<void> {
  for (const kind of CREDIT_KINDS) {
    await db.execute(sql`
      UPDATE ${kind.docs} d SET settled_on = ${settledDay(kind)}
      WHERE d.payment_type = 'CREDITO'${scope(userId)}`);
  }
}
