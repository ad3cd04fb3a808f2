import { type FinancialInfoRecord, openingBalanceLabel } from '@cc/shared';
import { Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { StatusTags } from '../../../components/credit/StatusTags.tsx';
import { formatCOP } from '../../../lib/format.ts';
import { OPENING_KINDS, type OpeningKind } from '../kinds.ts';
import { OPENING_TEXT } from '../messages.ts';

type Props = { kind: OpeningKind; record: FinancialInfoRecord };

/**
 * An opening receivable or liability in a credit list: 'Saldo inicial · {categoría}', its value
 * and what is pending; it opens its abonos, and 'Abonar' goes straight to the abono form.
 */
export function OpeningBalanceCard({ kind, record }: Props) {
  const cfg = OPENING_KINDS[kind];
  const label = openingBalanceLabel(record.category.name);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="opening-row" data-reference={label}>
      <Group wrap="nowrap" gap="xs" align="center">
        <UnstyledButton component={Link} to={cfg.detailPath(record.id)} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Text fw={700}>{label}</Text>
                <StatusTags deleted={false} finished={record.paid_out} />
              </Group>
              <Text size="sm" c="dimmed">
                {cfg.totals.value}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
              <Text fw={800} data-testid="opening-value">
                {formatCOP(record.value)}
              </Text>
              {!record.paid_out && (
                <Text size="xs" c="dimmed" data-testid="opening-pending">
                  {OPENING_TEXT.pendingLabel} {formatCOP(record.pending)}
                </Text>
              )}
            </Stack>
          </Group>
        </UnstyledButton>
        {record.paid_out ? (
          <div style={{ width: 34 }} />
        ) : (
          <Button component={Link} to={cfg.newPaymentPath(record.id)} size="xs" variant="light">
            {OPENING_TEXT.pay}
          </Button>
        )}
      </Group>
    </Card>
  );
}
