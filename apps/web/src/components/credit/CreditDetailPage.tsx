import { DETAIL_SKELETON_CARDS, LIST_SKELETON_MS } from '@cc/shared';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { formatDate } from '../../lib/format.ts';
import { parseId } from '../../lib/ids.ts';
import { useSettledDelay } from '../../lib/use-settled-delay.ts';
import { EmptyState } from '../EmptyState.tsx';
import { ListSkeleton } from '../ListSkeleton.tsx';
import { LoadError } from '../LoadError.tsx';
import { NotFound } from '../NotFound.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { CreditTotals } from './CreditTotals.tsx';
import { DocumentVoidDialogs, type VoidModule } from './DocumentVoidDialogs.tsx';
import { PaymentRowCard, type PaymentRowData } from './PaymentRowCard.tsx';
import { StatusTags } from './StatusTags.tsx';
import type { VoidTarget } from './VoidDialogs.tsx';

/** What the page reads of a credit document, whichever its kind (sale, purchase, expense). */
export type CreditDoc = {
  id: number;
  reference: string;
  date: string;
  value: number;
  payment: number;
  balance: number;
  deleted: boolean;
  paid_out: boolean;
  payment_type: string;
  payments: (PaymentRowData & { id: number })[];
};

/** What differs between the kinds: where the document comes from, its texts and its paths. */
export type CreditDetailKind<D extends CreditDoc> = {
  /** A hook: the module's detail query of the document. */
  useDetail: (id: number) => UseQueryResult<D>;
  listPath: string;
  title: (doc: D) => string;
  /** The bold line (client, provider or description) and what follows the date. */
  party: (doc: D) => { name: string; detail?: string };
  texts: {
    credit: { value: string; paid: string; balance: string; payments: string };
    addPayment: string;
    empty: string;
  };
  newPaymentPath: (doc: D) => string;
  editPaymentPath: (doc: D, paymentId: number) => string;
  voiding: VoidModule;
  /** Shown under the totals while the credit is open (a sale's WhatsApp reminder). */
  openActions?: ComponentType<{ doc: D }>;
};

/**
 * '/{kind}-detail/credit/:id': value, paid, balance and the abonos of one credit document,
 * with 'Agregar abono' while it is open, and edit / void on each live abono.
 */
export function CreditDetailPage<D extends CreditDoc>({ kind }: { kind: CreditDetailKind<D> }) {
  const { type, id } = useParams();
  const docId = parseId(id);
  return type === 'credit' && docId !== null ? (
    <CreditDetail key={docId} id={docId} kind={kind} />
  ) : (
    <NotFound />
  );
}

function CreditDetail<D extends CreditDoc>({ id, kind }: { id: number; kind: CreditDetailKind<D> }) {
  const query = kind.useDetail(id);
  const [voiding, setVoiding] = useState<VoidTarget | null>(null);
  const doc = query.data;
  const settled = useSettledDelay(doc !== undefined, LIST_SKELETON_MS);
  const { texts, openActions: OpenActions } = kind;

  if (query.isError && !doc) {
    // Another user's or an unknown id is 'ERROR 404'; no answer or a server error may pass.
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
    return (
      <>
        <PageHeader title={texts.credit.value} backTo={kind.listPath} />
        <LoadError onRetry={() => void query.refetch()} />
      </>
    );
  }
  if (!doc || !settled) {
    return (
      <>
        <PageHeader title={texts.credit.value} backTo={kind.listPath} />
        <ListSkeleton cards={DETAIL_SKELETON_CARDS} />
      </>
    );
  }
  if (doc.payment_type !== 'CREDITO') return <NotFound />;

  const party = kind.party(doc);
  return (
    <>
      <PageHeader title={kind.title(doc)} backTo={kind.listPath} />
      <Stack gap="md" maw={760}>
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
            <Stack gap={0}>
              <Text fw={700}>{party.name}</Text>
              <Text size="sm" c="dimmed">
                {formatDate(doc.date)}
                {party.detail ? ` · ${party.detail}` : ''}
              </Text>
            </Stack>
            <StatusTags deleted={doc.deleted} finished={doc.paid_out} finishedTestId="credit-finished" />
          </Group>
          <CreditTotals labels={texts.credit} value={doc.value} paid={doc.payment} balance={doc.balance} />
          {OpenActions && !doc.deleted && !doc.paid_out && <OpenActions doc={doc} />}
        </Paper>

        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {texts.credit.payments}
          </Title>
          {!doc.deleted && !doc.paid_out && (
            <Button component={Link} to={kind.newPaymentPath(doc)} leftSection={<IconPlus size={18} />}>
              {texts.addPayment}
            </Button>
          )}
        </Group>
        {doc.payments.length === 0 ? (
          <EmptyState message={texts.empty} />
        ) : (
          <Stack gap="sm">
            {doc.payments.map((p) => {
              const changeable = !doc.deleted && !p.deleted;
              const target: VoidTarget = {
                kind: 'payment',
                id: doc.id,
                paymentId: p.id,
                reference: p.reference,
              };
              return (
                <PaymentRowCard
                  key={p.id}
                  payment={p}
                  editTo={changeable ? kind.editPaymentPath(doc, p.id) : undefined}
                  onVoid={changeable ? () => setVoiding(target) : undefined}
                />
              );
            })}
          </Stack>
        )}
      </Stack>
      <DocumentVoidDialogs module={kind.voiding} target={voiding} onClose={() => setVoiding(null)} />
    </>
  );
}
