import { EXPENSE_MSG } from '@cc/shared';
import { ActionIcon, Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBan, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UI_TEXT } from '../../../components/messages.ts';
import { formatCOP, formatDate } from '../../../lib/format.ts';
import { EXPENSE_TEXT } from '../messages.ts';

type Props = {
  reference: string;
  date: string;
  title: string;
  value: number;
  deleted: boolean;
  finished: boolean;
  /** An abono row of a cash or bank list. */
  isPayment?: boolean;
  /** Pending balance of a live credit. */
  balance?: number | undefined;
  /** Credit expenses open their detail. */
  to?: string | undefined;
  /** Edit and void are offered only on live rows (docs/product/3-expenses-reports.md §4). */
  editTo?: string | undefined;
  onVoid?: (() => void) | undefined;
};

/** One card of an expense list or of a credit's abonos: number, date, text, value, status, actions. */
export function ExpenseCard(p: Props) {
  const body = (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Text fw={700}>{p.reference}</Text>
          {p.isPayment && (
            <Badge size="sm" variant="outline" color="gray">
              {EXPENSE_TEXT.paymentRow}
            </Badge>
          )}
          {p.deleted && (
            <Badge color="red" variant="light" size="sm">
              {EXPENSE_MSG.voidedTag}
            </Badge>
          )}
          {p.finished && !p.deleted && (
            <Badge color="brand" variant="light" size="sm">
              {EXPENSE_MSG.finishedTag}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {formatDate(p.date)}
        </Text>
        <Text size="sm" truncate="end">
          {p.title}
        </Text>
      </Stack>
      <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fw={800} td={p.deleted ? 'line-through' : undefined} data-testid="expense-value">
          {formatCOP(p.value)}
        </Text>
        {p.balance !== undefined && (
          <Text size="xs" c="dimmed">
            {UI_TEXT.balance(formatCOP(p.balance))}
          </Text>
        )}
      </Stack>
    </Group>
  );
  return (
    <Card withBorder radius="md" padding="sm" data-testid="expense-row" data-reference={p.reference}>
      <Group wrap="nowrap" gap={4} align="center">
        {p.to ? (
          <UnstyledButton component={Link} to={p.to} style={{ flex: 1, minWidth: 0 }}>
            {body}
          </UnstyledButton>
        ) : (
          <div style={{ flex: 1, minWidth: 0 }}>{body}</div>
        )}
        {p.editTo && (
          <ActionIcon
            component={Link}
            to={p.editTo}
            variant="subtle"
            size="lg"
            aria-label={`${EXPENSE_TEXT.edit} ${p.reference}`}
          >
            <IconPencil size={18} />
          </ActionIcon>
        )}
        {/* Rows without actions keep their amounts aligned with the rows that have them. */}
        {!p.editTo && !p.onVoid && <div style={{ width: 72, flexShrink: 0 }} />}
        {p.onVoid && (
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            onClick={p.onVoid}
            aria-label={`${EXPENSE_TEXT.void} ${p.reference}`}
          >
            <IconBan size={18} />
          </ActionIcon>
        )}
      </Group>
    </Card>
  );
}
