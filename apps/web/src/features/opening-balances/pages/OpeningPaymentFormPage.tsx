import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { Cargando } from '../../../components/Cargando.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { parseId } from '../../../lib/ids.ts';
import { financialQueries } from '../../onboarding/index.ts';
import { OpeningPaymentForm } from '../components/OpeningPaymentForm.tsx';
import { kindOfType, OPENING_KINDS, type OpeningKind } from '../kinds.ts';
import { OPENING_TEXT } from '../messages.ts';
import { openingQueries } from '../queries.ts';

/**
 * '/income-form/opening_payment/:id' and '…/edit_opening_payment/:id/:payment_id' (and the
 * '/expenses-form/…' twins): a new abono on an opening balance, or the edit of one.
 */
export function OpeningPaymentFormPage({ kind }: { kind: OpeningKind }) {
  const { id, payment_id } = useParams();
  const recordId = parseId(id);
  const paymentId = payment_id === undefined ? undefined : parseId(payment_id);
  if (recordId === null || paymentId === null) return <NotFound />;
  return <FormLoader key={`${recordId}/${paymentId}`} kind={kind} id={recordId} paymentId={paymentId} />;
}

function FormLoader({
  kind,
  id,
  paymentId,
}: {
  kind: OpeningKind;
  id: number;
  paymentId: number | undefined;
}) {
  const cfg = OPENING_KINDS[kind];
  const record = useQuery(financialQueries.infoDetail(id));
  const payment = useQuery({
    ...openingQueries.payment(id, paymentId ?? 0),
    enabled: paymentId !== undefined,
  });
  const title =
    paymentId === undefined
      ? OPENING_TEXT.newPaymentTitle
      : OPENING_TEXT.editPaymentTitle(payment.data?.reference ?? '');
  const header = <PageHeader title={title} backTo={cfg.detailPath(id)} />;

  const error = record.error ?? payment.error;
  if (error) {
    if (error instanceof ApiError && error.status === 404) return <NotFound />;
    return (
      <>
        {header}
        <LoadError onRetry={() => void (record.isError ? record.refetch() : payment.refetch())} />
      </>
    );
  }
  if (!record.data || (paymentId !== undefined && !payment.data)) return <Cargando />;
  const doc = record.data;
  if (!doc.takes_payments || kindOfType(doc.financial_type) !== kind) return <NotFound />;
  // A voided abono cannot change; a settled balance takes no new abono (its list hides the button).
  if (payment.data?.deleted) return <NotFound />;
  return (
    <>
      {header}
      <OpeningPaymentForm kind={kind} record={doc} editing={payment.data} />
    </>
  );
}
