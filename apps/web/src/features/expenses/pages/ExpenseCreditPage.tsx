import { EXPENSE_MSG, type ExpenseDetail } from '@cc/shared';
import { useQuery } from '@tanstack/react-query';
import { type CreditDetailKind, CreditDetailPage } from '../../../components/credit/CreditDetailPage.tsx';
import { EXPENSE_VOIDING } from '../config.ts';
import { editPaymentPath, listPath, newPaymentPath } from '../kinds.ts';
import { EXPENSE_TEXT } from '../messages.ts';
import { expenseQueries } from '../queries.ts';

const EXPENSE = {
  useDetail: (id) => useQuery(expenseQueries.detail(id)),
  listPath: listPath('credit'),
  title: (doc) => EXPENSE_TEXT.creditTitle(doc.reference),
  party: (doc) => ({ name: doc.description, detail: doc.category.name }),
  texts: { credit: EXPENSE_TEXT.credit, addPayment: EXPENSE_TEXT.addPayment, empty: EXPENSE_MSG.empty },
  newPaymentPath: (doc) => newPaymentPath(doc.id),
  editPaymentPath: (doc, paymentId) => editPaymentPath(doc.id, paymentId),
  voiding: EXPENSE_VOIDING,
} satisfies CreditDetailKind<ExpenseDetail>;

/** '/expenses-detail/credit/:id': credit, paid, difference and the abonos of one credit expense. */
export default function ExpenseCreditPage() {
  return <CreditDetailPage kind={EXPENSE} />;
}
