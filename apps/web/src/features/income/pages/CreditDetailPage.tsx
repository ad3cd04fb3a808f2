import { DETAIL_SKELETON_CARDS, INCOME_MSG, LIST_SKELETON_MS, PHONE_MSG } from '@cc/shared';
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
import { formatDate } from '../../../lib/format.ts';
import { parseId } from '../../../lib/ids.ts';
import { useSettledDelay } from '../../../lib/use-settled-delay.ts';
import { whatsappPhone } from '../../../lib/whatsapp.ts';
import { VoidDialogs, type VoidTarget } from '../components/VoidDialogs.tsx';
import { WhatsAppReminder } from '../components/WhatsAppShare.tsx';
import { editPaymentPath, listPath, newPaymentPath } from '../kinds.ts';
import { INCOME_TEXT } from '../messages.ts';
import { incomeQueries } from '../queries.ts';

/** '/income-detail/credit/:id': credit, paid, balance and the abonos of one credit sale. */
export function CreditDetailPage() {
  const { type, id } = useParams();
  const incomeId = parseId(id);
  return type === 'credit' && incomeId !== null ? (
    <CreditDetail key={incomeId} id={incomeId} />
  ) : (
    <NotFound />
  );
}

function CreditDetail({ id }: { id: number }) {
  const income = useQuery(incomeQueries.detail(id));
  const [voiding, setVoiding] = useState<VoidTarget | null>(null);
  const doc = income.data;
  const settled = useSettledDelay(doc !== undefined, LIST_SKELETON_MS);

  if (income.isError && !doc) {
    // Another user's or an unknown id is 'ERROR 404'; no answer or a server error may pass.
    if (income.error instanceof ApiError && income.error.status === 404) return <NotFound />;
    return (
      <>
        <PageHeader title="Crédito" backTo={listPath('credit')} />
        <LoadError onRetry={() => void income.refetch()} />
      </>
    );
  }
  if (!doc || !settled) {
    return (
      <>
        <PageHeader title="Crédito" backTo={listPath('credit')} />
        <ListSkeleton cards={DETAIL_SKELETON_CARDS} />
      </>
    );
  }
  if (doc.payment_type !== 'CREDITO') return <NotFound />;

  const open = !doc.deleted && !doc.paid_out;
  return (
    <>
      <PageHeader title={INCOME_TEXT.creditTitle(doc.reference)} backTo={listPath('credit')} />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
          <Stack gap={0}>
            <Text fw={700}>{doc.client.name}</Text>
            <Text size="sm" c="dimmed">
              {formatDate(doc.date)}
            </Text>
          </Stack>
          <StatusTags deleted={doc.deleted} finished={doc.paid_out} />
        </Group>
        <CreditTotals
          labels={INCOME_TEXT.credit}
          value={doc.value}
          paid={doc.payment}
          balance={doc.balance}
        />
        {open && (
          <Group mt="sm" gap="xs">
            <WhatsAppReminder doc={doc} />
            {!whatsappPhone(doc.client.cellphone) && (
              <Text size="xs" c="dimmed">
                {PHONE_MSG.whatsapp.noCellphone}
              </Text>
            )}
          </Group>
        )}
      </Paper>

      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={3} size="h4">
          {INCOME_TEXT.credit.payments}
        </Title>
        {open && (
          <Button component={Link} to={newPaymentPath(doc.id)} leftSection={<IconPlus size={18} />}>
            {INCOME_MSG.addPayment}
          </Button>
        )}
      </Group>
      {doc.payments.length === 0 ? (
        <EmptyState message={INCOME_MSG.empty} />
      ) : (
        <Stack gap="sm">
          {doc.payments.map((p) => {
            const changeable = !doc.deleted && !p.deleted;
            return (
              <PaymentRowCard
                key={p.id}
                payment={p}
                editTo={changeable ? editPaymentPath(doc.id, p.id) : undefined}
                onVoid={
                  changeable
                    ? () =>
                        setVoiding({
                          kind: 'payment',
                          id: doc.id,
                          paymentId: p.id,
                          reference: p.reference,
                        })
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
