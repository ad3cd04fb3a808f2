import type { ReactNode } from 'react';
import type { ApiResult } from '../../api/client.ts';
import { asMethod, METHOD_LABELS } from '../../lib/payment-methods.ts';
import { saveFailure } from '../errors.ts';
import type { Message } from '../MessageModal.tsx';
import type { AnyWizardConfig, FailedText, SaidText } from './wizard-config.ts';
import type { DocumentMode } from './wizard-mode.ts';

/** The modal after 'Enviar'; `leave`: the form is done, its 'Aceptar' leads out. */
export type SaveOutcome = Message & { leave: boolean };

const said = (t: SaidText, arg: string): Message =>
  typeof t === 'string'
    ? { title: t, tone: 'success' }
    : {
        title: t.title,
        ...(t.text ? { text: typeof t.text === 'function' ? t.text(arg) : t.text } : {}),
        tone: 'success',
      };
const failedText = (t: FailedText, arg: string) => ({
  title: t.title,
  text: typeof t.text === 'function' ? t.text(arg) : t.text,
});

const methodWord = (method: string | null) => {
  const known = asMethod(method);
  return known ? METHOD_LABELS[known].toLowerCase() : '';
};

/**
 * Sends a wizard by its mode (docs/product/2-inventory-income-purchases.md §8, docs/product/3-expenses-reports.md §8): create, update, abono or abono edit, each with
 * its success text, or the failure modal with the server's reasons; the form stays on a failure.
 */
export function useWizardSave<M extends DocumentMode, V extends { payment_method: string | null }, D>(
  config: AnyWizardConfig,
  mode: M,
  doc: D | null,
) {
  const { mutations, payloads, texts } = config;
  const T = texts.saved;
  const create = mutations.useCreate();
  const update = mutations.useUpdate();
  const createPayment = mutations.useCreatePayment();
  const updatePayment = mutations.useUpdatePayment();
  const pending = create.isPending || update.isPending || createPayment.isPending || updatePayment.isPending;
  const fail = texts.failure ?? ((result, t) => saveFailure(result, t.title, t.text));

  const save = async (values: V, reference: string): Promise<SaveOutcome> => {
    const method = methodWord(values.payment_method);
    const answer = async (
      call: Promise<ApiResult<unknown>>,
      ok: SaidText,
      failed: FailedText,
      arg: string,
      extra?: (saved: D) => ReactNode,
    ): Promise<SaveOutcome> => {
      const result = await call;
      if (!result.ok) return { ...fail(result, failedText(failed, arg)), leave: false };
      const more = extra?.(result.data as D);
      return { ...said(ok, arg), ...(more ? { extra: more } : {}), leave: true };
    };
    switch (mode.kind) {
      case 'create':
        return answer(
          create.mutateAsync(payloads.create(mode, values)),
          T.created,
          T.createFailed,
          reference,
          config.created,
        );
      case 'edit':
        return answer(
          update.mutateAsync({ id: mode.id, body: payloads.update(mode, values, doc) }),
          T.updated,
          T.updateFailed,
          reference,
        );
      case 'payment':
        return answer(
          createPayment.mutateAsync({ id: mode.id, body: payloads.payment(values) }),
          T.paymentCreated,
          T.paymentCreateFailed,
          method,
        );
      case 'edit_payment':
        return answer(
          updatePayment.mutateAsync({
            id: mode.id,
            paymentId: mode.paymentId,
            body: payloads.payment(values),
          }),
          T.paymentUpdated,
          T.updateFailed,
          reference,
        );
    }
  };
  return { save, pending };
}
