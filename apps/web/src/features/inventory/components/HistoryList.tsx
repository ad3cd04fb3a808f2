import { INVENTORY_MSG, LIST_SKELETON_MS } from '@cc/shared';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { InventoryLog } from '../../../api/inventory.ts';
import { EmptyState, LoadFailedState } from '../../../components/EmptyState.tsx';
import { ListSkeleton } from '../../../components/ListSkeleton.tsx';
import { useSettledDelay } from '../../../lib/use-settled-delay.ts';
import { INVENTORY_TEXT as T } from '../messages.ts';
import { formatHistoryDate } from '../model.ts';
import { inventoryQueries } from '../queries.ts';

/** The 'Historial' tab (docs/product/2-inventory-income-purchases.md §2): GET /api/logs/, newest first; skeletons for 1 s like the lists. */
export function HistoryList() {
  const logs = useQuery(inventoryQueries.logs());
  const settled = useSettledDelay(!logs.isPending, LIST_SKELETON_MS);
  if (logs.isPending || !settled) return <ListSkeleton />;
  if (logs.isError) return <LoadFailedState />;
  if (logs.data.length === 0) return <EmptyState message={INVENTORY_MSG.emptyFiltered} />;
  return (
    <Stack gap="sm" maw={760}>
      {logs.data.map((log) => (
        <HistoryCard key={log.id} log={log} />
      ))}
    </Stack>
  );
}

function HistoryCard({ log }: { log: InventoryLog }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="history-card">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed" data-testid="history-date">
          {formatHistoryDate(log.created)}
        </Text>
        <Badge variant="light" color="blue" data-testid="history-type">
          {log.type_change}
        </Badge>
      </Group>
      <Text fw={700} mt={4}>
        {log.inventory.name}
      </Text>
      <Text size="sm" c="dimmed">
        {log.fiel_change}
      </Text>
      {log.new_data && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="history-new-data">
          {log.new_data}
        </Text>
      )}
      {log.old_data && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {T.before(log.old_data)}
        </Text>
      )}
    </Card>
  );
}
