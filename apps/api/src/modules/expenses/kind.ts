import { EXPENSE_MSG, type ExpenseListItem, type PaymentType } from '@cc/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { expensePayments, expenses, financialCategories } from '../../db/schema/index.ts';
import { thirdPartyOf } from '../contacts/index.ts';
import { type DocumentKind, listItemBase } from '../credit/index.ts';
import { type ExpenseRow, lockExpense } from './expense-row.ts';
import { EXPENSE_PAYMENT_SOURCE, EXPENSE_SOURCE, expensePaymentPosting } from './postings.ts';

type ListDoc = {
  number: number;
  paymentType: PaymentType;
  paidOut: boolean;
  description: string;
  category: { id: number; name: string };
};

/**
 * An expense as a kind of credit document (ADR 025): numbered from the 'expense' counter, paid from
 * 2335 by abonos, compared with the GASTO budgets; it never moves stock.
 */
export const EXPENSES: DocumentKind<ExpenseRow, ListDoc, ExpenseListItem> = {
  counter: 'expense',
  docs: expenses,
  payments: expensePayments,
  paymentDocId: expensePayments.expenseId,
  source: EXPENSE_SOURCE,
  paymentSource: EXPENSE_PAYMENT_SOURCE,
  msg: {
    ...EXPENSE_MSG,
    afterPayments: EXPENSE_MSG.expenseAfterPayments,
    paymentBeforeDocument: EXPENSE_MSG.paymentBeforeExpense,
  },
  lockDoc: lockExpense,
  paymentValues: (userId, expenseId, fields) => ({ userId, expenseId, ...fields }),
  paymentPosting: expensePaymentPosting,
  // An abono names the expense's provider, when it has one (LEDGER.md: a third party on every line that has one).
  thirdParty: (tx, e) =>
    e.providerId === null ? Promise.resolve(null) : thirdPartyOf(tx, 'provider', e.userId, e.providerId),
  budget: 'GASTO',
  listDocs: async (db, userId, ids) => {
    if (!ids.length) return new Map();
    const rows = await db
      .select({
        id: expenses.id,
        number: expenses.number,
        paymentType: expenses.paymentType,
        paidOut: expenses.paidOut,
        description: expenses.description,
        category: { id: financialCategories.id, name: financialCategories.name },
      })
      .from(expenses)
      .innerJoin(financialCategories, eq(financialCategories.id, expenses.categoryId))
      .where(and(eq(expenses.userId, userId), inArray(expenses.id, ids)));
    return new Map(rows.map((r) => [r.id, r]));
  },
  listItem: (row, doc) => ({
    ...listItemBase(row, doc),
    description: doc.description,
    category: doc.category,
    expense_id: row.isPayment ? row.docId : null,
  }),
};
