import { ActionIcon, Badge, Grid, Paper, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { LINE_TEXT } from '../../../../components/document/texts.ts';
import { MoneyInput } from '../../../../components/MoneyInput.tsx';
import { QuantityInput } from '../../../../components/QuantityInput.tsx';
import { formatCOP } from '../../../../lib/format.ts';
import { parseQuantity } from '../../form/lines.ts';
import type { SaleLine } from '../../form/values.ts';
import { INCOME_TEXT } from '../../messages.ts';

type Props = {
  line: SaleLine;
  /** edit_credit: quantity and price are fixed, the line cannot be removed. */
  locked: boolean;
  /** Resolves false when the stock check refused the new quantity. */
  onQuantity: (quantity: number) => Promise<boolean>;
  onValue: (value: number) => void;
  onRemove: () => void;
};

/** One sale line: quantity (committed on blur, checked against stock), unit price, subtotal. */
export function LineRow({ line, locked, onQuantity, onValue, onRemove }: Props) {
  const [quantity, setQuantity] = useState(String(line.quantity));
  useEffect(() => setQuantity(String(line.quantity)), [line.quantity]);

  const commitQuantity = async () => {
    const next = parseQuantity(quantity);
    setQuantity(String(next));
    if (next === line.quantity) return;
    if (!(await onQuantity(next))) setQuantity(String(line.quantity));
  };

  return (
    <Paper withBorder p="sm" radius="md" data-testid="sale-line">
      <Grid align="center" gutter="xs">
        <Grid.Col span={{ base: 10, sm: 4 }}>
          <Text fw={600} size="sm" lineClamp={2} data-testid="sale-line-name">
            {line.name}
          </Text>
          <Badge size="xs" variant="light" color={line.category === 'SERVICIO' ? 'grape' : 'blue'}>
            {INCOME_TEXT.lines.categories[line.category]}
          </Badge>
        </Grid.Col>
        <Grid.Col span={{ base: 2, sm: 1 }} order={{ base: 2, sm: 5 }} ta="right">
          {!locked && (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={LINE_TEXT.remove(line.name)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 2 }} order={{ base: 3, sm: 2 }}>
          <QuantityInput
            size="xs"
            label={LINE_TEXT.quantity}
            value={quantity}
            disabled={locked}
            onChange={setQuantity}
            onBlur={() => void commitQuantity()}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 3 }} order={{ base: 4, sm: 3 }}>
          <MoneyInput
            size="xs"
            label={LINE_TEXT.unitValue}
            value={line.value}
            disabled={locked}
            onChange={(digits) => onValue(Number(digits || 0))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 2 }} order={{ base: 5, sm: 4 }} ta="right">
          <Text size="xs" c="dimmed">
            {INCOME_TEXT.lines.subtotal}
          </Text>
          <Text fw={600} size="sm">
            {formatCOP(line.quantity * line.value)}
          </Text>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
