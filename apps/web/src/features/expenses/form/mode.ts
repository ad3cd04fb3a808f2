import { parseId } from '../../../lib/ids.ts';
import { type ExpenseKind, isExpenseKind } from '../kinds.ts';

/** What /expenses-form/… edits (spec 3 §2 'Expense form'): create vs edit is the presence of an id. */
export type FormMode =
  | { kind: 'create'; expenseKind: ExpenseKind }
  | { kind: 'edit'; expenseKind: ExpenseKind; id: number }
  | { kind: 'payment'; id: number }
  | { kind: 'editPayment'; id: number; paymentId: number };

/** The mode of the route's params, or null (the page answers 'ERROR 404'). */
export function parseMode(type: string | undefined, rawId?: string, rawPaymentId?: string): FormMode | null {
  const id = parseId(rawId);
  const paymentId = parseId(rawPaymentId);
  if (rawId === undefined && isExpenseKind(type)) return { kind: 'create', expenseKind: type };
  if (id === null) return null;
  if (type === 'payment' && rawPaymentId === undefined) return { kind: 'payment', id };
  if (type === 'edit_payment' && paymentId !== null) return { kind: 'editPayment', id, paymentId };
  const kind = type?.startsWith('edit_') ? type.slice(5) : undefined;
  if (isExpenseKind(kind) && rawPaymentId === undefined) return { kind: 'edit', expenseKind: kind, id };
  return null;
}
