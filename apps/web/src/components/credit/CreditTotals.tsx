import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatCOP } from '../../lib/format.ts';

type Props = {
  /** The three captions of the module ('Crédito', 'Pagado', 'Por cobrar' / 'Por pagar'…). */
  labels: { value: string; paid: string; balance: string };
  value: number;
  paid: number;
  balance: number;
};

/** Value, paid and pending balance of one credit document (sale, purchase or expense). */
export function CreditTotals({ labels, value, paid, balance }: Props) {
  const stats = [
    { label: labels.value, amount: value, testId: 'credit-value' },
    { label: labels.paid, amount: paid, testId: 'credit-paid' },
    { label: labels.balance, amount: balance, testId: 'credit-balance' },
  ];
  return (
    // One column on a phone: three columns of ~100 px broke '$ 5.000.000' in the middle of the number.
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
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
