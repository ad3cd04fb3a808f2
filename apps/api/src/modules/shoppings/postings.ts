import { paymentReference, SHOPPING_JOURNAL, type ShoppingCategoryId } from '@cc/shared';
import { ACC, methodAccount, type Posting } from '../../ledger/index.ts';
import { type DocumentPostingHead, type PaymentForPosting, paymentEntry } from '../credit/index.ts';

/** Journal sources: a purchase, and each payment on a credit purchase. */
export const SHOPPING_SOURCE = 'shopping';
export const SHOPPING_PAYMENT_SOURCE = 'shopping_payment';

/** docs/accounting.md §Purchases: what each category debits. */
const DEBIT_ACCOUNT: Record<ShoppingCategoryId, string> = {
  4: ACC.inventarios,
  5: ACC.propiedadPlantaEquipo,
  6: ACC.comprasInsumos,
};

type ShoppingHead = DocumentPostingHead & { categoryId: ShoppingCategoryId };

/** Dr 1435 / 1524 (PPE of unknown kind) / 7105 by category; CONTADO Cr M (1105/1110), CREDITO Cr 2205 Proveedores. */
export function shoppingPosting(userId: number, s: ShoppingHead): Posting {
  const credit = s.paymentType === 'CONTADO' ? methodAccount(s.paymentMethod ?? 'EFECTIVO') : ACC.proveedores;
  return {
    userId,
    date: s.date,
    source: { type: SHOPPING_SOURCE, id: s.id },
    description: SHOPPING_JOURNAL.purchase(s.number),
    lines: [
      { account: DEBIT_ACCOUNT[s.categoryId], debit: s.value },
      { account: credit, credit: s.value },
    ],
  };
}

/** A payment on a credit purchase (initial or abono): Dr 2205 / Cr M. */
export function paymentPosting(userId: number, shoppingNumber: number, payment: PaymentForPosting): Posting {
  return paymentEntry(userId, payment, {
    source: SHOPPING_PAYMENT_SOURCE,
    description: SHOPPING_JOURNAL.payment(paymentReference(shoppingNumber, payment.ordinal)),
    debit: ACC.proveedores,
    credit: methodAccount(payment.paymentMethod),
  });
}
