import { PAYMENT_METHOD_LABEL, PAYMENT_TYPE_LABEL, type PaymentMethod, type PaymentType } from '@cc/shared';

/** How a payment method reads on screen (cards, rows, selects). */
export const METHOD_LABELS = PAYMENT_METHOD_LABEL;

/** The options of a 'Método de pago' select. */
export const METHOD_OPTIONS = (Object.keys(METHOD_LABELS) as PaymentMethod[]).map((value) => ({
  value,
  label: METHOD_LABELS[value],
}));

/** A select's value as a payment method, or '' when it is none of them (cleared, unknown). */
export const asMethod = (v: string | null | undefined): PaymentMethod | '' =>
  v != null && v in METHOD_LABELS ? (v as PaymentMethod) : '';

/** How a payment type reads on screen ('Tipo de pago', the invoice). */
export const TYPE_LABELS = PAYMENT_TYPE_LABEL;

/** The three lists and forms of a sale, purchase or expense (docs/product/2-inventory-income-purchases.md §2, docs/product/3-expenses-reports.md §2). */
export type PaymentKind = 'cash' | 'bank' | 'credit';

/** Which list and form a stored document belongs to. */
export function paymentKindOf(doc: {
  payment_type: PaymentType;
  payment_method: PaymentMethod | null;
}): PaymentKind {
  if (doc.payment_type === 'CREDITO') return 'credit';
  return doc.payment_method === 'BANCO' ? 'bank' : 'cash';
}
