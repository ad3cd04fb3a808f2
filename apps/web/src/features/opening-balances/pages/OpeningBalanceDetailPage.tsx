import { DETAIL_SKELETON_CARDS, INCOME_MSG, LIST_SKELETON_MS, openingBalanceLabel } from '@cc/shared';
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
import { parseId } from '../../../lib/ids.ts';
import { useSettledDelay } from '../../../lib/use-settled-delay.ts';
import { financialQueries } from '../../onboarding/index.ts';
import { OpeningVoidDialogs, type PaymentVoidTarget } from '../components/OpeningVoidDialogs.tsx';
import { kindOfType, OPENING_KINDS, type OpeningKind } from '../kinds.ts';
import { OPENING_TEXT } from '../messages.ts';

/**
 * '/income-detail/opening/:id' and '/expenses-detail/opening/:id': an opening receivable or
 * liability as a credit — its value, what was paid and what is pending, its abonos with edit and
 * void, and 'Agregar nuevo ABONO' while something is pending (docs/product/2-inventory-income-purchases.md §2 credit detail).
 */
export function OpeningBalanceDetailPage({ kind }: { kind: OpeningKind }) {
  const { id } = useParams();
  const recordId = parseId(id);
  return recordId === null ? <NotFound /> : <Detail key={recordId} kind={kind} id={recordId} />;
}

function Detail({ kind, id }: { kind: OpeningKind; id: number }) {
  const cfg = OPENING_KINDS[kind];
  const record = useQuery(financialQueries.infoDetail(id));
  const [voiding, setVoiding] = useState<PaymentVoidTarget | null>(null);
  const doc = record.data;
  const settled = useSettledDelay(doc !== undefined, LIST_SKELETON_MS);

  if (record.isError && !doc) {
    if (record.error instanceof ApiError && record.error.status === 404) return <NotFound />;
    return (
      <>
        <PageHeader title={cfg.totals.value} backTo={cfg.listPath} />
        <LoadError onRetry={() => void record.refetch()} />
      </>
    );
  }
  if (!doc || !settled) {
    return (
      <>
        <PageHeader title={cfg.totals.value} backTo={cfg.listPath} />
        <ListSkeleton cards={DETAIL_SKELETON_CARDS} />
      </>
    );
  }
  // Caja, Bancos… take no abonos, and a liability is not shown among the receivables.
  if (!doc.takes_payments || kindOfType(doc.financial_type) !== kind) return <NotFound />;

  return (
    <>
      <PageHeader title={openingBalanceLabel(doc.category.name)} backTo={cfg.listPath} />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
          <Stack gap={0}>
            <Text fw={700}>{doc.category.name}</Text>
            <Text size="sm" c="dimmed">
              {cfg.totals.value}
            </Text>
          </Stack>
          <StatusTags deleted={false} finished={doc.paid_out} />
        </Group>
        <CreditTotals labels={cfg.totals} value={doc.value} paid={doc.paid} balance={doc.pending} />
      </Paper>

      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={3} size="h4">
          {OPENING_TEXT.payments}
        </Title>
        {!doc.paid_out && (
          <Button component={Link} to={cfg.newPaymentPath(doc.id)} leftSection={<IconPlus size={18} />}>
            {INCOME_MSG.addPayment}
          </Button>
        )}
      </Group>
      {doc.payments.length === 0 ? (
        <EmptyState message={INCOME_MSG.empty} />
      ) : (
        <Stack gap="sm">
          {doc.payments.map((p) => (
            <PaymentRowCard
              key={p.id}
              payment={p}
              editTo={p.deleted ? undefined : cfg.editPaymentPath(doc.id, p.id)}
              onVoid={
                p.deleted
                  ? undefined
                  : () => setVoiding({ kind: 'payment', id: doc.id, paymentId: p.id, reference: p.reference })
              }
            />
          ))}
        </Stack>
      )}
      <OpeningVoidDialogs target={voiding} onClose={() => setVoiding(null)} />
    </>
  );
}
