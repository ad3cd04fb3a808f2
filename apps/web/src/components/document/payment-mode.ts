import type { PaymentMethod } from '@cc/shared';
import { initialPaymentOf } from '../credit/initial-payment.ts';
import { KIND_PAYMENT } from './document-data.ts';
import { type DocumentMode, isPaymentMode, kindOfMode } from './wizard-mode.ts';

/**
 * A new abono's method, chosen already (issue 30 item 7): most abonos of a shop are paid in cash;
 * the field stays a select for the bank ones.
 */
export const ABONO_METHOD = 'EFECTIVO' satisfies PaymentMethod;

type Paid = { payments: readonly { is_initial: boolean; deleted: boolean; value: number }[] };

/**
 * How `PaymentFields` shows a mode (docs/product/2-inventory-income-purchases.md §3, docs/product/3-expenses-reports.md §2): an abono; a new credit, whose initial
 * payment and method are typed; or a document whose type and method the route fixes — a saved
 * credit shows its initial payment, disabled, and its method, which its abonos change.
 */
export function paymentFieldsOf(mode: DocumentMode, doc: Paid | null) {
  const abono = isPaymentMode(mode);
  const credit = kindOfMode(mode) === 'credit';
  const variant: 'abono' | 'credit' | 'fixed' = abono
    ? 'abono'
    : credit && mode.kind === 'create'
      ? 'credit'
      : 'fixed';
  return {
    variant,
    paymentType: abono ? undefined : KIND_PAYMENT[kindOfMode(mode)].paymentType,
    initialPayment: credit && mode.kind === 'edit' && doc ? initialPaymentOf(doc.payments) : undefined,
    methodLocked: credit && mode.kind === 'edit',
  };
}
