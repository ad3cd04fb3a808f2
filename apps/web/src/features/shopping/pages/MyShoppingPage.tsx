import { SHOPPING_MSG } from '@cc/shared';
import { Button, Group, Paper, Skeleton, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { shoppingsApi } from '../../../api/shoppings.ts';
import { KindTotalCards, PAYMENT_KIND_ICONS } from '../../../components/credit/KindTotalCards.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { refusalMessage } from '../../../lib/errors.ts';
import { formatCOP, formatMonth } from '../../../lib/format.ts';
import { ChoiceModal } from '../components/ChoiceModal.tsx';
import { KINDS, listPath, SHOPPING_KINDS, SHOPPING_TEXT } from '../kinds.ts';
import { shoppingQueries } from '../queries.ts';

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
      {/* A failed summary says so and offers a retry instead of skeletons forever (issue 10). */}
      {summary.isError && !data && <LoadError onRetry={() => void summary.refetch()} />}
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
      <KindTotalCards
        cards={SHOPPING_KINDS.map((kind) => ({
          kind,
          label: KINDS[kind].label,
          icon: PAYMENT_KIND_ICONS[kind],
          to: listPath(kind),
          total: data?.[kind],
        }))}
        testIdPrefix="shopping"
        caption={SHOPPING_TEXT.monthTotal}
      />
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
