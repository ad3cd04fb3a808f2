import {
  ABONO_TEXT,
  CREDIT_TOTAL_TEXT,
  PAYMENT_FIELD_TEXT as F,
  WIZARD_NAV,
} from '../../components/document/texts.ts';
import { REFERENCE_TEXT } from '../../components/messages.ts';

/** Screen texts of the opening-balance abonos that the shared messages do not hold. */
export const OPENING_TEXT = {
  /** The action on the report rows and the credit lists. */
  pay: 'Abonar',
  payments: CREDIT_TOTAL_TEXT.payments,
  back: WIZARD_NAV.back,
  send: WIZARD_NAV.send,
  newPaymentTitle: ABONO_TEXT.newPaymentTitle,
  editPaymentTitle: ABONO_TEXT.editPaymentTitle,
  pendingLabel: 'Saldo',
  /** The detail's three totals; the balance says who owes. */
  totals: {
    value: 'Saldo inicial',
    paid: CREDIT_TOTAL_TEXT.paid,
    receivable: 'Saldo por cobrar',
    liability: 'Saldo por pagar',
  },
  fields: {
    date: F.date,
    datePlaceholder: F.datePlaceholder,
    method: F.method,
    methodPlaceholder: REFERENCE_TEXT.select,
    value: F.abono,
    observations: F.observations,
  },
} as const;
