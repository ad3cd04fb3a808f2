import { purchaseLineSchema, SHOPPING_CATEGORY, SHOPPING_MSG, type ShoppingCategoryKey } from '@cc/shared';
import { ActionIcon, Button, Card, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { TotalBar } from '../../../components/document/TotalBar.tsx';
import { LINE_TEXT } from '../../../components/document/texts.ts';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { QuantityInput } from '../../../components/QuantityInput.tsx';
import { formatCOP } from '../../../lib/format.ts';
import { inventoryQueries } from '../../inventory/index.ts';
import { ScanItemSelect } from '../../scan/index.ts';
import { type LineValues, lastPrices, linesTotal } from '../form/values.ts';
import { SHOPPING_TEXT } from '../messages.ts';
import { NewInventoryModal } from './NewInventoryModal.tsx';

const T = SHOPPING_TEXT.lines;

type Props = {
  category: ShoppingCategoryKey;
  lines: LineValues[];
  onChange: (lines: LineValues[]) => void;
  alert: (text: string) => void;
};

const A = SHOPPING_MSG.alert;
let lineSeq = 0;

/**
 * Step 0: what was bought. Inventory purchases pick an existing product (or create one inline)
 * with quantity, unit cost and sale value; other purchases type ad-hoc lines (docs/product/2-inventory-income-purchases.md §3, §5).
 */
export function StepLines({ category, lines, onChange, alert }: Props) {
  const inventory = category === 'inventories';
  const items = useQuery({ ...inventoryQueries.list(), enabled: inventory });
  const queryClient = useQueryClient();
  const [itemId, setItemId] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState('');
  const [value, setValue] = useState('');
  const [sale, setSale] = useState('');
  const [creating, setCreating] = useState(false);

  // Services carry no stock: only products can be bought into the inventory.
  const options = (items.data ?? [])
    .filter((i) => i.category !== 'SERVICIO')
    .map((i) => ({ value: String(i.id), label: i.name }));
  // Issue 30 item 5: a product bought again brings the cost and sale price it was last bought
  // at, to confirm or correct, instead of retyping both for every line.
  const picked = useRef<string | null>(null);
  const pick = (id: string | null) => {
    picked.current = id;
    setItemId(id);
    setValue('');
    setSale('');
    if (!id) return;
    void queryClient.fetchQuery(inventoryQueries.detail(Number(id))).then(
      (detail) => {
        // Another product may have been picked while this one loaded.
        if (picked.current !== id) return;
        const prices = lastPrices(detail);
        setValue(prices.cost);
        setSale(prices.sale);
      },
      // Not loaded: the fields stay empty to be typed, as before.
      () => undefined,
    );
  };

  const add = () => {
    const name = inventory ? (options.find((o) => o.value === itemId)?.label ?? '') : description.trim();
    // The line as the API checks it (docs/product/2-inventory-income-purchases.md §5): '2.5' units reads as the server would answer.
    const parsed = purchaseLineSchema(SHOPPING_CATEGORY[category]).safeParse(
      inventory
        ? { inventory_id: itemId ?? '', quantity, value, sale_value: sale }
        : { description, quantity, value },
    );
    if (!parsed.success) return alert(parsed.error.issues[0]?.message ?? A.noLines);
    const line = parsed.data;
    const duplicate = inventory
      ? lines.some((l) => l.inventory_id === Number(itemId))
      : lines.some((l) => l.name.toLowerCase() === name.toLowerCase());
    if (duplicate) return alert(SHOPPING_MSG.duplicateLine(name));
    lineSeq += 1;
    onChange([
      ...lines,
      {
        key: `n${lineSeq}`,
        inventory_id: line.kind === 'inventory' ? line.inventory_id : null,
        name,
        quantity: line.quantity,
        value: line.value,
        sale_value: line.kind === 'inventory' ? line.sale_value : 0,
      },
    ]);
    setItemId(null);
    setDescription('');
    setQuantity('');
    setValue('');
    setSale('');
  };

  return (
    <Stack gap="md">
      <Grid gutter="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: inventory ? 6 : 12 }}>
          {inventory ? (
            <ScanItemSelect
              label={T.item}
              placeholder={items.isLoading ? LINE_TEXT.loading : T.itemPlaceholder}
              data={options}
              value={itemId}
              onChange={pick}
              nothingFoundMessage={T.noResults}
              onScan={(id) => pick(String(id))}
            />
          ) : (
            <TextInput
              label={T.name}
              withAsterisk
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              maxLength={200}
            />
          )}
        </Grid.Col>
        {inventory && (
          <Grid.Col span={{ base: 12, sm: 6 }} pt={{ sm: 30 }}>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {T.create}
            </Button>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <QuantityInput
            label={LINE_TEXT.quantity}
            // docs/product/2-inventory-income-purchases.md: the asterisks mark the required fields of property/other lines.
            withAsterisk={!inventory}
            value={quantity}
            onChange={setQuantity}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <MoneyInput
            label={inventory ? T.unitCost : LINE_TEXT.unitValue}
            withAsterisk={!inventory}
            value={value}
            onChange={setValue}
          />
        </Grid.Col>
        {inventory && (
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <MoneyInput label={T.salePrice} value={sale} onChange={setSale} />
          </Grid.Col>
        )}
      </Grid>
      <Group justify="flex-end">
        <Button variant="outline" leftSection={<IconPlus size={16} />} onClick={add}>
          {LINE_TEXT.add}
        </Button>
      </Group>

      <Stack gap="xs">
        {lines.map((l) => (
          <Card key={l.key} withBorder radius="md" padding="xs" data-testid="shopping-line">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} truncate="end">
                  {l.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {l.quantity} × {formatCOP(l.value)}
                  {inventory ? T.sale(formatCOP(l.sale_value)) : ''}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Text fw={700}>{formatCOP(l.quantity * l.value)}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={LINE_TEXT.remove(l.name)}
                  onClick={() => onChange(lines.filter((x) => x.key !== l.key))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      <TotalBar total={linesTotal(lines)} testId="shopping-form-total" />
      {inventory && (
        <NewInventoryModal
          opened={creating}
          onClose={() => setCreating(false)}
          alert={alert}
          onCreated={(item) => {
            setItemId(String(item.id));
            setValue(String(item.cost));
            setSale(String(item.sale));
          }}
        />
      )}
    </Stack>
  );
}
