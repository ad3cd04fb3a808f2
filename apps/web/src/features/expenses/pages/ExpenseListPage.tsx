import { EXPENSE_MSG, INVENTORY_MSG, LIST_SKELETON_MS } from '@cc/shared';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadMore } from '../../../components/credit/LoadMore.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListSkeleton } from '../../../components/ListSkeleton.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatCOP } from '../../../lib/format.ts';
import { headerTotal, loadedRows } from '../../../lib/paged-list.ts';
import { useSettledDelay } from '../../../lib/use-settled-delay.ts';
import { OpeningBalanceRows } from '../../opening-balances/components/OpeningBalanceRows.tsx';
import { useOpeningBalances } from '../../opening-balances/components/useOpeningBalances.ts';
import { ExpenseCard } from '../components/ExpenseCard.tsx';
import { VoidDialogs, type VoidTarget } from '../components/VoidDialogs.tsx';
import {
  creditPath,
  type ExpenseKind,
  editExpensePath,
  isExpenseKind,
  KINDS,
  newExpensePath,
} from '../kinds.ts';
import { expenseQueries } from '../queries.ts';

/** '/expenses-detail/:type' (cash, bank or credit): the expenses (and abonos paid) of that kind. */
export default function ExpenseListPage() {
  const { type } = useParams();
  return isExpenseKind(type) ? <ExpenseList key={type} kind={type} /> : <NotFound />;
}

function ExpenseList({ kind }: { kind: ExpenseKind }) {
  const info = KINDS[kind];
  const list = useInfiniteQuery(expenseQueries.list(kind));
  const rows = loadedRows(list.data);
  const total = headerTotal(kind, list.data);
  // Credits also list the opening liabilities ('Saldo inicial · {categoría}'), paid by abonos.
  const opening = useOpeningBalances('liability', kind === 'credit');
  const settled = useSettledDelay(!list.isPending, LIST_SKELETON_MS);
  const [voiding, setVoiding] = useState<VoidTarget | null>(null);

  return (
    <>
      <PageHeader title={info.listTitle} backTo="/my-expenses" />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <Text fw={600}>{info.totalLabel}</Text>
            <Text fw={800} size="xl" c="orange.8" data-testid="expense-list-total">
              {total !== undefined ? formatCOP(total + opening.pending) : '…'}
            </Text>
          </Group>
          <Button component={Link} to={newExpensePath(kind)} leftSection={<IconPlus size={18} />}>
            {info.formTitle}
          </Button>
        </Group>
      </Paper>

      {settled && kind === 'credit' && <OpeningBalanceRows kind="liability" rows={opening.rows} maw={760} />}
      {!settled ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        opening.rows.length > 0 && !list.isError ? null : (
          <EmptyState
            message={list.isError ? INVENTORY_MSG.connectionError : EXPENSE_MSG.empty}
            color={list.isError ? 'red' : undefined}
          />
        )
      ) : (
        <Stack gap="sm" maw={760}>
          {rows.map((item) => {
            const live = !item.deleted && !item.is_payment;
            const credit = item.payment_type === 'CREDITO' && !item.is_payment;
            return (
              <ExpenseCard
                key={`${item.is_payment ? 'p' : 'e'}${item.id}`}
                reference={item.reference}
                date={item.date}
                title={item.description}
                value={item.value}
                deleted={item.deleted}
                finished={item.paid_out}
                isPayment={item.is_payment}
                balance={credit && live && !item.paid_out ? item.value - item.payment : undefined}
                to={credit ? creditPath(item.id) : undefined}
                editTo={live ? editExpensePath(kind, item.id) : undefined}
                onVoid={
                  live
                    ? () => setVoiding({ kind: 'document', id: item.id, reference: item.reference })
                    : undefined
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
        testId="expense-load-more"
      />
      <VoidDialogs target={voiding} onClose={() => setVoiding(null)} />
    </>
  );
}
