import {
  INVENTORY_MSG,
  type InventoryCategory,
  isService,
  type TInventoryCreate,
  ZInventoryCreate,
} from '@cc/shared';
import { Paper, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { INVENTORY_IMAGE_FIELD, inventoryApi } from '../../../api/inventory.ts';
import { Cargando } from '../../../components/Cargando.tsx';
import { failureMessage } from '../../../components/errors.ts';
import { FormActions } from '../../../components/FormActions.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { QuantityInput } from '../../../components/QuantityInput.tsx';
import { useResultModal } from '../../../components/ResultModal.tsx';
import { focusFirstError } from '../../../lib/focus-error.ts';
import { useSingleSubmit } from '../../../lib/use-single-submit.ts';
import { zodValidate } from '../../../lib/zod-form.ts';
import { INVENTORY_TEXT as T } from '../messages.ts';
import { CATEGORY_OPTIONS, INVENTORY_FIELD_LABELS, INVENTORY_TITLES } from '../model.ts';
import { useRefreshInventory } from '../mutations.ts';
import { ImagePicker } from './ImagePicker.tsx';

type Values = {
  category: string;
  sku: string;
  name: string;
  description: string;
  cost_value: string;
  sale_value: string;
  quantity: string;
  is_active: boolean;
};

/** Defaults of docs/product/2-inventory-income-purchases.md §3 'New-item form'. */
const INITIAL_VALUES: Values = {
  category: '',
  sku: '',
  name: '',
  description: '',
  cost_value: '',
  sale_value: '',
  quantity: '0',
  is_active: true,
};
// The image's refusal (not an image, too big) is shown under the picker, like a field's.

const isServiceValue = (category: string) => isService(category as InventoryCategory);

/** The payload: a service has no cost and no units (its price is its sale value). */
function toPayload(v: Values, isInitial: boolean): TInventoryCreate {
  const service = isServiceValue(v.category);
  return {
    category: v.category,
    sku: v.sku,
    name: v.name,
    description: v.description,
    cost_value: service ? undefined : v.cost_value,
    sale_value: v.sale_value,
    quantity: service ? undefined : v.quantity,
    is_active: v.is_active,
    is_initial: isInitial,
  };
}

type Props = {
  /** Initial inventory (onboarding): is_initial true and the 'inicial' texts. */
  initial: boolean;
  /** Where the form returns: on close, and after the result modal. */
  backTo: string;
  /** docs/product/2-inventory-income-purchases.md §2: '/inventory-form/initial' is still titled 'Nuevo inventario'. */
  title?: string;
};

/** 'Nuevo inventario' / 'Nuevo inventario inicial' (docs/product/2-inventory-income-purchases.md §2-§5, §8). */
export function NewInventoryForm({ initial, backTo, title }: Props) {
  const refresh = useRefreshInventory();
  const [image, setImage] = useState<File | null>(null);
  const { sending, locked, guard } = useSingleSubmit();
  const result = useResultModal();

  const validate = zodValidate(ZInventoryCreate);
  const [searchParams] = useSearchParams();
  const form = useForm<Values>({
    mode: 'controlled',
    // A code scanned in a sale or purchase and not found arrives as ?sku= (issue 10 item 3).
    initialValues: { ...INITIAL_VALUES, sku: (searchParams.get('sku') ?? '').slice(0, 40) },
    validateInputOnBlur: true,
    validate: (values) => {
      const errors = validate(toPayload(values, initial));
      // Cost is required for products (docs/product/2-inventory-income-purchases.md §5), also before a category is chosen.
      if (!isServiceValue(values.category) && !values.cost_value.trim() && !errors.cost_value) {
        errors.cost_value = INVENTORY_MSG.required;
      }
      return errors;
    },
  });
  const service = isServiceValue(form.values.category);
  const product = form.values.category !== '' && !service;

  // Either answer leads away (docs/product/2-inventory-income-purchases.md §4), so the button stays disabled once one came back.
  const submit = guard(async (values: Values) => {
    const res = await inventoryApi.create(toPayload(values, initial), image);
    if (res.ok) {
      await refresh();
      const spec = initial ? INVENTORY_MSG.initialCreated : INVENTORY_MSG.created;
      result.show({ ...spec, tone: 'success' }, backTo);
      return true;
    }
    const spec = initial ? INVENTORY_MSG.initialCreateFailed : INVENTORY_MSG.createFailed;
    // docs/product/2-inventory-income-purchases.md §4: after a failure too the button leads away (stock → item detail, item → list).
    result.show(failureMessage(spec, res, INVENTORY_FIELD_LABELS), backTo);
    return true;
  });

  return (
    <>
      <PageHeader
        title={title ?? (initial ? INVENTORY_TITLES.createInitial : INVENTORY_TITLES.create)}
        backTo={backTo}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={760}>
        <form onSubmit={form.onSubmit(submit, focusFirstError(form))} noValidate>
          <Stack gap="md">
            <ImagePicker
              file={image}
              onChange={(file) => {
                setImage(file);
                form.clearFieldError(INVENTORY_IMAGE_FIELD);
              }}
              error={form.errors[INVENTORY_IMAGE_FIELD] as string | undefined}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label={T.fields.category}
                placeholder={INVENTORY_TITLES.optionPlaceholder}
                data={CATEGORY_OPTIONS}
                withAsterisk
                allowDeselect={false}
                {...form.getInputProps('category')}
                onChange={(value) => {
                  form.setFieldValue('category', value ?? '');
                  form.clearFieldError('cost_value');
                  form.clearFieldError('quantity');
                }}
              />
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
            <SimpleGrid cols={{ base: 1, sm: service ? 1 : 2 }} spacing="md">
              {!service && (
                <MoneyInput
                  label={INVENTORY_FIELD_LABELS.cost_value}
                  withAsterisk
                  {...form.getInputProps('cost_value')}
                />
              )}
              <MoneyInput
                label={INVENTORY_FIELD_LABELS.sale_value}
                withAsterisk
                {...form.getInputProps('sale_value')}
              />
            </SimpleGrid>
            {product && (
              <QuantityInput label={T.fields.quantity} withAsterisk {...form.getInputProps('quantity')} />
            )}
            <Switch
              label={service ? T.fields.available : T.fields.active}
              {...form.getInputProps('is_active', { type: 'checkbox' })}
            />
            <FormActions cancelTo={backTo} submitLabel={T.fields.save} sending={sending} locked={locked} />
          </Stack>
        </form>
      </Paper>
      <Cargando visible={sending} />
      {result.modal}
    </>
  );
}
