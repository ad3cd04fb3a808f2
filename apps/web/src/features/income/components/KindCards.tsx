import type { IncomeSummary } from '@cc/shared';
import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconBuildingBank, IconCash, IconChevronRight, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCOP } from '../../../lib/format.ts';
import { INCOME_KINDS, type IncomeKind, KINDS, listPath } from '../kinds.ts';
import { INCOME_TEXT } from '../messages.ts';

export const KIND_ICONS: Record<IncomeKind, Icon> = {
  cash: IconCash,
  bank: IconBuildingBank,
  credit: IconReceipt,
};

/** The three cards of 'Mis ingresos' with the month's totals, each linking to its list. */
export function KindCards({ summary }: { summary: IncomeSummary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {INCOME_KINDS.map((kind) => {
        const KindIcon = KIND_ICONS[kind];
        return (
          <Card
            key={kind}
            component={Link}
            to={listPath(kind)}
            withBorder
            radius="lg"
            padding="md"
            data-testid={`income-card-${kind}`}
          >
            <Group wrap="nowrap" gap="md">
              <ThemeIcon size={48} radius="md" variant="light">
                <KindIcon size={28} />
              </ThemeIcon>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={700}>{KINDS[kind].label}</Text>
                {summary ? (
                  <Text fz={24} fw={800} c="brand.8" data-testid={`income-card-${kind}-total`}>
                    {formatCOP(summary[kind])}
                  </Text>
                ) : (
                  <Skeleton height={28} mt={4} width="60%" />
                )}
                <Text size="xs" c="dimmed">
                  {INCOME_TEXT.monthTotal}
                </Text>
              </div>
              <IconChevronRight size={20} color="var(--mantine-color-dimmed)" />
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
