import { INCOME_MSG, INVENTORY_MSG, LIST_SKELETON_MS } from '@cc/shared';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DocumentRowCard } from '../../../components/credit/DocumentRowCard.tsx';
import { LoadMore } from '../../../components/credit/LoadMore.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListSkeleton } from '../../../components/ListSkeleton.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatCOP } from '../../../lib/format.ts';
import { headerTotal, loadedRows } from '../../../lib/paged-list.ts';
import { useSettledDelay } from '../../../lib/use-settled-delay.ts';
import { OpeningBalanceRows } from '../../opening-balances/components/OpeningBalanceRows.tsx';
import { useOpeningBalances } from '../../opening-balances/components/useOpeningBalances.ts';
import { IncomeRowMenu } from '../components/IncomeRowMenu.tsx';
import { InvoiceModal } from '../components/InvoiceModal.tsx';
import { VoidDialogs, type VoidTarget } from '../components/VoidDialogs.tsx';
import { useInvoiceDownload } from '../hooks/useInvoiceDownload.ts';
import { creditPath, editIncomePath, type IncomeKind, isIncomeKind, KINDS, newIncomePath } from '../kinds.ts';
import { incomeQueries } from '../queries.ts';

/** '/income-detail/:type' (cash, bank or credit): the documents (and abonos received) of that kind. */
export function IncomeListPage() {
  const { type } = useParams();
  return isIncomeKind(type) ? <IncomeList key={type} kind={type} /> : <NotFound />;
}

function IncomeList({ kind }: { kind: IncomeKind }) {
  const info = KINDS[kind];
  const list = useInfiniteQuery(incomeQueries.list(kind));
  const rows = loadedRows(list.data);
  const total = headerTotal(kind, list.data);
  // Credits also list the opening receivable ('Saldo inicial · Cuentas por cobrar'), collected by abonos.
  const opening = useOpeningBalances('receivable', kind === 'credit');
  const settled = useSettledDelay(!list.isPending, LIST_SKELETON_MS);
  const [message, setMessage] = useState<Message | null>(null);
  const [invoiceId, setInvoiceId] = useState<number | null>(null);
  const [voiding, setVoiding] = useState<VoidTarget | null>(null);
  const { download, downloading } = useInvoiceDownload(setMessage);

  return (
    <>
      <PageHeader title={info.listTitle} backTo="/my-income" />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <Text fw={600}>{info.totalLabel}</Text>
            <Text fw={800} size="xl" c="brand.8" data-testid="income-list-total">
              {total !== undefined ? formatCOP(total + opening.pending) : '…'}
            </Text>
          </Group>
          <Button component={Link} to={newIncomePath(kind)} leftSection={<IconPlus size={18} />}>
            {INCOME_MSG.addButton}
          </Button>
        </Group>
      </Paper>

      {settled && kind === 'credit' && <OpeningBalanceRows kind="receivable" rows={opening.rows} />}
      {!settled ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        opening.rows.length > 0 && !list.isError ? null : (
          <EmptyState
            message={list.isError ? INVENTORY_MSG.connectionError : INCOME_MSG.empty}
            color={list.isError ? 'red' : undefined}
          />
        )
      ) : (
        <Stack gap="sm">
          {rows.map((item) => {
            const actionable = !item.deleted && !item.is_payment;
            const isCredit = item.payment_type === 'CREDITO' && !item.is_payment;
            return (
              <DocumentRowCard
                key={`${item.is_payment ? 'p' : 'i'}${item.id}`}
                item={item}
                party={item.client.name}
                testIdPrefix="income"
                to={isCredit ? creditPath(item.id) : undefined}
                menu={
                  actionable ? (
                    <IncomeRowMenu
                      reference={item.reference}
                      editTo={editIncomePath(kind, item.id)}
                      onInvoice={() => setInvoiceId(item.id)}
                      onVoid={() => setVoiding({ kind: 'document', id: item.id, reference: item.reference })}
                      onDownload={() => void download(item)}
                    />
                  ) : undefined
                }
              />
            );
          })}
        </Stack>
      )}
      <LoadMore
        hasMore={settled && list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
        testId="income-load-more"
      />

      <InvoiceModal
        incomeId={invoiceId}
        onClose={() => setInvoiceId(null)}
        onDownload={(doc) => void download(doc)}
        downloading={downloading !== null}
      />
      <VoidDialogs target={voiding} onClose={() => setVoiding(null)} />
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </>
  );
}
