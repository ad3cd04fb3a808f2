import {
  type FinancialInfoDetail,
  type FinancialInfoPayment,
  INCOME_MSG,
  openingBalanceLabel,
  type PaymentMethod,
  type TPaymentCreate,
  ZPaymentCreate,
} from '@cc/shared';
import { Button, Grid, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { Cargando } from '../../../components/Cargando.tsx';
import { ABONO_METHOD } from '../../../components/document/payment-mode.ts';
import { saveFailure } from '../../../components/errors.ts';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { useResultModal } from '../../../components/ResultModal.tsx';
import { DATE_FORMAT, formatCOP, todayIso } from '../../../lib/format.ts';
import { METHOD_LABELS } from '../../../lib/payment-methods.ts';
import { useSingleSubmit } from '../../../lib/use-single-submit.ts';
import { OPENING_KINDS, type OpeningKind } from '../kinds.ts';
import { OPENING_TEXT } from '../messages.ts';
import { useCreateOpeningPayment, useUpdateOpeningPayment } from '../mutations.ts';

type Values = {
  date: string;
  payment_method: PaymentMethod | '';
  payment: number | '';
  observations: string;
};

const METHOD_OPTIONS = (Object.keys(METHOD_LABELS) as PaymentMethod[]).map((value) => ({
  value,
  label: METHOD_LABELS[value],
}));

const payloadOf = (v: Values): TPaymentCreate => ({
  date: v.date,
  value: v.payment,
  payment_method: v.payment_method,
  observations: v.observations,
});

/** The '¡Alerta!' of docs/product/2-inventory-income-purchases.md §5, from the schema the API validates with (same texts). */
function alertOf(v: Values): string | null {
  const parsed = ZPaymentCreate.safeParse(payloadOf(v));
  if (!parsed.success) return parsed.error.issues[0]?.message ?? null;
  return v.date > todayIso() ? INCOME_MSG.futureDate : null;
}

type Props = { kind: OpeningKind; record: FinancialInfoDetail; editing?: FinancialInfoPayment | undefined };

/**
 * The abono form of a credit sale (date, method, 'Valor del abono', observations; 'Regresar' and
 * 'Enviar') for an opening receivable or liability, with what it pays and what is pending above.
 * Success → 'Abono creado' / 'Abono actualizado', then the balance's abonos; failure → stay.
 */
export function OpeningPaymentForm({ kind, record, editing }: Props) {
  const cfg = OPENING_KINDS[kind];
  const navigate = useNavigate();
  const result = useResultModal();
  const create = useCreateOpeningPayment();
  const update = useUpdateOpeningPayment();
  const single = useSingleSubmit();
  const sending = single.sending || create.isPending || update.isPending;
  const exit = cfg.detailPath(record.id);
  const form = useForm<Values>({
    initialValues: editing
      ? {
          date: editing.date,
          payment_method: editing.payment_method,
          payment: editing.value,
          observations: editing.observations,
        }
      : { date: todayIso(), payment_method: ABONO_METHOD, payment: '', observations: '' },
  });
  const values = form.values;

  // A double tap sends once (the API also answers a repeated Idempotency-Key with the first answer).
  const submit = single.guard(async () => {
    const alert = alertOf(values);
    if (alert) return result.show({ title: INCOME_MSG.alertTitle, text: alert, tone: 'error' });
    const body = payloadOf(values);
    const method = values.payment_method ? METHOD_LABELS[values.payment_method].toLowerCase() : '';
    if (editing) {
      const answer = await update.mutateAsync({ id: record.id, paymentId: editing.id, body });
      if (answer.ok) {
        const { title, text } = INCOME_MSG.paymentUpdated;
        result.show({ title, text: text(editing.reference), tone: 'success' }, exit);
        return true;
      }
      const { title, text } = INCOME_MSG.updateFailed;
      return result.show(saveFailure(answer, title, text));
    }
    const answer = await create.mutateAsync({ id: record.id, body });
    if (answer.ok) {
      const { title, text } = INCOME_MSG.paymentCreated;
      result.show({ title, text: text(method), tone: 'success' }, exit);
      return true;
    }
    const { title, text } = INCOME_MSG.paymentCreateFailed;
    return result.show(saveFailure(answer, title, text(method)));
  });

  return (
    <>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={860} mx="auto">
        <Paper withBorder p="sm" radius="md" mb="md" bg="gray.0">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={700}>{openingBalanceLabel(record.category.name)}</Text>
              <Text size="sm" c="dimmed" truncate="end">
                {cfg.totals.value} {formatCOP(record.value)}
              </Text>
            </Stack>
            <Stack gap={0} ta="right" style={{ flexShrink: 0 }}>
              <Text size="xs" c="dimmed">
                {cfg.totals.balance}
              </Text>
              <Text fw={700} data-testid="opening-form-pending">
                {formatCOP(record.pending)}
              </Text>
            </Stack>
          </Group>
        </Paper>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Grid gutter="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <DatePickerInput
                label={OPENING_TEXT.fields.date}
                withAsterisk
                placeholder={OPENING_TEXT.fields.datePlaceholder}
                valueFormat={DATE_FORMAT}
                maxDate={todayIso()}
                leftSection={<IconCalendar size={18} />}
                value={values.date || null}
                onChange={(v) => form.setFieldValue('date', v ?? '')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={OPENING_TEXT.fields.method}
                withAsterisk
                placeholder={OPENING_TEXT.fields.methodPlaceholder}
                data={METHOD_OPTIONS}
                value={values.payment_method || null}
                onChange={(v) => form.setFieldValue('payment_method', (v ?? '') as Values['payment_method'])}
                allowDeselect={false}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <MoneyInput
                label={OPENING_TEXT.fields.value}
                withAsterisk
                value={values.payment}
                onChange={(digits) => form.setFieldValue('payment', digits === '' ? '' : Number(digits))}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={OPENING_TEXT.fields.observations}
                autosize
                minRows={2}
                maxRows={5}
                {...form.getInputProps('observations')}
              />
            </Grid.Col>
          </Grid>
          <Group justify="space-between" mt="xl" wrap="nowrap">
            <Button variant="default" onClick={() => navigate(exit)} disabled={sending}>
              {OPENING_TEXT.back}
            </Button>
            <Button type="submit" loading={sending} disabled={single.locked}>
              {OPENING_TEXT.send}
            </Button>
          </Group>
        </form>
      </Paper>
      {result.modal}
      <Cargando visible={sending} />
    </>
  );
}
