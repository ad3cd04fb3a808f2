import { INCOME_MSG } from '@cc/shared';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../../components/ConfirmDeleteModal.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { refusalMessage } from '../../../lib/errors.ts';
import { useVoidIncome, useVoidPayment } from '../mutations.ts';

/** What the user asked to void; `reference` is the number the texts show ('0007', '0007-02'). */
export type VoidTarget =
  | { kind: 'income'; id: number; reference: string }
  | { kind: 'payment'; incomeId: number; paymentId: number; reference: string };

type Props = { target: VoidTarget | null; onClose: () => void };

/**
 * 'Anular ingreso' / 'Anular abono' confirmation, then 'Operación exitosa' or the refusal
 * (spec 2 §8: `detail` → 'Error'; `validations_error` → its first item).
 */
export function VoidDialogs({ target, onClose }: Props) {
  const voidIncome = useVoidIncome();
  const voidPayment = useVoidPayment();
  const [message, setMessage] = useState<Message | null>(null);
  const texts = target?.kind === 'payment' ? INCOME_MSG.voidPaymentConfirm : INCOME_MSG.voidConfirm;

  const confirm = async () => {
    if (!target) return;
    const result =
      target.kind === 'income'
        ? await voidIncome.mutateAsync(target.id)
        : await voidPayment.mutateAsync({ incomeId: target.incomeId, paymentId: target.paymentId });
    if (!result.ok) return setMessage(refusalMessage(result));
    const text =
      target.kind === 'income'
        ? INCOME_MSG.voidedOk.text(target.reference)
        : INCOME_MSG.voidedOk.payment(target.reference);
    setMessage({ title: INCOME_MSG.voidedOk.title, text, tone: 'success' });
  };

  return (
    <>
      <ConfirmDeleteModal
        opened={target !== null && message === null}
        title={texts.title}
        question={texts.text}
        cancelLabel={texts.cancel}
        confirmLabel={texts.confirm}
        loading={voidIncome.isPending || voidPayment.isPending}
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
