import { SHOPPING_MSG } from '@cc/shared';
import {
  VoidDialogs as CreditVoidDialogs,
  type VoidTarget,
  type VoidTexts,
} from '../../../components/credit/VoidDialogs.tsx';
import { useVoidShopping, useVoidShoppingPayment } from '../mutations.ts';

export type { VoidTarget };

const TEXTS: VoidTexts = {
  confirm: { document: SHOPPING_MSG.voidConfirm, payment: SHOPPING_MSG.voidPaymentConfirm },
  success: {
    title: SHOPPING_MSG.voidedOk.title,
    document: SHOPPING_MSG.voidedOk.text,
    payment: SHOPPING_MSG.voidedOk.payment,
  },
};

/** 'Anular compra' / 'Anular abono', then 'Operación exitosa' or the refusal (spec 2 §8). */
export function VoidDialogs(props: { target: VoidTarget | null; onClose: () => void }) {
  return (
    <CreditVoidDialogs
      {...props}
      texts={TEXTS}
      voidDocument={useVoidShopping()}
      voidPayment={useVoidShoppingPayment()}
    />
  );
}
