import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCOP, formatDate } from '../../lib/format.ts';
import { UI_TEXT } from '../messages.ts';
import { StatusTags } from './StatusTags.tsx';

/** What a list row shows of a sale or purchase, or of one of its abonos. */
export type DocumentRowData = {
  reference: string;
  date: string;
  value: number;
  payment: number;
  payment_type: string;
  is_payment: boolean;
  paid_out: boolean;
  deleted: boolean;
};

type Props = {
  item: DocumentRowData;
  /** The counterparty line (client or provider). */
  party: string;
  /** Appended to the date ('· Inventarios' for a purchase). */
  dateNote?: string | undefined;
  /** 'income' or 'shopping': the rows' test ids ('income-row', 'income-value'…). */
  testIdPrefix: string;
  /** Credit documents open their detail. */
  to?: string | undefined;
  /** The popover; absent for voided documents and abono rows. */
  menu?: ReactNode;
};

const PAYMENT_ROW = 'Abono';

/** One row of a module list: number, date, counterparty, value, pending balance and status tags. */
export function DocumentRowCard({ item, party, dateNote, testIdPrefix, to, menu }: Props) {
  const credit = item.payment_type === 'CREDITO' && !item.is_payment;
  const body = (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Text fw={700} data-testid={`${testIdPrefix}-number`}>
            {item.reference}
          </Text>
          {item.is_payment && (
            <Badge size="sm" variant="outline" color="gray">
              {PAYMENT_ROW}
            </Badge>
          )}
          <StatusTags deleted={item.deleted} finished={item.paid_out} />
        </Group>
        <Text size="sm" c="dimmed">
          {formatDate(item.date)}
          {dateNote ? ` · ${dateNote}` : ''}
        </Text>
        <Text size="sm" truncate="end">
          {party}
        </Text>
      </Stack>
      <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
        <Text fw={800} td={item.deleted ? 'line-through' : undefined} data-testid={`${testIdPrefix}-value`}>
          {formatCOP(item.value)}
        </Text>
        {credit && !item.deleted && !item.paid_out && (
          <Text size="xs" c="dimmed">
            {UI_TEXT.balance(formatCOP(item.value - item.payment))}
          </Text>
        )}
      </Stack>
    </Group>
  );
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid={`${testIdPrefix}-row`}
      data-reference={item.reference}
    >
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
