import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconBuildingBank, IconCash, IconChevronRight, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatCOP } from '../../lib/format.ts';

/** The icon of each way of paying, on the cards and in the new-document modals. */
export const PAYMENT_KIND_ICONS: Record<'cash' | 'bank' | 'credit', Icon> = {
  cash: IconCash,
  bank: IconBuildingBank,
  credit: IconReceipt,
};

export type KindTotalCard = {
  kind: string;
  label: string;
  icon: Icon;
  to: string;
  /** The month's total; undefined while the summary loads (a skeleton stands in). */
  total: number | undefined;
  /** What the total counts ('Ventas de contado del mes'): not the list's header total. */
  caption: string;
};

type Props = {
  cards: readonly KindTotalCard[];
  /** 'income', 'shopping', 'expense': test ids `{prefix}-card-{kind}` and `…-total`. */
  testIdPrefix: string;
  /** Expenses are orange; sales and purchases the brand colour. */
  color?: 'brand' | 'orange';
};

/** The three cards (cash, bank, credit) of a module's month page, each linking to its list. */
export function KindTotalCards({ cards, testIdPrefix, color = 'brand' }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {cards.map((card) => {
        const KindIcon = card.icon;
        return (
          <Card
            key={card.kind}
            component={Link}
            to={card.to}
            withBorder
            radius="lg"
            padding="md"
            data-testid={`${testIdPrefix}-card-${card.kind}`}
          >
            <Group wrap="nowrap" gap="md">
              <ThemeIcon size={48} radius="md" variant="light" color={color}>
                <KindIcon size={28} />
              </ThemeIcon>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={700}>{card.label}</Text>
                {card.total !== undefined ? (
                  <Text
                    fz={24}
                    fw={800}
                    c={`${color}.8`}
                    data-testid={`${testIdPrefix}-card-${card.kind}-total`}
                  >
                    {formatCOP(card.total)}
                  </Text>
                ) : (
                  <Skeleton height={28} mt={4} width="60%" />
                )}
                <Text size="xs" c="dimmed" data-testid={`${testIdPrefix}-card-${card.kind}-caption`}>
                  {card.caption}
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
