import type { IncomeDetail } from '@cc/shared';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCOP } from '../../../lib/format.ts';
import { INCOME_TEXT } from '../messages.ts';

/** Credit, paid and receivable balance of one credit sale. */
export function CreditTotals({ income }: { income: IncomeDetail }) {
  const { value, paid, balance } = INCOME_TEXT.credit;
  const stats = [
    { label: value, amount: income.value, testId: 'credit-value' },
    { label: paid, amount: income.payment, testId: 'credit-paid' },
    { label: balance, amount: income.balance, testId: 'credit-balance' },
  ];
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      {stats.map((s) => (
        <Paper key={s.label} withBorder radius="md" p={{ base: 'xs', sm: 'md' }} ta="center">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {s.label}
          </Text>
          <Text
            fw={800}
            fz={{ base: 'sm', sm: 'xl' }}
            data-testid={s.testId}
            style={{ overflowWrap: 'anywhere' }}
          >
            {formatCOP(s.amount)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
