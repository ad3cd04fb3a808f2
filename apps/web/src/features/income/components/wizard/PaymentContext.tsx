import type { IncomeDetail } from '@cc/shared';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatCOP } from '../../../../lib/format.ts';
import { INCOME_TEXT } from '../../messages.ts';

/** Above an abono form: which credit it pays and what is still owed. */
export function PaymentContext({ income }: { income: IncomeDetail }) {
  return (
    <Paper withBorder p="sm" radius="md" mb="md" bg="gray.0">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700}>{INCOME_TEXT.creditTitle(income.reference)}</Text>
          <Text size="sm" c="dimmed" truncate="end">
            {income.client.name}
          </Text>
        </Stack>
        <Stack gap={0} ta="right" style={{ flexShrink: 0 }}>
          <Text size="xs" c="dimmed">
            {INCOME_TEXT.credit.balance}
          </Text>
          <Text fw={700}>{formatCOP(income.balance)}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}
