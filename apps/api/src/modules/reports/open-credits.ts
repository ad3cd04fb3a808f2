import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A credit still open on `to`: not settled by then (`settled_on`, kept by the credit engine). The
 * expression is the one the partial `*_user_open_credit_idx` indexes, so the reports read only
 * the credits open that day — not every credit since the first one (ADR 023 part B).
 */
export function openOn(settledOn: AnyPgColumn, to: string): SQL {
  return sql`coalesce(${settledOn}, 'infinity'::date) > ${to}`;
}

/**
 * What was paid on one document up to `to` (its live payments), read per open document through
 * the payments' (shop, document, ordinal) index instead of grouping every payment of the user.
 */
export function paidUpTo(
  payment: { value: AnyPgColumn; date: AnyPgColumn; deleted: AnyPgColumn; userId: AnyPgColumn },
  paymentDocId: AnyPgColumn,
  doc: { id: AnyPgColumn; userId: AnyPgColumn },
  to: string,
): SQL<string> {
  // Qualified by hand: drizzle leaves columns bare in a query without joins, and a bare `id` in
  // the subquery would be the payment's own id.
  const col = (c: AnyPgColumn) => sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}`;
  return sql<string>`(SELECT coalesce(sum(${col(payment.value)}), 0) FROM ${paymentDocId.table}
    WHERE ${col(payment.userId)} = ${col(doc.userId)} AND ${col(paymentDocId)} = ${col(doc.id)}
      AND ${col(payment.deleted)} = false AND ${col(payment.date)} <= ${to})`;
}
