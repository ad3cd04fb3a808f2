import { EXPENSE_MSG } from '@cc/shared';
import {
  VoidDialogs as CreditVoidDialogs,
  type VoidTarget,
  type VoidTexts,
} from '../../../components/credit/VoidDialogs.tsx';
import { useVoidExpense, useVoidExpensePayment } from '../mutations.ts';

export type { VoidTarget };

const C = EXPENSE_MSG.voidConfirm;

const TEXTS: VoidTexts = {
  confirm: {
    document: { title: 'Anular gasto', text: C.gasto, cancel: C.cancel, confirm: C.confirm },
    payment: { title: 'Anular abono', text: C.abono, cancel: C.cancel, confirm: C.confirm },
  },
  // Spec 3 §8 has one text for both: 'El gasto o abono {id} ha sido anulado…'.
  success: {
    title: EXPENSE_MSG.voidedOk.title,
    document: EXPENSE_MSG.voidedOk.text,
    payment: EXPENSE_MSG.voidedOk.text,
  },
};

/** The confirmation, then 'Operación exitosa' or the refusal's 'Error' (spec 3 §8). */
export function VoidDialogs(props: { target: VoidTarget | null; onClose: () => void }) {
  return (
    <CreditVoidDialogs
      {...props}
      texts={TEXTS}
      voidDocument={useVoidExpense()}
      voidPayment={useVoidExpensePayment()}
    />
  );
}
