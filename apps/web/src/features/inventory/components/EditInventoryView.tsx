import {
  INVENTORY_MSG,
  type InventoryCategory,
  isService,
  LIST_SKELETON_MS,
  type TInventoryUpdate,
  ZInventoryUpdate,
} from '@cc/shared';
import { Paper, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { INVENTORY_IMAGE_FIELD, type InventoryDetail, inventoryApi } from '../../../api/inventory.ts';
import { Cargando } from '../../../components/Cargando.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { failureMessage } from '../../../components/errors.ts';
import { FormActions } from '../../../components/FormActions.tsx';
import { ListSkeleton } from '../../../components/ListSkeleton.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useResultModal } from '../../../components/ResultModal.tsx';
import { focusFirstError } from '../../../lib/focus-error.ts';
import { useIdParam } from '../../../lib/ids.ts';
import { useSettledDelay } from '../../../lib/use-settled-delay.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { INVENTORY_TEXT as T } from '../messages.ts';
import { CATEGORY_LABELS, INVENTORY_FIELD_LABELS, INVENTORY_TITLES, type InventoryFlow } from '../model.ts';
import { useRefreshInventory } from '../mutations.ts';
import { inventoryQueries } from '../queries.ts';
import { ImagePicker } from './ImagePicker.tsx';

type Values = {
  category: string;
  sku: string;
  name: string;
  description: string;
  sale_value: string;
  is_active: boolean;
};

/** The edit-initial form offers 'Producto' and 'Servicio' (docs/product/2-inventory-income-purchases.md §3), keeping both product kinds. */
const CATEGORY_GROUPS = [
  {
    group: T.groups.product,
    items: (['PRODUCTO FABRICADO', 'PRODUCTO COMPRADO'] as const).map((value) => ({
      value,
      label: CATEGORY_LABELS[value],
    })),
  },
  { group: T.groups.service, items: [{ value: 'SERVICIO', label: CATEGORY_LABELS.SERVICIO }] },
];

/** '/edit-inventory-form/:id' and '/edit-initial-inventory-form/:id' (docs/product/2-inventory-income-purchases.md §2, §5, §8). */
export function EditInventoryView({ flow }: { flow: InventoryFlow }) {
  const id = useIdParam();
  const title = flow.initial ? INVENTORY_TITLES.editInitial : INVENTORY_TITLES.edit;
  const detail = useQuery({ ...inventoryQueries.detail(id ?? 0), enabled: id !== null });
  const settled = useSettledDelay(id === null || !detail.isPending, LIST_SKELETON_MS);
  const backTo = id === null ? flow.list : flow.detail(id);

  let body = <ListSkeleton />;
  if (settled && (id === null || detail.isError)) {
    const missing = id === null || (detail.error instanceof ApiError && detail.error.status === 404);
    body = (
      <EmptyState
        message={missing ? INVENTORY_MSG.emptyFiltered : INVENTORY_MSG.connectionError}
        color={missing ? undefined : 'red'}
      />
    );
  } else if (settled && detail.data) {
    body = <EditForm item={detail.data} flow={flow} backTo={backTo} />;
  }
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      {body}
    </>
  );
}

function EditForm({ item, flow, backTo }: { item: InventoryDetail; flow: InventoryFlow; backTo: string }) {
  const refresh = useRefreshInventory();
  const [image, setImage] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const result = useResultModal();

  /** Only what this form edits; the item's own sale value is a service's price. */
  const toPayload = (v: Values): TInventoryUpdate => {
    const service = isService(v.category as InventoryCategory);
    return {
      ...(flow.initial ? { category: v.category } : {}),
      sku: v.sku,
      name: v.name,
      description: v.description,
      cost_value: undefined,
      sale_value: service ? v.sale_value : undefined,
      is_active: v.is_active,
    };
  };
  const validate = zodValidate(ZInventoryUpdate);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      category: item.category,
      sku: item.sku,
      name: item.name,
      description: item.description,
      sale_value: item.sale_value === null ? '' : String(item.sale_value),
      is_active: item.is_active,
    },
    validateInputOnBlur: true,
    validate: (values) => {
      const errors = validate(toPayload(values));
      // A service's price may not be emptied (the schema treats '' as "not sent").
      if (isService(values.category as InventoryCategory) && !values.sale_value.trim()) {
        errors.sale_value = INVENTORY_MSG.required;
      }
      return errors;
    },
  });
  const service = isService(form.values.category as InventoryCategory);

  const submit = async (values: Values) => {
    setSaving(true);
    const res = await inventoryApi.update(item.id, toPayload(values), image);
    setSaving(false);
    if (res.ok) {
      await refresh();
      const spec = flow.initial ? INVENTORY_MSG.initialUpdated : INVENTORY_MSG.updated;
      result.show({ ...spec, tone: 'success' }, backTo);
      return;
    }
    const spec = flow.initial ? INVENTORY_MSG.initialUpdateFailed : INVENTORY_MSG.updateFailed;
    // docs/product/2-inventory-income-purchases.md §4: after a failure too the button leads away (stock → item detail, item → list).
    result.show(failureMessage(spec, res, INVENTORY_FIELD_LABELS), flow.list);
  };

  return (
    <>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={760}>
        <form onSubmit={form.onSubmit(submit, focusFirstError(form))} noValidate>
          <Stack gap="md">
            <ImagePicker
              file={image}
              onChange={(file) => {
                setImage(file);
                form.clearFieldError(INVENTORY_IMAGE_FIELD);
              }}
              currentUrl={item.image}
              error={form.errors[INVENTORY_IMAGE_FIELD] as string | undefined}
            />
            <SimpleGrid cols={{ base: 1, sm: flow.initial ? 2 : 1 }} spacing="md">
              {flow.initial && (
                <Select
                  label={T.fields.category}
                  data={CATEGORY_GROUPS}
                  withAsterisk
                  allowDeselect={false}
                  {...form.getInputProps('category')}
                  onChange={(value) => form.setFieldValue('category', value ?? '')}
                />
              )}
              <TextInput label={T.fields.sku} autoComplete="off" {...form.getInputProps('sku')} />
            </SimpleGrid>
            <TextInput
              label={T.fields.name}
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('name')}
            />
            <Textarea
              label={T.fields.description}
              autosize
              minRows={2}
              maxRows={5}
              {...form.getInputProps('description')}
            />
            {service && (
              <MoneyInput
                label={INVENTORY_FIELD_LABELS.sale_value}
                withAsterisk
                {...form.getInputProps('sale_value')}
              />
            )}
            <Switch
              label={service ? T.fields.available : T.fields.active}
              {...form.getInputProps('is_active', { type: 'checkbox' })}
            />
            <FormActions cancelTo={backTo} submitLabel={T.fields.save} />
          </Stack>
        </form>
      </Paper>
      <Cargando visible={saving} />
      {result.modal}
    </>
  );
}
