import { EXPENSE_MSG, reminderOptionByDays } from '@cc/shared';
import { and, asc, eq } from 'drizzle-orm';
import { expensePayments, expenses, financialCategories } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { dayPages, mapBatches } from '../credit/export-batches.ts';
import { buildCreditExport, type CreditExport } from '../credit/export-xlsx.ts';

/** What an expense row adds; `reminder` is empty on a payment's row. */
type ExpenseExtra = { description: string; category: string; reminder: string };

const EXPORT: CreditExport<ExpenseExtra> = {
  sheetName: 'Mis gastos',
  fileName: EXPENSE_MSG.exportFileName,
  docKind: 'Gasto',
  settledStatus: 'Pagado',
  msg: EXPENSE_MSG,
  partyColumns: [
    { header: 'Descripción', width: 34, value: (e) => e.description },
    { header: 'Categoría', width: 28, value: (e) => e.category },
  ],
  trailingColumns: [{ header: 'Recordar', width: 16, value: (e) => e.reminder }],
};

/** GET /api/expenses/export/ ('Reporte - Mis Gastos.xlsx'): every expense and every abono. */
export async function exportExpenses(deps: AppDeps, userId: number) {
  const { db } = deps;
  const docs = dayPages(db, expenses, userId, (within) =>
    db
      .select({ doc: expenses, category: financialCategories.name })
      .from(expenses)
      .innerJoin(financialCategories, eq(financialCategories.id, expenses.categoryId))
      .where(and(eq(expenses.userId, userId), within(expenses.date)))
      .orderBy(asc(expenses.date), asc(expenses.number)),
  );
  const payments = dayPages(db, expensePayments, userId, (within) =>
    db
      .select({ payment: expensePayments, doc: expenses, category: financialCategories.name })
      .from(expensePayments)
      .innerJoin(expenses, eq(expenses.id, expensePayments.expenseId))
      .innerJoin(financialCategories, eq(financialCategories.id, expenses.categoryId))
      .where(and(eq(expensePayments.userId, userId), within(expensePayments.date)))
      .orderBy(asc(expensePayments.date), asc(expenses.number), asc(expensePayments.ordinal)),
  );
  return buildCreditExport(
    EXPORT,
    mapBatches(docs, ({ doc, category }) => ({
      doc,
      extra: {
        description: doc.description,
        category,
        reminder: reminderOptionByDays(doc.reminderDays)?.name ?? '',
      },
    })),
    mapBatches(payments, ({ payment, doc, category }) => ({
      payment,
      doc,
      extra: { description: doc.description, category, reminder: '' },
    })),
  );
}
