import { type DocumentMode, parseDocumentMode } from '../../../components/document/wizard-mode.ts';
import { parseId } from '../../../lib/ids.ts';

/** A reminder being accepted (ADR 019): its expense prefills the form, dated on the occurrence. */
export type FromReminder = { id: number; expense: number; date: string | undefined };

/** What /expenses-form/… asks for (docs/product/3-expenses-reports.md §2); a create may accept a reminder. */
export type FormMode = DocumentMode & { reminder?: FromReminder | undefined };

/**
 * The mode of the route, or null (the page answers 'ERROR 404'). `?reminder=R&expense=E&date=D`
 * on a create accepts reminder R: expense E's data, dated D (else today).
 */
export function parseMode(
  type?: string,
  id?: string,
  paymentId?: string,
  search?: URLSearchParams,
): FormMode | null {
  const mode = parseDocumentMode(type, id, paymentId);
  if (mode?.kind !== 'create' || !search) return mode;
  const reminder = parseId(search.get('reminder') ?? undefined);
  const expense = reminder !== null ? parseId(search.get('expense') ?? undefined) : null;
  if (reminder === null || expense === null) return mode;
  const date = search.get('date') ?? '';
  return {
    ...mode,
    reminder: { id: reminder, expense, date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined },
  };
}
