import { Flex, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatCOP } from '../../lib/format.ts';

type Props = {
  /** The month's budget, real and difference; undefined while loading (skeletons). */
  summary: { budget: number; real: number; difference: number } | undefined;
  labels: { planned: string; real: string; difference: string };
};

/**
 * Planned (budget), real and difference of the current month ('Mis ingresos', 'Mis gastos'):
 * label and amount side by side on a phone, three tiles from 768 px.
 */
export function SummaryStats({ summary, labels }: Props) {
  const { planned, real, difference } = labels;
  const stats = [
    { label: planned, value: summary?.budget, testId: 'summary-budget' },
    { label: real, value: summary?.real, testId: 'summary-real' },
    { label: difference, value: summary?.difference, testId: 'summary-difference' },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
      {stats.map((s) => (
        <Paper key={s.label} withBorder radius="md" px="md" py={{ base: 'xs', sm: 'md' }}>
          <Flex
            direction={{ base: 'row', sm: 'column' }}
            justify={{ base: 'space-between', sm: 'center' }}
            align="center"
            gap={4}
          >
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {s.label}
            </Text>
            {s.value === undefined ? (
              <Skeleton height={22} width={110} radius="sm" />
            ) : (
              <Text fw={800} fz={{ base: 'md', sm: 'xl' }} data-testid={s.testId}>
                {formatCOP(s.value)}
              </Text>
            )}
          </Flex>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
