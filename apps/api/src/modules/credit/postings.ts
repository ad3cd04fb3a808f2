import type { PaymentMethod, PaymentType } from '@cc/shared';
import type { Posting } from '../../ledger/index.ts';
import type { PaymentForPosting } from './document-kind.ts';

/** What a document's own posting reads of it, whatever its kind. */
export type DocumentPostingHead = {
  id: number;
  number: number;
  date: string;
  paymentType: PaymentType;
  paymentMethod: PaymentMethod | null;
  value: number;
};

/**
 * The entry of a payment on a credit (initial or abono), any kind: Dr `debit` / Cr `credit` for
 * its value, dated as the payment, under the kind's payment source.
 */
export function paymentEntry(
  userId: number,
  payment: PaymentForPosting,
  entry: { source: string; description: string; debit: string; credit: string },
): Posting {
  return {
    userId,
    date: payment.date,
    source: { type: entry.source, id: payment.id },
    description: entry.description,
    lines: [
      { account: entry.debit, debit: payment.value },
      { account: entry.credit, credit: payment.value },
    ],
  };
}
