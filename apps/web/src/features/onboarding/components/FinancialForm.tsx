import { Button, Card, Group, Stack } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendarMonth } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ApiResult } from '../../../api/client.ts';
import type { CategoryGroup } from '../../../api/financial.ts';
import { Cargando } from '../../../components/Cargando.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { flattenErrors } from '../../../lib/errors.ts';
import { formatMonth } from '../../../lib/format.ts';
import { failureMessage } from '../messages.ts';
import { CategorySelect } from './CategorySelect.tsx';
import { ValueInput } from './ValueInput.tsx';

/** What the inputs hold: the month as 'YYYY-MM' ('' when empty), the category id as text. */
export type FinancialFormValues = { date: string; category: string | null; value: string };

type Texts = { title: string; text: string };

type Props = {
  title: string;
  listPath: string;
  group: CategoryGroup;
  categoryLabel: string;
  /** Budgets carry a month (spec 1 §5: yyyy-MM, Spanish month picker). */
  withMonth: boolean;
  initialValues: FinancialFormValues;
  /** Client rules, run on blur and on submit; edit forms have none (spec 1 §5). */
  validate?:
    | ((values: FinancialFormValues) => Partial<Record<keyof FinancialFormValues, string>>)
    | undefined;
  submitLabel: string;
  submit: (values: FinancialFormValues) => Promise<ApiResult<unknown>>;
  success: Texts;
  failure: Texts;
};

const FIELDS = new Set<string>(['date', 'category', 'value']);

/**
 * The asset, liability and budget form (spec 1 §4): submitting shows the loading overlay, then
 * a result modal. 'Aceptar' after a success goes to the list; after a failure it stays on the
 * form, with the server's field errors under their inputs, so nothing typed is lost.
 */
export function FinancialForm(props: Props) {
  const { title, listPath, group, categoryLabel, withMonth, validate, submitLabel, submit } = props;
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: Message } | null>(null);
  const form = useForm<FinancialFormValues>({
    mode: 'controlled',
    initialValues: props.initialValues,
    validate: validate ?? {},
    validateInputOnBlur: validate !== undefined,
  });

  const onSubmit = async (values: FinancialFormValues) => {
    setPending(true);
    const res = await submit(values);
    setPending(false);
    if (res.ok) {
      setResult({ ok: true, message: { ...props.success, tone: 'success' } });
      return;
    }
    const errors: Record<string, string> = {};
    for (const e of flattenErrors(res.data)) {
      if (FIELDS.has(e.field) && !errors[e.field]) errors[e.field] = e.message;
    }
    form.setErrors(errors);
    setResult({ ok: false, message: failureMessage(props.failure, res) });
  };

  const closeResult = () => {
    if (result?.ok) navigate(listPath);
    setResult(null);
  };

  const month = form.getInputProps('date');
  return (
    <>
      <PageHeader title={title} backTo={listPath} />
      <Card withBorder radius="md" padding="lg" maw={560}>
        <form onSubmit={form.onSubmit(onSubmit)} noValidate>
          <Stack gap="md">
            {withMonth && (
              <MonthPickerInput
                label="Fecha"
                placeholder="Selecciona el mes"
                valueFormat="YYYY-MM"
                locale="es"
                withAsterisk
                clearable={false}
                leftSection={<IconCalendarMonth size={18} />}
                description={formatMonth(form.values.date)}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={form.values.date ? `${form.values.date}-01` : null}
                onChange={(v) => form.setFieldValue('date', v ? v.slice(0, 7) : '')}
                onBlur={month.onBlur}
                error={month.error}
                popoverProps={{ withinPortal: true }}
              />
            )}
            <CategorySelect
              group={group}
              label={categoryLabel}
              key={form.key('category')}
              {...form.getInputProps('category')}
            />
            <ValueInput key={form.key('value')} {...form.getInputProps('value')} />
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" component={Link} to={listPath}>
                Cancelar
              </Button>
              <Button type="submit">{submitLabel}</Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Cargando visible={pending} />
      <MessageModal message={result?.message ?? null} onClose={closeResult} />
    </>
  );
}
