import { type PaymentMethod, paymentReference } from '@cc/shared';
import { type CreditDocRow, type CreditPaymentRow, creditMessages } from './credit-book.ts';
import type { DocumentKind } from './document-kind.ts';
import { creditPayments } from './payments.ts';

/** The abono calls of a document kind (modules/credit/payments.ts rules), from its definition and its texts. */
export function kindPayments<Row extends CreditDocRow, Doc, Item, Pay extends CreditPaymentRow, Out>(
  kind: DocumentKind<Row, Doc, Item>,
  toPayment: (payment: Pay, doc: Row) => Out,
) {
  return creditPayments<Row, Pay, Out>({
    docs: kind.docs,
    lockDoc: kind.lockDoc,
    payments: kind.payments,
    paymentDocId: kind.paymentDocId,
    paymentValues: kind.paymentValues,
    msg: creditMessages(kind.msg, kind.msg.paymentBeforeDocument),
    paymentSource: kind.paymentSource,
    posting: kind.paymentPosting,
    ...(kind.thirdParty ? { thirdParty: kind.thirdParty } : {}),
    toPayment,
  });
}

/** How any kind shows a payment: the common fields (each module adds the column naming its document). */
export function paymentOut(
  p: {
    id: number;
    ordinal: number;
    date: string;
    value: number;
    paymentMethod: PaymentMethod;
    observations: string;
    deleted: boolean;
    isInitial: boolean;
  },
  doc: { number: number; paidOut: boolean },
) {
  return {
    id: p.id,
    number: p.ordinal,
    reference: paymentReference(doc.number, p.ordinal),
    date: p.date,
    value: p.value,
    payment_method: p.paymentMethod,
    observations: p.observations,
    deleted: p.deleted,
    is_finished: doc.paidOut,
    is_initial: p.isInitial,
  };
}
