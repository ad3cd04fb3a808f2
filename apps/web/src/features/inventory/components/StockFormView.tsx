import { INVENTORY_MSG, type TStockCreate, ZStockCreate } from '@cc/shared';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { inventoryApi } from '../../../api/inventory.ts';
import { Cargando } from '../../../components/Cargando.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { type InventoryFlow, parseId } from '../model.ts';
import { useRefreshInventory } from '../mutations.ts';
import { failureMessage } from '../results.ts';
import { serverFieldErrors, zodValidate } from '../zod-form.ts';
import { ItemHeader } from './ItemHeader.tsx';
import { MoneyInput } from './MoneyInput.tsx';

type Values = { cost_value: string; sale_value: string; quantity: string };
const INITIAL_VALUES: Values = { cost_value: '', sale_value: '', quantity: '0' };
const FIELDS = Object.keys(INITIAL_VALUES);

/** '/stock-form/:id' 'Nuevo Stock' and '/initial-stock-form/:id' 'Nuevo Stock Inicial' (spec 2 §2-§8). */
export function StockFormView({ flow }: { flow: InventoryFlow }) {
  const id = parseId(useParams().id);
  if (id === null) return <NotFound />;
  return <StockForm id={id} flow={flow} />;
}

function StockForm({ id, flow }: { id: number; flow: InventoryFlow }) {
  const navigate = useNavigate();
  const refresh = useRefreshInventory();
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ message: Message; next: string | null } | null>(null);
  const back = flow.detail(id);

  // Spec 2 §3 'New-stock form': the item from the path, a new batch is always active.
  const toPayload = (v: Values): TStockCreate => ({
    inventory_id: id,
    cost_value: v.cost_value,
    sale_value: v.sale_value,
    quantity: v.quantity,
    is_initial: flow.initial,
    is_active: true,
  });
  const validate = zodValidate(ZStockCreate);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: INITIAL_VALUES,
    validateInputOnBlur: true,
    validate: (values) => validate(toPayload(values)),
  });

  const submit = async (values: Values) => {
    setSaving(true);
    const res = await inventoryApi.createStock(toPayload(values));
    setSaving(false);
    if (res.ok) {
      await refresh();
      const spec = flow.initial ? INVENTORY_MSG.initialStockCreated : INVENTORY_MSG.stockCreated;
      setResult({ message: { ...spec, tone: 'success' }, next: back });
      return;
    }
    const spec = flow.initial ? INVENTORY_MSG.initialStockFailed : INVENTORY_MSG.stockFailed;
    // A refused field stays on the form; other failures return to the item (spec 2 §4).
    const fieldErrors = serverFieldErrors(res.data, FIELDS);
    form.setErrors(fieldErrors);
    setResult({
      message: failureMessage(spec, res.data),
      next: Object.keys(fieldErrors).length > 0 ? null : back,
    });
  };

  return (
    <>
      <PageHeader title={flow.initial ? 'Nuevo Stock Inicial' : 'Nuevo Stock'} backTo={back} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={760}>
        <ItemHeader id={id} />
        <Title order={3} size="h4" mb="md">
          Información del Stock
        </Title>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <MoneyInput label="Valor de costo" withAsterisk {...form.getInputProps('cost_value')} />
              <MoneyInput label="Valor de venta" withAsterisk {...form.getInputProps('sale_value')} />
            </SimpleGrid>
            <TextInput
              label="Cantidad"
              inputMode="numeric"
              withAsterisk
              autoComplete="off"
              maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
              {...form.getInputProps('quantity')}
            />
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={() => navigate(back)}>
                Cancelar
              </Button>
              <Button type="submit">Guardar</Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Cargando visible={saving} />
      <MessageModal
        message={result?.message ?? null}
        onClose={() => {
          const next = result?.next ?? null;
          setResult(null);
          if (next) navigate(next);
        }}
      />
    </>
  );
}
