import { SHOPPING_MSG, type ShoppingDetail } from '@cc/shared';
import { useQuery } from '@tanstack/react-query';
import { type CreditDetailKind, CreditDetailPage } from '../../../components/credit/CreditDetailPage.tsx';
import { capitalize } from '../../../lib/format.ts';
import { PURCHASE_VOIDING } from '../config.ts';
import { categoryKeyOf, editPaymentPath, listPath, newPaymentPath, SHOPPING_TEXT } from '../kinds.ts';
import { shoppingQueries } from '../queries.ts';

const PURCHASE = {
  useDetail: (id) => useQuery(shoppingQueries.detail(id)),
  listPath: listPath('credit'),
  title: (doc) => SHOPPING_TEXT.creditTitle(doc.reference),
  party: (doc) => ({ name: doc.provider.name, detail: capitalize(doc.category.name) }),
  texts: { credit: SHOPPING_TEXT.credit, addPayment: SHOPPING_TEXT.addPayment, empty: SHOPPING_MSG.empty },
  newPaymentPath: (doc) => newPaymentPath(categoryKeyOf(doc.category.id), doc.id),
  editPaymentPath: (doc, paymentId) => editPaymentPath(categoryKeyOf(doc.category.id), doc.id, paymentId),
  voiding: PURCHASE_VOIDING,
} satisfies CreditDetailKind<ShoppingDetail>;

/** '/shopping-detail/credit/:id': credit, paid, balance and the abonos of one credit purchase. */
export default function ShoppingCreditPage() {
  return <CreditDetailPage kind={PURCHASE} />;
}
