import { DETAIL_SKELETON_CARDS, EXPENSE_MSG, LIST_SKELETON_MS } from '@cc/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { CreditTotals } from '../../../components/credit/CreditTotals.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListSkeleton } from '../../../components/ListSkeleton.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatDate } from '../../../lib/format.ts';
import { parseId } from '../../../lib/ids.ts';
import { useSettledDelay } from '../../../lib/use-settled-delay.ts';
import { ExpenseCard } from '../components/ExpenseCard.tsx';
import { VoidDialogs, type VoidTarget } from '../components/VoidDialogs.tsx';
import { editPaymentPath, listPath, newPaymentPath } from '../kinds.ts';
import { EXPENSE_TEXT } from '../messages.ts';
import { expenseQueries } from '../queries.ts';

/** '/expenses-detail/credit/:id': credit, paid, difference and the abonos of one credit expense. */
export default function ExpenseCreditPage() {
  const { type, id } = useParams();
  const expenseId = parseId(id);
  return type === 'credit' && expenseId !== null ? (
    <CreditDetail key={expenseId} id={expenseId} />
  ) : (
    <NotFound />
  );
}

function CreditDetail({ id }: { id: number }) {
  const expense = useQuery(expenseQueries.detail(id));
  const [voiding, setVoiding] = useState<VoidTarget | null>(null);
  const doc = expense.data;
  const settled = useSettledDelay(doc !== undefined, LIST_SKELETON_MS);
  const header = <PageHeader title={EXPENSE_TEXT.credit.value} backTo={listPath('credit')} />;

  if (expense.isError && !doc) {
    if (expense.error instanceof ApiError && expense.error.status === 404) return <NotFound />;
    return (
      <>
        {header}
        <LoadError onRetry={() => void expense.refetch()} />
      </>
    );
  }
  if (!doc || !settled) {
    return (
      <>
        {header}
        <ListSkeleton cards={DETAIL_SKELETON_CARDS} />
      </>
    );
  }
  if (doc.payment_type !== 'CREDITO') return <NotFound />;

  const open = !doc.deleted && !doc.paid_out;
  return (
    <>
      <PageHeader title={EXPENSE_TEXT.creditTitle(doc.reference)} backTo={listPath('credit')} />
      <Paper withBorder radius="md" p="md" mb="md" maw={760}>
        <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
          <Stack gap={0}>
            <Text fw={700}>{doc.description}</Text>
            <Text size="sm" c="dimmed">
              {formatDate(doc.date)} · {doc.category.name}
            </Text>
          </Stack>
          {doc.deleted ? (
            <Badge color="red" variant="light">
              {EXPENSE_MSG.voidedTag}
            </Badge>
          ) : doc.paid_out ? (
            <Badge color="brand" variant="light" data-testid="credit-finished">
              {EXPENSE_MSG.finishedTag}
            </Badge>
          ) : null}
        </Group>
        <CreditTotals
          labels={EXPENSE_TEXT.credit}
          value={doc.value}
          paid={doc.payment}
          balance={doc.balance}
        />
      </Paper>

      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs" maw={760}>
        <Title order={3} size="h4">
          {EXPENSE_TEXT.credit.payments}
        </Title>
        {open && (
          <Button component={Link} to={newPaymentPath(doc.id)} leftSection={<IconPlus size={18} />}>
            {EXPENSE_TEXT.addPayment}
          </Button>
        )}
      </Group>
      {doc.payments.length === 0 ? (
        <EmptyState message={EXPENSE_MSG.empty} maw={760} />
      ) : (
        <Stack gap="sm" maw={760}>
          {doc.payments.map((p) => {
            const changeable = !doc.deleted && !p.deleted;
            return (
              <ExpenseCard
                key={p.id}
                reference={p.reference}
                date={p.date}
                title={`${p.is_initial ? EXPENSE_TEXT.initialPayment : EXPENSE_TEXT.paymentRow} · ${EXPENSE_TEXT.methods[p.payment_method]}`}
                value={p.value}
                deleted={p.deleted}
                finished={p.is_finished}
                editTo={changeable ? editPaymentPath(doc.id, p.id) : undefined}
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
