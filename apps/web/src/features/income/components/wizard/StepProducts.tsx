import { INCOME_MSG } from '@cc/shared';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Message } from '../../../../components/MessageModal.tsx';
import { formatCOP } from '../../../../lib/format.ts';
import type { IncomeWizard } from '../../form/useIncomeForm.ts';
import { LineRow } from './LineRow.tsx';
import { ProductPicker } from './ProductPicker.tsx';
import { useStockCheck } from './useStockCheck.ts';

type Props = { wizard: IncomeWizard; notify: (message: Message) => void };

/** Step 0 'Productos y servicios': the lines and their total (Σ quantity × unit value). */
export function StepProducts({ wizard, notify }: Props) {
  const { lines } = wizard.form.values;
  const { check } = useStockCheck(notify);

  /** A larger quantity is checked for the units the saved document does not already hold. */
  const changeQuantity = async (index: number, quantity: number): Promise<boolean> => {
    const line = lines[index];
    if (!line) return false;
    if (quantity > line.quantity && quantity > line.saved) {
      const result = await check(line.inventory_id, quantity - line.saved, wizard.form.values.date);
      if (!result) return false;
      wizard.updateLine(index, { quantity, stock: line.saved > 0 ? line.stock : result.stock });
      return true;
    }
    wizard.updateLine(index, { quantity });
    return true;
  };

  return (
    <Stack gap="md">
      {!wizard.locked && (
        <ProductPicker
          hasItem={wizard.hasItem}
          onAdd={wizard.addLine}
          notify={notify}
          date={wizard.form.values.date}
        />
      )}
      {wizard.locked && (
        <Text size="sm" c="dimmed">
          En un ingreso a crédito los productos, las cantidades y los precios no se pueden modificar.
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
              locked={wizard.locked}
              onQuantity={(q) => changeQuantity(index, q)}
              onValue={(value) => wizard.updateLine(index, { value })}
              onRemove={() => wizard.removeLine(index)}
            />
          ))}
        </Stack>
      )}
      <TotalBar total={wizard.total} />
    </Stack>
  );
}

export function TotalBar({ total }: { total: number }) {
  return (
    <Paper bg="brand.0" p="sm" radius="md">
      <Group justify="space-between">
        <Text fw={600}>Total</Text>
        <Text fw={800} size="lg" data-testid="income-total">
          {formatCOP(total)}
        </Text>
      </Group>
    </Paper>
  );
}
