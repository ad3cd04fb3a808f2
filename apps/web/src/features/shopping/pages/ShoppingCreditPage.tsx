import { DETAIL_SKELETON_CARDS, LIST_SKELETON_MS, SHOPPING_MSG } from '@cc/shared';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { CreditTotals } from '../../../components/credit/CreditTotals.tsx';
import { PaymentRowCard } from '../../../components/credit/PaymentRowCard.tsx';
import { StatusTags } from '../../../components/credit/StatusTags.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListSkeleton } from '../../../components/ListSkeleton.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { capitalize, formatDate } from '../../../lib/format.ts';
import { parseId } from '../../../lib/ids.ts';
import { useSettledDelay } from '../../../lib/use-settled-delay.ts';
import { VoidDialogs, type VoidTarget } from '../components/VoidDialogs.tsx';
import { categoryKeyOf, editPaymentPath, listPath, newPaymentPath, SHOPPING_TEXT } from '../kinds.ts';
import { shoppingQueries } from '../queries.ts';

/** '/shopping-detail/credit/:id': credit, paid, balance and the abonos of one credit purchase. */
export default function ShoppingCreditPage() {
  const { type, id } = useParams();
  const shoppingId = parseId(id);
  return type === 'credit' && shoppingId !== null ? (
    <CreditDetail key={shoppingId} id={shoppingId} />
  ) : (
    <NotFound />
  );
}

function CreditDetail({ id }: { id: number }) {
  const query = useQuery(shoppingQueries.detail(id));
  const [voiding, setVoiding] = useState<VoidTarget | null>(null);
  const doc = query.data;
  const settled = useSettledDelay(doc !== undefined, LIST_SKELETON_MS);
  const back = listPath('credit');

  if (query.isError && !doc) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return (
      <>
        <PageHeader title="Crédito" backTo={back} />
        <LoadError onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!doc || !settled) {
    return (
      <>
        <PageHeader title="Crédito" backTo={back} />
        <ListSkeleton cards={DETAIL_SKELETON_CARDS} />
      </>
    );
  }
  if (doc.payment_type !== 'CREDITO') return <NotFound />;

  const category = categoryKeyOf(doc.category.id);
  const t = SHOPPING_TEXT.credit;
  return (
    <>
      <PageHeader title={SHOPPING_TEXT.creditTitle(doc.reference)} backTo={back} />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
          <Stack gap={0}>
            <Text fw={700}>{doc.provider.name}</Text>
            <Text size="sm" c="dimmed">
              {formatDate(doc.date)} · {capitalize(doc.category.name)}
            </Text>
          </Stack>
          <StatusTags deleted={doc.deleted} finished={doc.paid_out} />
        </Group>
        <CreditTotals labels={t} value={doc.value} paid={doc.payment} balance={doc.balance} />
      </Paper>

      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={3} size="h4">
          {t.payments}
        </Title>
        {!doc.deleted && !doc.paid_out && (
          <Button component={Link} to={newPaymentPath(category, doc.id)} leftSection={<IconPlus size={18} />}>
            {SHOPPING_TEXT.addPayment}
          </Button>
        )}
      </Group>
      {doc.payments.length === 0 ? (
        <EmptyState message={SHOPPING_MSG.empty} />
      ) : (
        <Stack gap="sm">
          {doc.payments.map((p) => {
            const changeable = !doc.deleted && !p.deleted;
            return (
              <PaymentRowCard
                key={p.id}
                payment={p}
                editTo={changeable ? editPaymentPath(category, doc.id, p.id) : undefined}
                onVoid={
                  changeable
                    ? () =>
                        setVoiding({ kind: 'payment', id: doc.id, paymentId: p.id, reference: p.reference })
                    : undefined
                }
              />
            );
          })}
        </Stack>
      )}
      <VoidDialogs target={voiding} onClose={() => setVoiding(null)} />
    </>
  );
}
