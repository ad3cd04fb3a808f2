import { formatCOP, PHONE_MSG } from '@cc/shared';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import type { CartLine } from '../cart.ts';
import { QUICK_SALE_TEXT } from '../messages.ts';

type Props = {
  cart: readonly CartLine[];
  onStep: (line: CartLine, delta: number) => void;
  onPrice: (line: CartLine, value: number) => void;
};

const Q = PHONE_MSG.quickSale;

/** The lines of the sale: a − / + stepper and the unit price, pre-filled and editable. */
export function CartLines({ cart, onStep, onPrice }: Props) {
  if (cart.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center">
        {Q.cartEmpty}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {cart.map((line) => (
        <Paper key={line.item.id} withBorder radius="md" p="xs" data-testid="quick-line">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm" lineClamp={1} data-testid="quick-line-name">
              {line.item.name}
            </Text>
            <Text fw={600} size="sm" data-testid="quick-line-subtotal">
              {formatCOP(line.quantity * line.value)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => onStep(line, -1)}
                aria-label={Q.less(line.item.name)}
              >
                <IconMinus size={18} />
              </ActionIcon>
              <Text w={36} ta="center" fw={700} data-testid="quick-line-quantity">
                {line.quantity}
              </Text>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => onStep(line, 1)}
                aria-label={Q.more(line.item.name)}
              >
                <IconPlus size={18} />
              </ActionIcon>
            </Group>
            <MoneyInput
              size="sm"
              w={140}
              aria-label={QUICK_SALE_TEXT.priceOf(line.item.name)}
              value={line.value}
              onChange={(digits) => onPrice(line, Number(digits || 0))}
            />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
