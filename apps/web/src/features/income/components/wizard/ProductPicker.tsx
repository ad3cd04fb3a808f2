import { INCOME_MSG, type SellableItem } from '@cc/shared';
import { Button, Grid, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LINE_TEXT } from '../../../../components/document/texts.ts';
import type { Message } from '../../../../components/MessageModal.tsx';
import { formatCOP } from '../../../../lib/format.ts';
import { wordsFilter } from '../../../../lib/search.ts';
import { ScanItemSelect } from '../../../scan/index.ts';
import { parseQuantity } from '../../form/lines.ts';
import type { SaleLine } from '../../form/values.ts';
import { INCOME_TEXT } from '../../messages.ts';
import { incomeQueries } from '../../queries.ts';
import { useStockCheck } from './useStockCheck.ts';

type Props = {
  hasItem: (inventoryId: number) => boolean;
  onAdd: (line: SaleLine) => void;
  notify: (message: Message) => void;
  /** The sale's date: the stock is checked as of that day. */
  date: string;
};

const stockLabel = (item: SellableItem) =>
  item.stock === null ? 'Servicio' : `${item.stock} ${item.stock === 1 ? 'disponible' : 'disponibles'}`;

/** Step 0: pick a sellable item and a quantity; the stock is checked before the line is added. */
export function ProductPicker({ hasItem, onAdd, notify, date }: Props) {
  const items = useQuery(incomeQueries.sellable());
  const [selected, setSelected] = useState<string | null>(null);
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { check, checking } = useStockCheck(notify);

  const byId = new Map((items.data ?? []).map((item) => [String(item.id), item]));
  const options = (items.data ?? []).map((item) => ({ value: String(item.id), label: item.name }));

  const add = async () => {
    const item = selected ? byId.get(selected) : undefined;
    if (!item) {
      setError(INCOME_MSG.itemRequired);
      return;
    }
    if (hasItem(item.id)) {
      setError(INCOME_MSG.duplicateLine);
      return;
    }
    const qty = parseQuantity(quantity);
    const result = await check(item.id, qty, date);
    if (!result) return;
    onAdd({
      inventory_id: item.id,
      name: item.name,
      category: item.category,
      stock: result.stock,
      quantity: qty,
      value: result.sale_value || item.value,
      saved: 0,
    });
    setSelected(null);
    setQuantity('');
    setError(null);
  };

  return (
    <Grid align="flex-end" gutter="sm" data-testid="product-picker">
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <ScanItemSelect
          label={INCOME_TEXT.lines.item}
          placeholder={items.isLoading ? LINE_TEXT.loading : INCOME_TEXT.lines.search}
          data={options}
          value={selected}
          onChange={(value) => {
            setSelected(value);
            setError(null);
          }}
          clearable
          allowDeselect={false}
          filter={wordsFilter}
          nothingFoundMessage={INCOME_TEXT.lines.noItems}
          error={error}
          renderOption={({ option }) => {
            const item = byId.get(option.value);
            return (
              <div>
                <Text size="sm">{option.label}</Text>
                {item && (
                  <Text size="xs" c="dimmed">
                    {formatCOP(item.value)} · {stockLabel(item)}
                  </Text>
                )}
              </div>
            );
          }}
          onScan={(id) => {
            setSelected(String(id));
            setError(byId.has(String(id)) ? null : INCOME_MSG.itemRequired);
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 2 }}>
        <TextInput
          label={LINE_TEXT.quantity}
          placeholder="1"
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void add();
            }
          }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <Button fullWidth leftSection={<IconPlus size={18} />} loading={checking} onClick={() => void add()}>
          {LINE_TEXT.add}
        </Button>
      </Grid.Col>
    </Grid>
  );
}
