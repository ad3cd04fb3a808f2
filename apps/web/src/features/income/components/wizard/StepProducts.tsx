import { INCOME_MSG } from '@cc/shared';
import { Paper, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TotalBar } from '../../../../components/document/TotalBar.tsx';
import type { Message } from '../../../../components/MessageModal.tsx';
import { saleLines } from '../../form/lines.ts';
import type { IncomeFormValues } from '../../form/values.ts';
import { INCOME_TEXT } from '../../messages.ts';
import { LineRow } from './LineRow.tsx';
import { ProductPicker } from './ProductPicker.tsx';
import { useStockCheck } from './useStockCheck.ts';

type Props = {
  form: UseFormReturnType<IncomeFormValues>;
  /** edit_credit: the lines are fixed (docs/product/2-inventory-income-purchases.md §4). */
  locked: boolean;
  notify: (message: Message) => void;
};

/** Step 0 'Productos y servicios': the lines and their total (Σ quantity × unit value). */
export function StepProducts({ form, locked, notify }: Props) {
  const { lines } = form.values;
  const ops = saleLines(form);
  const { check } = useStockCheck(notify);

  /** A larger quantity is checked for the units the saved document does not already hold. */
  const changeQuantity = async (index: number, quantity: number): Promise<boolean> => {
    const line = lines[index];
    if (!line) return false;
    if (quantity > line.quantity && quantity > line.saved) {
      const result = await check(line.inventory_id, quantity - line.saved, form.values.date);
      if (!result) return false;
      ops.update(index, { quantity, stock: line.saved > 0 ? line.stock : result.stock });
      return true;
    }
    ops.update(index, { quantity });
    return true;
  };

  return (
    <Stack gap="md">
      {!locked && (
        <ProductPicker hasItem={ops.hasItem} onAdd={ops.add} notify={notify} date={form.values.date} />
      )}
      {locked && (
        <Text size="sm" c="dimmed">
          {INCOME_TEXT.lines.locked}
        </Text>
      )}
      {lines.length === 0 ? (
        <Paper withBorder p="lg" radius="md" ta="center">
          <Text c="dimmed" size="sm">
            {INCOME_MSG.alert.noLines}
          </Text>
        </Paper>
      ) : (
        <Stack gap="xs">
          {lines.map((line, index) => (
            <LineRow
              key={line.inventory_id}
              line={line}
              locked={locked}
              onQuantity={(q) => changeQuantity(index, q)}
              onValue={(value) => ops.update(index, { value })}
              onRemove={() => ops.remove(index)}
            />
          ))}
        </Stack>
      )}
      <TotalBar total={ops.total} testId="income-total" />
    </Stack>
  );
}
