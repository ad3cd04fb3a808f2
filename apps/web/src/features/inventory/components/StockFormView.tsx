import { INVENTORY_MSG, type TStockCreate, ZStockCreate } from '@cc/shared';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { inventoryApi } from '../../../api/inventory.ts';
import { Cargando } from '../../../components/Cargando.tsx';
import { failureMessage } from '../../../components/errors.ts';
import { FormActions } from '../../../components/FormActions.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { QuantityInput } from '../../../components/QuantityInput.tsx';
import { useResultModal } from '../../../components/ResultModal.tsx';
import { focusFirstError } from '../../../lib/focus-error.ts';
import { DATE_FORMAT, todayIso } from '../../../lib/format.ts';
import { useIdParam } from '../../../lib/ids.ts';
import { useSingleSubmit } from '../../../lib/use-single-submit.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { INVENTORY_TEXT as T } from '../messages.ts';
import { INVENTORY_FIELD_LABELS, INVENTORY_TITLES, type InventoryFlow } from '../model.ts';
import { useRefreshInventory } from '../mutations.ts';
import { ItemHeader } from './ItemHeader.tsx';

type Values = { cost_value: string; sale_value: string; quantity: string; date: string };

/** '/stock-form/:id' 'Nuevo Stock' and '/initial-stock-form/:id' 'Nuevo Stock Inicial' (docs/product/2-inventory-income-purchases.md §2-§8). */
export function StockFormView({ flow }: { flow: InventoryFlow }) {
  const id = useIdParam();
  if (id === null) return <NotFound />;
  return <StockForm id={id} flow={flow} />;
}

function StockForm({ id, flow }: { id: number; flow: InventoryFlow }) {
  const refresh = useRefreshInventory();
  const { sending, locked, guard } = useSingleSubmit();
  const result = useResultModal();
  const back = flow.detail(id);

  // docs/product/2-inventory-income-purchases.md §3 'New-stock form': the item from the path, a new batch is always active. A regular
  // batch carries the day the stock arrived (decision 017); initial stock is opening balance.
  const toPayload = (v: Values): TStockCreate => ({
    inventory_id: id,
    cost_value: v.cost_value,
    sale_value: v.sale_value,
    quantity: v.quantity,
    is_initial: flow.initial,
    is_active: true,
    ...(flow.initial ? {} : { date: v.date }),
  });
  const validate = zodValidate(ZStockCreate);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { cost_value: '', sale_value: '', quantity: '0', date: todayIso() },
    validateInputOnBlur: true,
    validate: (values) => validate(toPayload(values)),
  });

  // Either answer leads away (docs/product/2-inventory-income-purchases.md §4), so the button stays disabled once one came back.
  const submit = guard(async (values: Values) => {
    const res = await inventoryApi.createStock(toPayload(values));
    if (res.ok) {
      await refresh();
      const spec = flow.initial ? INVENTORY_MSG.initialStockCreated : INVENTORY_MSG.stockCreated;
      result.show({ ...spec, tone: 'success' }, back);
      return true;
    }
    const spec = flow.initial ? INVENTORY_MSG.initialStockFailed : INVENTORY_MSG.stockFailed;
    // docs/product/2-inventory-income-purchases.md §4: after a failure too the button leads away (stock → item detail, item → list).
    result.show(failureMessage(spec, res, INVENTORY_FIELD_LABELS), back);
    return true;
  });

  return (
    <>
      <PageHeader title={flow.initial ? T.stockForm.newInitial : T.stockForm.new} backTo={back} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={760}>
        <ItemHeader id={id} />
        <Title order={3} size="h4" mb="md">
          {T.stockForm.info}
        </Title>
        <form onSubmit={form.onSubmit(submit, focusFirstError(form))} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <MoneyInput
                label={INVENTORY_FIELD_LABELS.cost_value}
                withAsterisk
                {...form.getInputProps('cost_value')}
              />
              <MoneyInput
                label={INVENTORY_FIELD_LABELS.sale_value}
                withAsterisk
                {...form.getInputProps('sale_value')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <QuantityInput label={T.fields.quantity} withAsterisk {...form.getInputProps('quantity')} />
              {!flow.initial && (
                <DatePickerInput
                  label={T.stockForm.date}
                  description={T.stockForm.dateHint}
                  withAsterisk
                  placeholder={INVENTORY_TITLES.datePlaceholder}
                  valueFormat={DATE_FORMAT}
                  maxDate={todayIso()}
                  leftSection={<IconCalendar size={18} />}
                  value={form.values.date || null}
                  onChange={(v) => form.setFieldValue('date', v ?? '')}
                  error={form.errors.date}
                  data-testid="stock-date"
                />
              )}
            </SimpleGrid>
            <FormActions cancelTo={back} submitLabel={T.fields.save} sending={sending} locked={locked} />
          </Stack>
        </form>
      </Paper>
      <Cargando visible={sending} />
      {result.modal}
    </>
  );
}
