import { SHOPPING_MSG, type ShoppingCategoryKey } from '@cc/shared';
import { ActionIcon, Button, Card, Grid, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { formatCOP } from '../../../lib/format.ts';
import { requiredWholeAlert, wholeOf } from '../../../lib/whole-number.ts';
import { inventoryQueries } from '../../inventory/queries.ts';
import { ScanButton } from '../../scan/ScanButton.tsx';
import { useScanToItem } from '../../scan/useScanToItem.tsx';
import { type LineValues, linesTotal } from '../form/values.ts';
import { NewInventoryModal } from './NewInventoryModal.tsx';

type Props = {
  category: ShoppingCategoryKey;
  lines: LineValues[];
  onChange: (lines: LineValues[]) => void;
  alert: (text: string) => void;
};

const A = SHOPPING_MSG.alert;
const N = SHOPPING_MSG.newInventory;
let lineSeq = 0;

/**
 * Step 0: what was bought. Inventory purchases pick an existing product (or create one inline)
 * with quantity, unit cost and sale value; other purchases type ad-hoc lines (spec 2 §3, §5).
 */
export function StepLines({ category, lines, onChange, alert }: Props) {
  const inventory = category === 'inventories';
  const items = useQuery({ ...inventoryQueries.list(), enabled: inventory });
  const [itemId, setItemId] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const [quantity, setQuantity] = useState('');
  const [value, setValue] = useState('');
  const [sale, setSale] = useState('');
  const [creating, setCreating] = useState(false);
  const scan = useScanToItem((id) => setItemId(String(id)));

  // Services carry no stock: only products can be bought into the inventory.
  const options = (items.data ?? [])
    .filter((i) => i.category !== 'SERVICIO')
    .map((i) => ({ value: String(i.id), label: i.name }));

  const add = () => {
    const name = inventory ? (options.find((o) => o.value === itemId)?.label ?? '') : description.trim();
    if (inventory && !itemId) return alert(SHOPPING_MSG.itemRequired);
    if (!inventory && !name) return alert(A.lineName);
    const wrong =
      requiredWholeAlert(quantity, A.lineQuantity) ??
      requiredWholeAlert(value, inventory ? N.cost : A.linePrice);
    if (wrong) return alert(wrong);
    if (inventory && sale.trim() === '') return alert(N.saleValue);
    const duplicate = inventory
      ? lines.some((l) => l.inventory_id === Number(itemId))
      : lines.some((l) => l.name.toLowerCase() === name.toLowerCase());
    if (duplicate) return alert(SHOPPING_MSG.duplicateLine(name));
    lineSeq += 1;
    onChange([
      ...lines,
      {
        key: `n${lineSeq}`,
        inventory_id: inventory ? Number(itemId) : null,
        name,
        quantity: wholeOf(quantity) ?? 0,
        value: wholeOf(value) ?? 0,
        sale_value: inventory ? (wholeOf(sale) ?? 0) : 0,
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
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <Select
                style={{ flex: 1 }}
                label="Producto"
                placeholder={items.isLoading ? 'Cargando…' : 'Seleccione el producto'}
                data={options}
                value={itemId}
                onChange={setItemId}
                searchable
                nothingFoundMessage="Sin resultados"
              />
              <ScanButton onCode={scan.onCode} />
            </Group>
          ) : (
            <TextInput
              label="Nombre del producto"
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
              Crear producto
            </Button>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <TextInput
            label="Cantidad"
            // Spec 2: the asterisks mark the required fields of property/other lines.
            withAsterisk={!inventory}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <MoneyInput
            label={inventory ? 'Costo unitario' : 'Valor unitario'}
            withAsterisk={!inventory}
            value={value}
            onChange={setValue}
          />
        </Grid.Col>
        {inventory && (
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <MoneyInput label="Precio de venta" value={sale} onChange={setSale} />
          </Grid.Col>
        )}
      </Grid>
      <Group justify="flex-end">
        <Button variant="outline" leftSection={<IconPlus size={16} />} onClick={add}>
          Agregar
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
                  {inventory ? ` · Venta ${formatCOP(l.sale_value)}` : ''}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Text fw={700}>{formatCOP(l.quantity * l.value)}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Quitar ${l.name}`}
                  onClick={() => onChange(lines.filter((x) => x.key !== l.key))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      <Group justify="flex-end" gap="xs">
        <Text fw={600}>Total:</Text>
        <Text fw={800} size="lg" data-testid="shopping-form-total">
          {formatCOP(linesTotal(lines))}
        </Text>
      </Group>
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
      {scan.modal}
    </Stack>
  );
}
