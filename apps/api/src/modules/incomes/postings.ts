import { INCOME_JOURNAL, paymentReference } from '@cc/shared';
import { ACC, methodAccount, type Posting, type PostingLine } from '../../ledger/index.ts';
import { type DocumentPostingHead, type PaymentForPosting, paymentEntry } from '../credit/index.ts';
import type { DrawnLine } from './sale-lines.ts';

/** Journal sources: a sale (revenue and cost of what it drew) and each payment on a credit. */
export const INCOME_SOURCE = 'income';
export const INCOME_PAYMENT_SOURCE = 'income_payment';

type SaleHead = DocumentPostingHead;

/**
 * docs/accounting.md §Sales income: CONTADO Dr M / Cr 4135, CREDITO Dr 1305 / Cr 4135, the total; and
 * per batch drawn Dr 6135 / Cr 1435, quantity × the batch's cost. Services draw nothing.
 */
export function salePosting(userId: number, sale: SaleHead, lines: readonly DrawnLine[]): Posting {
  const receivable =
    sale.paymentType === 'CONTADO' ? methodAccount(sale.paymentMethod ?? 'EFECTIVO') : ACC.cuentasPorCobrar;
  const cost: PostingLine[] = lines.flatMap((l) =>
    l.allocations.flatMap((a) => [
      { account: ACC.costoVentas, debit: a.quantity * a.costValue },
      { account: ACC.inventarios, credit: a.quantity * a.costValue },
    ]),
  );
  return {
    userId,
    date: sale.date,
    source: { type: INCOME_SOURCE, id: sale.id },
    description: INCOME_JOURNAL.sale(sale.number),
    lines: [
      { account: receivable, debit: sale.value },
      { account: ACC.ingresosVentas, credit: sale.value },
      ...cost,
    ],
  };
}

/** A payment received on a credit sale (initial or abono): Dr M / Cr 1305. */
export function paymentPosting(userId: number, saleNumber: number, payment: PaymentForPosting): Posting {
  return paymentEntry(userId, payment, {
    source: INCOME_PAYMENT_SOURCE,
    description: INCOME_JOURNAL.payment(paymentReference(saleNumber, payment.ordinal)),
    debit: methodAccount(payment.paymentMethod),
    credit: ACC.cuentasPorCobrar,
  });
}
