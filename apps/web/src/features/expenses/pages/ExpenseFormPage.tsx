import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { Cargando } from '../../../components/Cargando.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { parseId } from '../../../lib/ids.ts';
import { paymentKindOf } from '../../../lib/payment-methods.ts';
import { ExpenseWizard } from '../components/ExpenseWizard.tsx';
import { PaymentForm } from '../components/PaymentForm.tsx';
import { type FormMode, parseMode } from '../form/mode.ts';
import { useLeave } from '../form/useLeave.ts';
import { creditPath, KINDS, listPath } from '../kinds.ts';
import { EXPENSE_TEXT } from '../messages.ts';
import { expenseQueries } from '../queries.ts';

/**
 * '/expenses-form/…' (spec 3 §2): cash|bank|credit, edit_<kind>/:id, payment/:id and
 * edit_payment/:id/:payment_id. `?reminder=R&expense=E&date=D` accepts reminder R: expense E's
 * data, dated D.
 */
export default function ExpenseFormPage() {
  const { type, id, payment_id } = useParams();
  const mode = parseMode(type, id, payment_id);
  return mode ? <FormForMode key={`${type}/${id}/${payment_id}`} mode={mode} /> : <NotFound />;
}

function backPath(mode: FormMode): string {
  if (mode.kind === 'create' || mode.kind === 'edit') return listPath(mode.expenseKind);
  return creditPath(mode.id);
}

function FormForMode({ mode }: { mode: FormMode }) {
  const [search] = useSearchParams();
  const reminderId = mode.kind === 'create' ? parseId(search.get('reminder') ?? undefined) : null;
  const reminderExpense = reminderId !== null ? parseId(search.get('expense') ?? undefined) : null;
  // The occurrence's date; the form falls back to today.
  const dueDate = /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '')
    ? (search.get('date') ?? undefined)
    : undefined;
  const sourceId = mode.kind === 'create' ? reminderExpense : mode.id;
  const leave = useLeave(reminderId !== null ? '/notifications' : backPath(mode));
  const source = useQuery({ ...expenseQueries.detail(sourceId ?? 0), enabled: sourceId !== null });
  const payment = useQuery({
    ...expenseQueries.payment(
      mode.kind === 'editPayment' ? mode.id : 0,
      mode.kind === 'editPayment' ? mode.paymentId : 0,
    ),
    enabled: mode.kind === 'editPayment',
  });

  const title =
    mode.kind === 'create'
      ? KINDS[mode.expenseKind].formTitle
      : mode.kind === 'edit'
        ? KINDS[mode.expenseKind].editTitle
        : mode.kind === 'payment'
          ? EXPENSE_TEXT.newPaymentTitle
          : EXPENSE_TEXT.editPaymentTitle(payment.data?.reference ?? '');
  const header = <PageHeader title={title} backTo={backPath(mode)} />;

  const failed = (sourceId !== null && source.isError) || payment.isError;
  if (failed) {
    const error = source.error ?? payment.error;
    if (error instanceof ApiError && error.status === 404) return <NotFound />;
    return (
      <>
        {header}
        <LoadError onRetry={() => void (source.isError ? source.refetch() : payment.refetch())} />
      </>
    );
  }
  const loading = (sourceId !== null && !source.data) || (mode.kind === 'editPayment' && !payment.data);
  if (loading) return <Cargando />;

  // An edit route of the wrong kind, or an abono of a non-credit expense, is not a page.
  if (mode.kind === 'edit' && source.data && paymentKindOf(source.data) !== mode.expenseKind)
    return <NotFound />;
  if (isPaymentKind(mode) && source.data?.payment_type !== 'CREDITO') return <NotFound />;

  return (
    <>
      {header}
      {mode.kind === 'create' || mode.kind === 'edit' ? (
        <ExpenseWizard
          kind={mode.expenseKind}
          editing={mode.kind === 'edit' ? source.data : undefined}
          fromReminder={
            reminderId !== null && source.data
              ? { id: reminderId, expense: source.data, date: dueDate }
              : undefined
          }
          onLeave={leave}
        />
      ) : (
        <PaymentForm expenseId={mode.id} editing={payment.data} onLeave={leave} />
      )}
    </>
  );
}

const isPaymentKind = (mode: FormMode) => mode.kind === 'payment' || mode.kind === 'editPayment';
