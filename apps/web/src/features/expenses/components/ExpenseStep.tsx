import { EXPENSE_PROVIDER_TEXT, OBSERVATIONS_MAX } from '@cc/shared';
import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/client.ts';
import { providersApi } from '../../../api/providers.ts';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { todayIso } from '../../../lib/format.ts';
import type { ExpenseFormValues } from '../form/values.ts';
import { EXPENSE_TEXT } from '../messages.ts';
import { expenseQueries, reminderQueries } from '../queries.ts';

const F = EXPENSE_TEXT.fields;

type Props = {
  form: UseFormReturnType<ExpenseFormValues>;
  /** docs/product/3-expenses-reports.md §4 'Credit edit': with abonos the value is locked. */
  valueLocked: boolean;
};

/** Step 0 'Información del gasto' (docs/product/3-expenses-reports.md §2): what was spent, on what, when, and its reminder. */
export function ExpenseStep({ form, valueLocked }: Props) {
  const categories = useQuery(expenseQueries.categories());
  const options = useQuery(reminderQueries.options());
  const providers = useQuery({
    queryKey: ['providers', 'all'],
    queryFn: async ({ signal }) => unwrap(await providersApi.list(signal)),
    staleTime: 30_000,
  });
  return (
    <Stack gap="sm">
      {/* Issue 30 item 7: the required fields say so, as the other forms' do. */}
      <TextInput label={F.description} withAsterisk maxLength={255} {...form.getInputProps('description')} />
      <Select
        label={F.category}
        withAsterisk
        data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        searchable
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('category_id')}
      />
      <MoneyInput label={F.value} withAsterisk disabled={valueLocked} {...form.getInputProps('value')} />
      {/* A native date input: typed as 'YYYY-MM-DD' on every device (the e2e tests type into it). */}
      <TextInput type="date" label={F.date} withAsterisk max={todayIso()} {...form.getInputProps('date')} />
      <Select
        label={F.reminder}
        data={(options.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
        allowDeselect={false}
        {...form.getInputProps('reminder')}
      />
      {/* Issue 23 item 6: the provider paid is the expense's third party in the books. */}
      <Select
        label={EXPENSE_PROVIDER_TEXT.label}
        description={EXPENSE_PROVIDER_TEXT.description}
        placeholder={EXPENSE_PROVIDER_TEXT.placeholder}
        nothingFoundMessage={EXPENSE_PROVIDER_TEXT.empty}
        data={(providers.data ?? []).map((p) => ({
          value: String(p.id),
          label: `${p.name} · ${p.doc_number}`,
        }))}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('provider_id')}
      />
      <Textarea
        label={F.observations}
        autosize
        minRows={2}
        maxLength={OBSERVATIONS_MAX}
        {...form.getInputProps('observations')}
      />
    </Stack>
  );
}
