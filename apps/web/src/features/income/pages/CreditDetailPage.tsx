import { INCOME_MSG, type IncomeDetail } from '@cc/shared';
import { useQuery } from '@tanstack/react-query';
import {
  type CreditDetailKind,
  CreditDetailPage as Page,
} from '../../../components/credit/CreditDetailPage.tsx';
import { VoidDialogs } from '../components/VoidDialogs.tsx';
import { editPaymentPath, listPath, newPaymentPath } from '../kinds.ts';
import { INCOME_TEXT } from '../messages.ts';
import { incomeQueries } from '../queries.ts';

const SALE = {
  useDetail: (id) => useQuery(incomeQueries.detail(id)),
  listPath: listPath('credit'),
  title: (doc) => INCOME_TEXT.creditTitle(doc.reference),
  party: (doc) => ({ name: doc.client.name }),
  texts: { credit: INCOME_TEXT.credit, addPayment: INCOME_MSG.addPayment, empty: INCOME_MSG.empty },
  newPaymentPath: (doc) => newPaymentPath(doc.id),
  editPaymentPath: (doc, paymentId) => editPaymentPath(doc.id, paymentId),
  VoidDialogs,
} satisfies CreditDetailKind<IncomeDetail>;

/** '/income-detail/credit/:id': credit, paid, balance and the abonos of one credit sale. */
export function CreditDetailPage() {
  return <Page kind={SALE} />;
}
