import { ActionIcon, Box, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdaptiveList } from '../../../components/AdaptiveList.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListSkeleton } from '../../../components/ListSkeleton.tsx';
import { formatCOP } from '../../../lib/format.ts';
import { ONBOARDING_TEXT } from '../messages.ts';

const T = ONBOARDING_TEXT.list;

export type RecordItem = {
  id: number;
  /** Category name. */
  title: string;
  /** Shown above the title (a budget's month). */
  overline?: string;
  value: number;
  valueColor?: string | undefined;
  /** Edit link; absent when editing is not offered. */
  editTo?: string | undefined;
  /** Delete action; absent when deleting is not offered. */
  onDelete?: (() => void) | undefined;
};

type Props = {
  items: RecordItem[] | undefined;
  /** The skeleton is up (loading, or within the spec's delay after the data arrived). */
  showSkeleton: boolean;
  empty: string;
  /** Shown instead of the list when it could not be loaded. */
  error?: ReactNode;
};

/** Compact width for short lists (docs/product/1-account.md §9: fewer than 4 items). */
const COMPACT_MAX_WIDTH = 560;

/**
 * Cards of category, value and actions (docs/product/1-account.md §2). Fewer than four cards stay in one
 * narrow column; longer lists fill a responsive grid.
 */
export function RecordList({ items, showSkeleton, empty, error }: Props) {
  if (showSkeleton) {
    return (
      <Box maw={COMPACT_MAX_WIDTH}>
        <ListSkeleton />
      </Box>
    );
  }
  if (error) return <>{error}</>;
  if (!items || items.length === 0) {
    return <EmptyState message={empty} maw={COMPACT_MAX_WIDTH} testId="empty-list" />;
  }
  return (
    <AdaptiveList
      count={items.length}
      maw={COMPACT_MAX_WIDTH}
      cols={{ base: 1, sm: 2, lg: 3 }}
      testId="record-list"
    >
      {items.map((item) => (
        <RecordCard key={item.id} item={item} />
      ))}
    </AdaptiveList>
  );
}

function RecordCard({ item }: { item: RecordItem }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="record-card">
      <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          {item.overline && (
            <Text size="xs" c="dimmed" fw={600} tt="uppercase" data-testid="record-month">
              {item.overline}
            </Text>
          )}
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="record-title">
            {item.title}
          </Text>
          <Text fw={700} size="lg" c={item.valueColor} data-testid="record-value">
            {formatCOP(item.value)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {item.editTo && (
            <Tooltip label={T.edit} withArrow>
              <ActionIcon
                component={Link}
                to={item.editTo}
                variant="light"
                size="lg"
                aria-label={T.editItem(item.title)}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {item.onDelete && (
            <Tooltip label={T.remove} withArrow>
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                onClick={item.onDelete}
                aria-label={T.removeItem(item.title)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </Card>
  );
}
