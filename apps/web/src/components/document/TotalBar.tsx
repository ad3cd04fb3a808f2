import { Group, Paper, Text } from '@mantine/core';
import { formatCOP } from '../../lib/format.ts';
import { LINE_TEXT } from './texts.ts';

/** A document's total under its lines (Σ quantity × unit value), on the lines and payment steps. */
export function TotalBar({ total, testId }: { total: number; testId: string }) {
  return (
    <Paper bg="brand.0" p="sm" radius="md">
      <Group justify="space-between">
        <Text fw={600}>{LINE_TEXT.total}</Text>
        <Text fw={800} size="lg" data-testid={testId}>
          {formatCOP(total)}
        </Text>
      </Group>
    </Paper>
  );
}
