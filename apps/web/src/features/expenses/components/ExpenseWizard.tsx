import { EXPENSE_MSG, type ExpenseDetail } from '@cc/shared';
import { Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { WizardFrame } from '../../../components/document/WizardFrame.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { failureMessage } from '../../../lib/errors.ts';
import { todayIso } from '../../../lib/format.ts';
import { METHOD_LABELS, METHOD_OPTIONS, TYPE_LABELS } from '../../../lib/payment-methods.ts';
import { useSingleSubmit } from '../../../lib/use-single-submit.ts';
import {
  createPayload,
  type ExpenseFormValues,
  emptyValues,
  expenseAlert,
  updatePayload,
  valuesOf,
} from '../form/values.ts';
import { type ExpenseKind, KINDS } from '../kinds.ts';
import { EXPENSE_TEXT } from '../messages.ts';
import { useCreateExpense, useUpdateExpense } from '../mutations.ts';
import { expenseQueries, reminderQueries } from '../queries.ts';

type Props = {
  kind: ExpenseKind;
  /** The expense being edited. */
  editing?: ExpenseDetail | undefined;
  /** A reminder being accepted: its expense prefills the form; saving carries reminder_id. */
  fromReminder?: { id: number; expense: ExpenseDetail; date?: string | undefined } | undefined;
  onLeave: () => void;
};

const F = EXPENSE_TEXT.fields;

/** The two steps of the expense form (spec 3 §2): expense data, then payment data. */
export function ExpenseWizard({ kind, editing, fromReminder, onLeave }: Props) {
  const info = KINDS[kind];
  const categories = useQuery(expenseQueries.categories());
  const options = useQuery(reminderQueries.options());
  const create = useCreateExpense();
  const update = useUpdateExpense();
  const [step, setStep] = useState(0);
  const [message, setMessage] = useState<Message | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<ExpenseFormValues>({
    initialValues: editing
      ? valuesOf(editing)
      : fromReminder
        ? {
            ...valuesOf(fromReminder.expense, true),
            date: fromReminder.date ?? todayIso(),
            payment_method: info.paymentMethod,
          }
        : emptyValues(kind),
  });
  // Spec 3 §4 'Credit edit': with abonos the value is locked and the money fields disabled.
  const locked = editing !== undefined && kind === 'credit' && editing.payments.some((p) => !p.deleted);
  const single = useSingleSubmit();
  const sending = single.sending || create.isPending || update.isPending;

  const submit = async (values: ExpenseFormValues) => {
    const alert = expenseAlert(kind, values, step);
    if (alert) return setMessage({ title: EXPENSE_TEXT.alertTitle, text: alert, tone: 'error' });
    if (step === 0) return setStep(1);
    await save(values);
  };
  const save = single.guard(async (values: ExpenseFormValues) => {
    const result = editing
      ? await update.mutateAsync({ id: editing.id, body: updatePayload(kind, values, locked) })
      : await create.mutateAsync(createPayload(kind, values, fromReminder?.id));
    if (!result.ok) {
      setMessage(failureMessage(editing ? EXPENSE_MSG.updateFailed : EXPENSE_MSG.createFailed, result));
      return false;
    }
    setSaved(true);
    setMessage({ title: editing ? EXPENSE_MSG.updated : EXPENSE_MSG.created, tone: 'success' });
    return true;
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
      <WizardFrame
        steps={EXPENSE_TEXT.steps}
        active={step}
        labels={EXPENSE_TEXT.nav}
        showBack
        last={step === 1}
        sending={sending}
        locked={single.locked}
        onBack={() => (step === 0 ? onLeave() : setStep(0))}
        onSubmit={form.onSubmit((v) => void submit(v))}
      >
        {step === 0 ? (
          <Stack gap="sm">
            <TextInput label={F.description} maxLength={255} {...form.getInputProps('description')} />
            <Select
              label={F.category}
              data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              searchable
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('category_id')}
            />
            <MoneyInput label={F.value} disabled={locked} {...form.getInputProps('value')} />
            <TextInput type="date" label={F.date} max={todayIso()} {...form.getInputProps('date')} />
            <Select
              label={F.reminder}
              data={(options.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
              allowDeselect={false}
              {...form.getInputProps('reminder')}
            />
            <Textarea
              label={F.observations}
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps('observations')}
            />
          </Stack>
        ) : (
          <Stack gap="sm">
            <TextInput label={F.paymentType} value={TYPE_LABELS[info.paymentType]} readOnly />
            {info.paymentMethod ? (
              <TextInput label={F.paymentMethod} value={METHOD_LABELS[info.paymentMethod]} readOnly />
            ) : (
              <>
                <Select
                  label={F.paymentMethod}
                  data={METHOD_OPTIONS}
                  clearable
                  disabled={editing !== undefined}
                  {...form.getInputProps('payment_method')}
                />
                <MoneyInput
                  label={F.payment}
                  disabled={editing !== undefined}
                  {...form.getInputProps('payment')}
                />
              </>
            )}
          </Stack>
        )}
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
