import { INCOME_MSG, type PaymentMethod } from '@cc/shared';
import type { Message } from '../../../components/MessageModal.tsx';
import { METHOD_LABELS } from '../kinds.ts';
import { saveFailure } from '../messages.ts';
import { useCreateIncome, useCreatePayment, useUpdateIncome, useUpdatePayment } from '../mutations.ts';
import type { FormMode } from './mode.ts';
import { createPayload, type IncomeFormValues, paymentPayload, updatePayload } from './values.ts';

/** The modal after 'Enviar'; `leave` sends the user back to the list when it closes. */
export type SubmitOutcome = Message & { leave: boolean };

/** What the success texts name: the document's number ('0007') or the abono's ('0007-02'). */
export type SubmitContext = { reference: string };

const methodWord = (method: PaymentMethod | '') => (method ? METHOD_LABELS[method].toLowerCase() : '');

/** Sends the wizard (spec 2 §8): success → modal, then the list; failure → modal, stay on the form. */
export function useSubmitIncome(mode: FormMode) {
  const create = useCreateIncome();
  const update = useUpdateIncome();
  const createPayment = useCreatePayment();
  const updatePayment = useUpdatePayment();
  const pending = create.isPending || update.isPending || createPayment.isPending || updatePayment.isPending;

  const submit = async (values: IncomeFormValues, ctx: SubmitContext): Promise<SubmitOutcome> => {
    switch (mode.kind) {
      case 'create': {
        const result = await create.mutateAsync(createPayload(mode, values));
        if (result.ok) return { ...INCOME_MSG.created, tone: 'success', leave: true };
        const { title, text } = INCOME_MSG.createFailed;
        return { ...saveFailure(result, title, text), leave: false };
      }
      case 'edit': {
        const result = await update.mutateAsync({ id: mode.id, body: updatePayload(mode, values) });
        if (result.ok) {
          const { title, text } = INCOME_MSG.updated;
          return { title, text: text(ctx.reference), tone: 'success', leave: true };
        }
        const { title, text } = INCOME_MSG.updateFailed;
        return { ...saveFailure(result, title, text), leave: false };
      }
      case 'payment': {
        const method = methodWord(values.payment_method);
        const result = await createPayment.mutateAsync({
          id: mode.incomeId,
          body: paymentPayload(values),
        });
        if (result.ok) {
          const { title, text } = INCOME_MSG.paymentCreated;
          return { title, text: text(method), tone: 'success', leave: true };
        }
        const { title, text } = INCOME_MSG.paymentCreateFailed;
        return { ...saveFailure(result, title, text(method)), leave: false };
      }
      case 'edit_payment': {
        const result = await updatePayment.mutateAsync({
          id: mode.incomeId,
          paymentId: mode.paymentId,
          body: paymentPayload(values),
        });
        if (result.ok) {
          const { title, text } = INCOME_MSG.paymentUpdated;
          return { title, text: text(ctx.reference), tone: 'success', leave: true };
        }
        const { title, text } = INCOME_MSG.updateFailed;
        return { ...saveFailure(result, title, text), leave: false };
      }
    }
  };

  return { submit, pending };
}
