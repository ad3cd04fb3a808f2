import { INCOME_MSG } from '@cc/shared';
import { VoidDialogs, type VoidTarget, type VoidTexts } from '../../../components/credit/VoidDialogs.tsx';
import { useVoidOpeningPayment } from '../mutations.ts';

/** Only abonos are voided here: an opening balance itself is never voided. */
export type PaymentVoidTarget = Extract<VoidTarget, { kind: 'payment' }>;

const TEXTS: VoidTexts = {
  confirm: { document: INCOME_MSG.voidPaymentConfirm, payment: INCOME_MSG.voidPaymentConfirm },
  success: {
    title: INCOME_MSG.voidedOk.title,
    document: INCOME_MSG.voidedOk.payment,
    payment: INCOME_MSG.voidedOk.payment,
  },
};

/** 'Anular abono', then 'Operación exitosa' or the refusal, as on a credit sale (docs/product/2-inventory-income-purchases.md §8). */
export function OpeningVoidDialogs(props: { target: PaymentVoidTarget | null; onClose: () => void }) {
  return <VoidDialogs {...props} texts={TEXTS} voidPayment={useVoidOpeningPayment()} />;
}
