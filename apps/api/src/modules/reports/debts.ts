import { EXPENSE_JOURNAL, REPORT_ROWS as R, type ReportRow, SHOPPING_JOURNAL } from '@cc/shared';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { expensePayments, expenses, shoppingPayments, shoppings } from '../../db/schema/index.ts';
import { exactInteger } from '../../ledger/index.ts';
import { agingRows, daysPending, type OpenCredit } from './aging.ts';
import type { ReportContext } from './context.ts';
import { openOn, paidUpTo } from './open-credits.ts';
import { openingSettlements } from './opening-settlements.ts';
import { totalRow, valueRow } from './rows.ts';

type Debt = { name: string; document: string; date: string; total: number; paid: number };

/** Credit purchases open on `to`, with what was paid on them up to `to`. */
async function creditPurchases(tx: Tx, userId: number, to: string): Promise<Debt[]> {
  const rows = await tx
    .select({
      // A subquery, not a join: joined, the planner without statistics left the open-credit index
      // for the date index (test/ledger-plans.test.ts).
      // Spelled out: without a join drizzle leaves columns unqualified, and a bare user_id in the
      // subquery would be the provider's own (every shop's providers read).
      provider: sql<string>`(SELECT p.name FROM providers p
        WHERE p.user_id = "shoppings"."user_id" AND p.id = "shoppings"."provider_id")`,
      number: shoppings.number,
      date: shoppings.date,
      value: shoppings.value,
      paid: paidUpTo(shoppingPayments, shoppingPayments.shoppingId, shoppings, to),
    })
    .from(shoppings)
    .where(
      and(
        eq(shoppings.userId, userId),
        eq(shoppings.paymentType, 'CREDITO'),
        eq(shoppings.deleted, false),
        lte(shoppings.date, to),
        openOn(shoppings.settledOn, to),
      ),
    )
    .orderBy(asc(shoppings.date), asc(shoppings.number));
  return rows.map((r) => ({
    name: r.provider,
    document: SHOPPING_JOURNAL.purchase(r.number),
    date: r.date,
    total: r.value,
    paid: exactInteger(r.paid),
  }));
}

/** Credit expenses open on `to`, with what was paid on them up to `to`. */
async function creditExpenses(tx: Tx, userId: number, to: string): Promise<Debt[]> {
  const rows = await tx
    .select({
      description: expenses.description,
      number: expenses.number,
      date: expenses.date,
      value: expenses.value,
      paid: paidUpTo(expensePayments, expensePayments.expenseId, expenses, to),
    })
    .from(expenses)
    .where(
      and(
        eq(expenses.userId, userId),
        eq(expenses.paymentType, 'CREDITO'),
        eq(expenses.deleted, false),
        lte(expenses.date, to),
        openOn(expenses.settledOn, to),
      ),
    )
    .orderBy(asc(expenses.date), asc(expenses.number));
  return rows.map((r) => ({
    name: r.description,
    document: EXPENSE_JOURNAL.expense(r.number),
    date: r.date,
    total: r.value,
    paid: exactInteger(r.paid),
  }));
}

/**
 * 'Mis deudas' as of `to` (docs/accounting.md §Debts): each open credit purchase (provider and number) and open
 * credit expense (description) with value = pending, total = original value, paid = paid up to
 * `to`; then the opening liabilities by category with what is still pending of each (document
 * 'Saldo inicial'; `financial_info_id` for the screen's 'Abonar'); then 'Total deudas' — which
 * equals the liabilities of the balance sheet on the same day.
 */
export async function debtsReport(ctx: ReportContext): Promise<ReportRow[]> {
  const { tx, userId, to } = ctx;
  const documents = [...(await creditPurchases(tx, userId, to)), ...(await creditExpenses(tx, userId, to))];
  const credits: OpenCredit[] = [];
  const rows: ReportRow[] = documents
    .filter((d) => d.total - d.paid > 0)
    .map((d) => {
      const days = daysPending(d.date, to);
      credits.push({ days, pending: d.total - d.paid });
      return valueRow(d.name, d.total - d.paid, {
        document: d.document,
        date: d.date,
        total: d.total,
        paid: d.paid,
        days,
      });
    });
  for (const o of await openingSettlements(tx, userId, to, 'liability')) {
    if (o.total - o.paid <= 0) continue; // paid in full as of `to`
    const days = o.since ? daysPending(o.since, to) : 0;
    credits.push({ days, pending: o.total - o.paid });
    rows.push(
      valueRow(o.category, o.total - o.paid, {
        document: R.openingBalance,
        total: o.total,
        paid: o.paid,
        financial_info_id: o.id,
        days,
      }),
    );
  }
  const sum = (k: 'value' | 'total' | 'paid') => rows.reduce((s, r) => s + (r[k] ?? 0), 0);
  return [
    ...rows,
    totalRow(R.totalDebts, sum('value'), { total: sum('total'), paid: sum('paid') }),
    ...agingRows(credits),
  ];
}
