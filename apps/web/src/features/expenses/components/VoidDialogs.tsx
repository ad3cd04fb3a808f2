import { EXPENSE_MSG } from '@cc/shared';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../../components/ConfirmDeleteModal.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { refusalMessage } from '../../../lib/errors.ts';
import { useVoidExpense, useVoidExpensePayment } from '../mutations.ts';

/** What the user asked to void; `reference` is the number the success text shows ('0007', '0007-02'). */
export type VoidTarget =
  | { kind: 'expense'; id: number; reference: string }
  | { kind: 'payment'; id: number; paymentId: number; reference: string };

type Props = { target: VoidTarget | null; onClose: () => void };

/** The confirmation, then 'Operación exitosa' or the refusal's 'Error' (spec 3 §8). */
export function VoidDialogs({ target, onClose }: Props) {
  const voidExpense = useVoidExpense();
  const voidPayment = useVoidExpensePayment();
  const [message, setMessage] = useState<Message | null>(null);
  const C = EXPENSE_MSG.voidConfirm;

  const confirm = async () => {
    if (!target) return;
    const result =
      target.kind === 'expense'
        ? await voidExpense.mutateAsync(target.id)
        : await voidPayment.mutateAsync({ id: target.id, paymentId: target.paymentId });
    if (!result.ok) return setMessage(refusalMessage(result));
    setMessage({
      title: EXPENSE_MSG.voidedOk.title,
      text: EXPENSE_MSG.voidedOk.text(target.reference),
      tone: 'success',
    });
  };

  return (
    <>
      <ConfirmDeleteModal
        opened={target !== null && message === null}
        title={target?.kind === 'payment' ? 'Anular abono' : 'Anular gasto'}
        question={target?.kind === 'payment' ? C.abono : C.gasto}
        cancelLabel={C.cancel}
        confirmLabel={C.confirm}
        loading={voidExpense.isPending || voidPayment.isPending}
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
