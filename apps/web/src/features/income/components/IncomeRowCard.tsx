import type { IncomeListItem } from '@cc/shared';
import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCOP, formatDate } from '../../../lib/format.ts';
import { INCOME_TEXT } from '../messages.ts';
import { StatusTags } from './StatusTags.tsx';

type Props = {
  item: IncomeListItem;
  /** Credit documents open their detail (/income-detail/credit/:id). */
  to?: string | undefined;
  /** The popover; absent for voided documents and abono rows. */
  menu?: ReactNode;
};

/** One row of /income-detail/:type: number, date, client, value and the status tags. */
export function IncomeRowCard({ item, to, menu }: Props) {
  const credit = item.payment_type === 'CREDITO' && !item.is_payment;
  const body = (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Text fw={700} data-testid="income-number">
            {item.reference}
          </Text>
          {item.is_payment && (
            <Badge size="sm" variant="outline" color="gray">
              {INCOME_TEXT.paymentRow}
            </Badge>
          )}
          <StatusTags deleted={item.deleted} finished={credit && item.paid_out} />
        </Group>
        <Text size="sm" c="dimmed">
          {formatDate(item.date)}
        </Text>
        <Text size="sm" truncate="end">
          {item.client.name}
        </Text>
      </Stack>
      <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fw={800} td={item.deleted ? 'line-through' : undefined} data-testid="income-value">
          {formatCOP(item.value)}
        </Text>
        {credit && !item.deleted && !item.paid_out && (
          <Text size="xs" c="dimmed">
            Saldo {formatCOP(item.value - item.payment)}
          </Text>
        )}
      </Stack>
    </Group>
  );
  return (
    <Card withBorder radius="md" padding="sm" data-testid="income-row" data-reference={item.reference}>
      <Group wrap="nowrap" gap="xs" align="center">
        {to ? (
          <UnstyledButton component={Link} to={to} style={{ flex: 1, minWidth: 0 }}>
            {body}
          </UnstyledButton>
        ) : (
          <div style={{ flex: 1, minWidth: 0 }}>{body}</div>
        )}
        {menu ?? <div style={{ width: 34 }} />}
      </Group>
    </Card>
  );
}
