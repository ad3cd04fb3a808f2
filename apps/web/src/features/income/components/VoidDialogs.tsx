import { INCOME_MSG } from '@cc/shared';
import {
  VoidDialogs as CreditVoidDialogs,
  type VoidTarget,
  type VoidTexts,
} from '../../../components/credit/VoidDialogs.tsx';
import { useVoidIncome, useVoidPayment } from '../mutations.ts';

export type { VoidTarget };

const TEXTS: VoidTexts = {
  confirm: { document: INCOME_MSG.voidConfirm, payment: INCOME_MSG.voidPaymentConfirm },
  success: {
    title: INCOME_MSG.voidedOk.title,
    document: INCOME_MSG.voidedOk.text,
    payment: INCOME_MSG.voidedOk.payment,
  },
};

/** 'Anular ingreso' / 'Anular abono', then 'Operación exitosa' or the refusal (spec 2 §8). */
export function VoidDialogs(props: { target: VoidTarget | null; onClose: () => void }) {
  return (
    <CreditVoidDialogs
      {...props}
      texts={TEXTS}
      voidDocument={useVoidIncome()}
      voidPayment={useVoidPayment()}
    />
  );
}
