import { EXPENSE_MSG, reminderOptionByDays } from '@cc/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { expenses, financialCategories } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { buildCreditExport, type CreditExport, docPages, mapBatches, paymentPages } from '../credit/index.ts';
import { EXPENSES } from './kind.ts';
import { EXPENSE_EXPORT_TEXT as T } from './texts.ts';

/** What an expense row adds; `reminder` is empty on a payment's row. */
type ExpenseExtra = { description: string; category: string; reminder: string };

const EXPORT: CreditExport<ExpenseExtra> = {
  sheetName: T.sheetName,
  fileName: EXPENSE_MSG.exportFileName,
  docKind: T.docKind,
  settledStatus: T.settledStatus,
  msg: EXPENSE_MSG,
  partyColumns: [
    { header: T.description, width: 34, value: (e) => e.description },
    { header: T.category, width: 28, value: (e) => e.category },
  ],
  trailingColumns: [{ header: T.reminder, width: 16, value: (e) => e.reminder }],
};

/** GET /api/expenses/export/ ('Reporte - Mis Gastos.xlsx'): every expense and every abono. */
export async function exportExpenses(deps: Pick<AppDeps, 'db'>, userId: number) {
  const { db } = deps;
  const docRows = (where: SQL | undefined) =>
    db
      .select({ doc: expenses, category: financialCategories.name })
      .from(expenses)
      .innerJoin(financialCategories, eq(financialCategories.id, expenses.categoryId))
      .where(and(eq(expenses.userId, userId), where))
      .orderBy(asc(expenses.date), asc(expenses.number));
  const docs = docPages(expenses, userId, docRows);
  const payments = paymentPages(db, EXPENSES, userId, docRows);
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
