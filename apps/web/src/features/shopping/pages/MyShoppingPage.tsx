import { SHOPPING_MSG } from '@cc/shared';
import { Button, Card, Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  type Icon,
  IconBuildingBank,
  IconCash,
  IconChevronRight,
  IconPlus,
  IconReceipt,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { shoppingsApi } from '../../../api/shoppings.ts';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { refusalMessage } from '../../../lib/errors.ts';
import { formatCOP, formatMonth } from '../../../lib/format.ts';
import { ChoiceModal } from '../components/ChoiceModal.tsx';
import { KINDS, listPath, SHOPPING_KINDS, SHOPPING_TEXT, type ShoppingKind } from '../kinds.ts';
import { shoppingQueries } from '../queries.ts';

const ICONS: Record<ShoppingKind, Icon> = { cash: IconCash, bank: IconBuildingBank, credit: IconReceipt };

/** '/my-shopping' 'Mis compras' (spec 2 §2): the month's real total, the three kinds, the export. */
export default function MyShoppingPage() {
  const summary = useQuery(shoppingQueries.summary());
  const [typeOpen, setTypeOpen] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const data = summary.data;

  const exportXlsx = async () => {
    const result = await shoppingsApi.exportXlsx();
    if (!result.ok) setMessage(refusalMessage(result));
  };

  return (
    <>
      <PageHeader title={SHOPPING_MSG.title} tooltip={SHOPPING_TEXT.summaryTooltip} onDownload={exportXlsx} />
      <Group justify="space-between" wrap="wrap" gap="sm" mb="md">
        <Text c="dimmed" fw={600}>
          {data ? formatMonth(data.date) : ' '}
        </Text>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setTypeOpen(true)}>
          {SHOPPING_MSG.newModal}
        </Button>
      </Group>
      <Paper withBorder radius="md" px="md" py="sm" mb="md">
        <Group justify="space-between">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {SHOPPING_TEXT.real}
          </Text>
          {data ? (
            <Text fw={800} fz="xl" data-testid="shopping-real">
              {formatCOP(data.real)}
            </Text>
          ) : (
            <Skeleton height={22} width={110} />
          )}
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {SHOPPING_KINDS.map((kind) => {
          const KindIcon = ICONS[kind];
          return (
            <Card
              key={kind}
              component={Link}
              to={listPath(kind)}
              withBorder
              radius="lg"
              padding="md"
              data-testid={`shopping-card-${kind}`}
            >
              <Group wrap="nowrap" gap="md">
                <ThemeIcon size={48} radius="md" variant="light">
                  <KindIcon size={28} />
                </ThemeIcon>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={700}>{KINDS[kind].label}</Text>
                  {data ? (
                    <Text fz={24} fw={800} c="brand.8" data-testid={`shopping-card-${kind}-total`}>
                      {formatCOP(data[kind])}
                    </Text>
                  ) : (
                    <Skeleton height={28} mt={4} width="60%" />
                  )}
                  <Text size="xs" c="dimmed">
                    {SHOPPING_TEXT.monthTotal}
                  </Text>
                </div>
                <IconChevronRight size={20} color="var(--mantine-color-dimmed)" />
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
      <ChoiceModal
        title={SHOPPING_MSG.newModal}
        opened={typeOpen}
        onClose={() => setTypeOpen(false)}
        choices={SHOPPING_KINDS.map((kind) => ({ label: KINDS[kind].label, to: listPath(kind) }))}
      />
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </>
  );
}
