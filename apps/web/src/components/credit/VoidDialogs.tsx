import { useState } from 'react';
import type { ApiResult } from '../../api/client.ts';
import { ConfirmDeleteModal } from '../ConfirmDeleteModal.tsx';
import { refusalMessage } from '../errors.ts';
import { type Message, MessageModal } from '../MessageModal.tsx';

/** What the user asked to void; `reference` is the number the texts show ('0007', '0007-02'). */
export type VoidTarget =
  | { kind: 'document'; id: number; reference: string }
  | { kind: 'payment'; id: number; paymentId: number; reference: string };

type ConfirmTexts = { title: string; text: string; cancel: string; confirm: string };

export type VoidTexts = {
  /** The confirmation of voiding the document, and of voiding one abono. */
  confirm: { document: ConfirmTexts; payment: ConfirmTexts };
  /** 'Operación exitosa' and its text for what was voided. */
  success: { title: string; document: (reference: string) => string; payment: (reference: string) => string };
};

/** The part of a TanStack mutation the dialogs use; the module's mutation refreshes its lists. */
export type VoidMutation<V> = {
  mutateAsync: (variables: V) => Promise<ApiResult<unknown>>;
  isPending: boolean;
};

type Props = {
  target: VoidTarget | null;
  onClose: () => void;
  texts: VoidTexts;
  /** Absent where only abonos are voided (an opening balance is never voided itself). */
  voidDocument?: VoidMutation<number>;
  voidPayment: VoidMutation<{ id: number; paymentId: number }>;
};

/**
 * The void confirmation of a sale, purchase or expense (or one of its abonos), then
 * 'Operación exitosa' or the refusal (docs/product/2-inventory-income-purchases.md §8: `detail` → 'Error'; `validations_error` → its
 * first item).
 */
export function VoidDialogs({ target, onClose, texts, voidDocument, voidPayment }: Props) {
  const [message, setMessage] = useState<Message | null>(null);
  const confirm = texts.confirm[target?.kind ?? 'document'];

  const submit = async () => {
    if (!target) return;
    const result =
      target.kind === 'payment'
        ? await voidPayment.mutateAsync({ id: target.id, paymentId: target.paymentId })
        : await voidDocument?.mutateAsync(target.id);
    if (!result) return;
    if (!result.ok) return setMessage(refusalMessage(result));
    setMessage({
      title: texts.success.title,
      text: texts.success[target.kind](target.reference),
      tone: 'success',
    });
  };

  return (
    <>
      <ConfirmDeleteModal
        opened={target !== null && message === null}
        title={confirm.title}
        question={confirm.text}
        cancelLabel={confirm.cancel}
        confirmLabel={confirm.confirm}
        loading={Boolean(voidDocument?.isPending) || voidPayment.isPending}
        onCancel={onClose}
        onConfirm={() => void submit()}
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
