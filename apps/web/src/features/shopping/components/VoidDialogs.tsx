import { INCOME_MSG, SHOPPING_MSG } from '@cc/shared';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../../components/ConfirmDeleteModal.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { refusalMessage } from '../../../lib/errors.ts';
import { useVoidShopping, useVoidShoppingPayment } from '../mutations.ts';

export type VoidTarget =
  | { kind: 'shopping'; id: number; reference: string }
  | { kind: 'payment'; id: number; paymentId: number; reference: string };

/** 'Anular compra' / 'Anular abono' confirmation, then 'Operación exitosa' or the refusal (spec 2 §8). */
export function VoidDialogs({ target, onClose }: { target: VoidTarget | null; onClose: () => void }) {
  const voidShopping = useVoidShopping();
  const voidPayment = useVoidShoppingPayment();
  const [message, setMessage] = useState<Message | null>(null);
  const texts = target?.kind === 'payment' ? SHOPPING_MSG.voidPaymentConfirm : SHOPPING_MSG.voidConfirm;

  const confirm = async () => {
    if (!target) return;
    const result =
      target.kind === 'shopping'
        ? await voidShopping.mutateAsync(target.id)
        : await voidPayment.mutateAsync({ id: target.id, paymentId: target.paymentId });
    if (!result.ok) return setMessage(refusalMessage(result));
    const text =
      target.kind === 'shopping'
        ? SHOPPING_MSG.voidedOk.text(target.reference)
        : INCOME_MSG.voidedOk.payment(target.reference);
    setMessage({ title: SHOPPING_MSG.voidedOk.title, text, tone: 'success' });
  };

  return (
    <>
      <ConfirmDeleteModal
        opened={target !== null && message === null}
        title={texts.title}
        question={texts.text}
        cancelLabel={texts.cancel}
        confirmLabel={texts.confirm}
        loading={voidShopping.isPending || voidPayment.isPending}
        onCancel={onClose}
        onConfirm={() => void confirm()}
      />
      <MessageModal
        message={message}
        onClose={() => {
          setMessage(null);
          onClose();
        }}
      />
    </>
  );
}
