import { parseId } from '../../../lib/ids.ts';
import { creditPath, type IncomeKind, isIncomeKind, listPath } from '../kinds.ts';

/**
 * What /income-form/:type[/:id[/:payment_id]] asks for (spec 2 §2). Create versus edit is decided
 * by the id in the route; payment forms start at the billing step.
 */
export type FormMode =
  | { kind: 'create'; income: IncomeKind }
  | { kind: 'edit'; income: IncomeKind; id: number }
  | { kind: 'payment'; incomeId: number }
  | { kind: 'edit_payment'; incomeId: number; paymentId: number };

/** null: a path the form does not serve (the page answers 404). */
export function parseFormMode(type?: string, rawId?: string, rawPaymentId?: string): FormMode | null {
  const id = parseId(rawId);
  const paymentId = parseId(rawPaymentId);
  if (rawId === undefined && isIncomeKind(type)) return { kind: 'create', income: type };
  if (rawPaymentId === undefined && id !== null) {
    if (type === 'payment') return { kind: 'payment', incomeId: id };
    const edited = type?.startsWith('edit_') ? type.slice('edit_'.length) : undefined;
    if (isIncomeKind(edited)) return { kind: 'edit', income: edited, id };
  }
  if (type === 'edit_payment' && id !== null && paymentId !== null) {
    return { kind: 'edit_payment', incomeId: id, paymentId };
  }
  return null;
}

export const isPaymentMode = (mode: FormMode): mode is Extract<FormMode, { incomeId: number }> =>
  mode.kind === 'payment' || mode.kind === 'edit_payment';

/** Edits of a credit keep its lines, prices and method (spec 2 §4). */
export const locksLines = (mode: FormMode): boolean => mode.kind === 'edit' && mode.income === 'credit';

/** The list the user came from: where success (and 'Regresar' on a payment form) leads. */
export function returnPath(mode: FormMode): string {
  return isPaymentMode(mode) ? creditPath(mode.incomeId) : listPath(mode.income);
}
