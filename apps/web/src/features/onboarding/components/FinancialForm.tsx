import { DUE_DATE_TEXT } from '@cc/shared';
import { Card, Stack } from '@mantine/core';
import { DatePickerInput, MonthPickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendar, IconCalendarMonth } from '@tabler/icons-react';
import { useState } from 'react';
import type { ApiResult } from '../../../api/client.ts';
import type { CategoryGroup } from '../../../api/financial.ts';
import { Cargando } from '../../../components/Cargando.tsx';
import { failureMessage } from '../../../components/errors.ts';
import { FormActions } from '../../../components/FormActions.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useResultModal } from '../../../components/ResultModal.tsx';
import { focusFirstError } from '../../../lib/focus-error.ts';
import { DATE_FORMAT, formatMonth } from '../../../lib/format.ts';
import { ONBOARDING_TEXT } from '../messages.ts';
import { CategorySelect } from './CategorySelect.tsx';

const T = ONBOARDING_TEXT.form;

/** What the inputs hold: the month as 'YYYY-MM' ('' when empty), the category id as text. */
export type FinancialFormValues = {
  date: string;
  category: string | null;
  value: string;
  /** A liability's due date, 'YYYY-MM-DD' ('' for none; issue 23 item 5). */
  due_date?: string;
};

type Texts = { title: string; text: string };

type Props = {
  title: string;
  listPath: string;
  group: CategoryGroup;
  categoryLabel: string;
  /** Budgets carry a month (docs/product/1-account.md §5: yyyy-MM, Spanish month picker). */
  withMonth: boolean;
  /** Liabilities: an optional due date (more than 12 months after a cut-off: non-current). */
  withDueDate?: boolean;
  initialValues: FinancialFormValues;
  /** Client rules, run on blur and on submit; edit forms have none (docs/product/1-account.md §5). */
  validate?:
    | ((values: FinancialFormValues) => Partial<Record<keyof FinancialFormValues, string>>)
    | undefined;
  submitLabel: string;
  submit: (values: FinancialFormValues) => Promise<ApiResult<unknown>>;
  success: Texts;
  failure: Texts;
};

/**
 * The asset, liability and budget form (docs/product/1-account.md §4): submitting shows the loading overlay, then
 * a result modal whose 'Aceptar' goes to the list, after a success and after a failure alike
 * (a refused duplicate category is then in plain sight).
 */
export function FinancialForm(props: Props) {
  const { title, listPath, group, categoryLabel, withMonth, validate, submitLabel, submit } = props;
  const [pending, setPending] = useState(false);
  const result = useResultModal();
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
      result.show({ ...props.success, tone: 'success' }, listPath);
      return;
    }
    result.show(failureMessage(props.failure, res), listPath);
  };

  const month = form.getInputProps('date');
  return (
    <>
      <PageHeader title={title} backTo={listPath} />
      <Card withBorder radius="md" padding="lg" maw={560}>
        <form onSubmit={form.onSubmit(onSubmit, focusFirstError(form))} noValidate>
          <Stack gap="md">
            {withMonth && (
              <MonthPickerInput
                label={T.date}
                placeholder={T.monthPlaceholder}
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
                data-path="date"
                popoverProps={{ withinPortal: true }}
              />
            )}
            <CategorySelect
              group={group}
              label={categoryLabel}
              key={form.key('category')}
              {...form.getInputProps('category')}
            />
            <MoneyInput
              label={T.value}
              placeholder="300.000"
              withAsterisk
              key={form.key('value')}
              {...form.getInputProps('value')}
            />
            {props.withDueDate && (
              <DatePickerInput
                label={DUE_DATE_TEXT.label}
                description={DUE_DATE_TEXT.hint}
                valueFormat={DATE_FORMAT}
                clearable
                leftSection={<IconCalendar size={18} />}
                value={form.values.due_date || null}
                onChange={(v) => form.setFieldValue('due_date', v ?? '')}
                error={form.errors.due_date}
                data-path="due_date"
                popoverProps={{ withinPortal: true }}
              />
            )}
            <FormActions cancelTo={listPath} submitLabel={submitLabel} />
          </Stack>
        </form>
      </Card>
      <Cargando visible={pending} />
      {result.modal}
    </>
  );
}
