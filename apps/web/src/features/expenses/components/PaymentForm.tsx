import { EXPENSE_MSG, type ExpensePayment } from '@cc/shared';
import { Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { WizardFrame } from '../../../components/document/WizardFrame.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { failureMessage } from '../../../lib/errors.ts';
import { todayIso } from '../../../lib/format.ts';
import { METHOD_OPTIONS } from '../../../lib/payment-methods.ts';
import { useSingleSubmit } from '../../../lib/use-single-submit.ts';
import {
  emptyPayment,
  type PaymentFormValues,
  paymentAlert,
  paymentPayload,
  paymentValuesOf,
} from '../form/values.ts';
import { EXPENSE_TEXT } from '../messages.ts';
import { useCreateExpensePayment, useUpdateExpensePayment } from '../mutations.ts';

type Props = { expenseId: number; editing?: ExpensePayment | undefined; onLeave: () => void };

const F = EXPENSE_TEXT.fields;

/** An abono of a credit expense (spec 3 §2: payment and edit_payment are one step). */
export function PaymentForm({ expenseId, editing, onLeave }: Props) {
  const create = useCreateExpensePayment();
  const update = useUpdateExpensePayment();
  const [message, setMessage] = useState<Message | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<PaymentFormValues>({
    initialValues: editing ? paymentValuesOf(editing) : emptyPayment(),
  });
  const single = useSingleSubmit();
  const sending = single.sending || create.isPending || update.isPending;

  const submit = async (values: PaymentFormValues) => {
    const alert = paymentAlert(values);
    if (alert) return setMessage({ title: EXPENSE_TEXT.alertTitle, text: alert, tone: 'error' });
    await save(values);
  };
  const save = single.guard(async (values: PaymentFormValues) => {
    const body = paymentPayload(values);
    const result = editing
      ? await update.mutateAsync({ id: expenseId, paymentId: editing.id, body })
      : await create.mutateAsync({ id: expenseId, body });
    if (!result.ok) {
      const method = values.payment_method === 'BANCO' ? 'banco' : 'efectivo';
      const texts = editing
        ? EXPENSE_MSG.updateFailed
        : {
            title: EXPENSE_MSG.paymentCreateFailed.title,
            text: EXPENSE_MSG.paymentCreateFailed.text(method),
          };
      setMessage(failureMessage(texts, result));
      return false;
    }
    setSaved(true);
    setMessage({ title: editing ? EXPENSE_MSG.paymentUpdated : EXPENSE_MSG.paymentCreated, tone: 'success' });
    return true;
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
      <WizardFrame
        active={0}
        labels={EXPENSE_TEXT.nav}
        showBack
        last
        sending={sending}
        locked={single.locked}
        onBack={onLeave}
        onSubmit={form.onSubmit((v) => void submit(v))}
      >
        <Stack gap="sm">
          <TextInput type="date" label={F.date} max={todayIso()} {...form.getInputProps('date')} />
          <MoneyInput label={F.paymentValue} {...form.getInputProps('value')} />
          <Select label={F.paymentMethod} data={METHOD_OPTIONS} {...form.getInputProps('payment_method')} />
          <Textarea
            label={F.observations}
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('observations')}
          />
        </Stack>
      </WizardFrame>
      <MessageModal
        message={message}
        onClose={() => {
          setMessage(null);
          if (saved) onLeave();
        }}
      />
    </Paper>
  );
}
