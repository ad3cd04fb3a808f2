import type { CreditDocRow, CreditMessages, CreditPaymentRow } from './credit-book.ts';
import type { DocumentKind } from './document-kind.ts';
import { creditPayments } from './payments.ts';

/** The abono calls of a document kind (modules/credit/payments.ts rules), from its definition. */
export function kindPayments<Row extends CreditDocRow, Doc, Item, Pay extends CreditPaymentRow, Out>(
  kind: DocumentKind<Row, Doc, Item>,
  msg: CreditMessages,
  toPayment: (payment: Pay, doc: Row) => Out,
) {
  return creditPayments<Row, Pay, Out>({
    docs: kind.docs,
    lockDoc: kind.lockDoc,
    payments: kind.payments,
    paymentDocId: kind.paymentDocId,
    paymentValues: kind.paymentValues,
    msg,
    paymentSource: kind.paymentSource,
    posting: kind.paymentPosting,
    toPayment,
  });
}
