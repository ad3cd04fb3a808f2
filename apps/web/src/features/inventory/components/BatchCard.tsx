import { INVENTORY_MSG, type StockBatch } from '@cc/shared';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCOP } from '../../../lib/format.ts';
import { INVENTORY_TEXT as T } from '../messages.ts';
import { formatBatchDate } from '../model.ts';

const ORIGIN_LABELS: Record<StockBatch['origin'], string> = {
  initial: T.origin.initial,
  manual: T.origin.manual,
  purchase: T.origin.purchase,
  late_void: T.origin.late_void,
};

type Props = { batch: StockBatch; onCancel: (batch: StockBatch) => void };

/**
 * One stock batch (docs/product/2-inventory-income-purchases.md §2-§4): date, values, units. Red when an active batch has nothing left;
 * 'Anulado' once cancelled; 'Anular' only where the server would accept it (`cancellable`).
 */
export function BatchCard({ batch, onCancel }: Props) {
  const empty = batch.is_active && batch.available < 1;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="batch-card"
      data-cancelled={!batch.is_active || undefined}
      style={{
        borderColor: empty ? 'var(--mantine-color-red-5)' : undefined,
        opacity: batch.is_active ? 1 : 0.75,
      }}
    >
      <Group justify="space-between" gap={6} mb={6} align="flex-start">
        <Text fw={700} size="sm" data-testid="batch-date">
          {formatBatchDate(batch.created)}
        </Text>
        <Group gap={6} wrap="nowrap" style={{ flex: 'none' }}>
          <Badge variant="light" color="gray" size="sm">
            {ORIGIN_LABELS[batch.origin]}
          </Badge>
          {!batch.is_active && (
            <Badge color="red" variant="filled" size="sm">
              {INVENTORY_MSG.cancelled}
            </Badge>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={2} spacing={6} verticalSpacing={4}>
        <Field label={T.batch.cost} value={formatCOP(batch.cost_value)} />
        <Field label={T.batch.sale} value={formatCOP(batch.sale_value)} />
        <Field label={T.batch.quantity} value={String(batch.quantity)} />
        <Field label={T.batch.available} value={String(batch.available)} danger={empty} />
      </SimpleGrid>
      {batch.is_active && batch.cancellable && (
        <Group justify="flex-end" mt="xs">
          <Button size="xs" variant="light" color="red" onClick={() => onCancel(batch)}>
            {T.batch.cancel}
          </Button>
        </Group>
      )}
    </Card>
  );
}

function Field({ label, value, danger = false }: { label: string; value: string; danger?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} c={danger ? 'red.9' : undefined}>
        {value}
      </Text>
    </Stack>
  );
}
