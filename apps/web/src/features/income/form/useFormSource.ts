import type { IncomeDetail } from '@cc/shared';
import { useQuery } from '@tanstack/react-query';
import { paymentKindOf } from '../../../lib/payment-methods.ts';
import { incomeQueries } from '../queries.ts';
import type { FormMode } from './mode.ts';
import { type IncomeFormValues, valuesFromIncome, valuesFromPayment } from './values.ts';

export type FormSource =
  | { status: 'loading' }
  | { status: 'missing' }
  | {
      status: 'ready';
      /** Values to load into the form; null for a new sale (the defaults stay). */
      values: IncomeFormValues | null;
      /** The sale being edited or paid. */
      income: IncomeDetail | null;
      /** '0007' or '0007-02', for the success texts and titles. */
      reference: string;
    };

/** What an edit or payment form starts from: the saved sale and, for an abono edit, the abono. */
export function useFormSource(mode: FormMode): FormSource {
  const incomeId = mode.kind === 'create' ? null : mode.kind === 'edit' ? mode.id : mode.incomeId;
  const income = useQuery({ ...incomeQueries.detail(incomeId ?? 0), enabled: incomeId !== null });
  const paymentId = mode.kind === 'edit_payment' ? mode.paymentId : null;
  const payment = useQuery({
    ...incomeQueries.payment(incomeId ?? 0, paymentId ?? 0),
    enabled: incomeId !== null && paymentId !== null,
  });

  if (mode.kind === 'create') return { status: 'ready', values: null, income: null, reference: '' };
  if (income.isError || payment.isError) return { status: 'missing' };
  // A cached copy may be stale: the form starts from what the server says now.
  if (!income.data || !income.isFetchedAfterMount) return { status: 'loading' };
  if (mode.kind === 'edit') {
    // /income-form/edit_bank/{id} of a cash sale would silently move it: such a path is a 404.
    if (paymentKindOf(income.data) !== mode.income) return { status: 'missing' };
    return {
      status: 'ready',
      values: valuesFromIncome(income.data, mode),
      income: income.data,
      reference: income.data.reference,
    };
  }
  if (mode.kind === 'payment') return { status: 'ready', values: null, income: income.data, reference: '' };
  if (!payment.data || !payment.isFetchedAfterMount) return { status: 'loading' };
  return {
    status: 'ready',
    values: valuesFromPayment(payment.data),
    income: income.data,
    reference: payment.data.reference,
  };
}
