import { type BudgetRecord, FINANCIAL_MSG, LIST_SKELETON_MS } from '@cc/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../../components/ConfirmDeleteModal.tsx';
import { failureMessage } from '../../../components/errors.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { formatMonth } from '../../../lib/format.ts';
import { useSettledDelay } from '../../../lib/use-settled-delay.ts';
import { ListLayout } from '../components/ListLayout.tsx';
import { type RecordItem, RecordList } from '../components/RecordList.tsx';
import { BUDGET_KINDS, type BudgetKind } from '../config.ts';
import { ONBOARDING_TEXT } from '../messages.ts';
import { useDeleteBudget } from '../mutations.ts';
import { financialQueries } from '../queries.ts';

const D = FINANCIAL_MSG.deleteConfirm;

/**
 * /initial-budget-income and /initial-budget-expense (docs/product/1-account.md §2). Budgets are plans, not
 * opening balances: they stay editable and deletable after the initial information is closed.
 */
export function BudgetListPage({ kind }: { kind: BudgetKind }) {
  const cfg = BUDGET_KINDS[kind];
  const query = useQuery(financialQueries.budgetList(cfg.mov));
  const settled = useSettledDelay(query.isSuccess || query.isError, LIST_SKELETON_MS);
  const remove = useDeleteBudget();
  const [toDelete, setToDelete] = useState<BudgetRecord | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const items: RecordItem[] | undefined = query.data?.map((r) => ({
    id: r.id,
    overline: formatMonth(r.date),
    title: r.category.name,
    value: r.value,
    editTo: cfg.editPath(r.id),
    onDelete: () => setToDelete(r),
  }));

  // Confirm, delete, then the list refreshes (docs/product/1-account.md §4); the mutation invalidates it.
  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await remove.mutateAsync(toDelete.id);
    setToDelete(null);
    if (!result.ok) {
      setMessage(
        failureMessage(
          {
            ...ONBOARDING_TEXT.budgetDeleteFailed,
          },
          result,
        ),
      );
    }
  };

  return (
    <ListLayout title={cfg.listTitle} tooltip={cfg.tooltip} addTo={cfg.createPath} addLabel={cfg.addLabel}>
      <RecordList
        items={items}
        showSkeleton={!settled}
        empty={cfg.empty}
        error={query.isError && !query.data ? <LoadError onRetry={() => void query.refetch()} /> : null}
      />
      <ConfirmDeleteModal
        opened={toDelete !== null}
        title={D.title}
        question={D.text}
        cancelLabel={D.cancel}
        confirmLabel={D.confirm}
        loading={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </ListLayout>
  );
}
