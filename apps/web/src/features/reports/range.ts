import { isCalendarDate, type RangeErrors, REPORT_MSG, rangeErrors } from '@cc/shared';
import type { ApiErrorBody } from '../../api/client.ts';
import { NO_CONNECTION } from '../../components/errors.ts';
import type { Message } from '../../components/MessageModal.tsx';
import { today as bogotaToday } from '../../lib/format.ts';
import { serverFieldErrors } from '../../lib/zod-form.ts';

/**
 * The filter's dates: 'YYYY-MM-DD', null when empty, or TYPED_INVALID when the text typed in the
 * field is not a real day — the range rules then refuse it with their date message.
 */
export type Range = { from: string | null; to: string | null };

/** What a date field holds while its typed text is not a date (never a valid 'YYYY-MM-DD'). */
export const TYPED_INVALID = 'invalid';

/**
 * The day typed as 'DD/MM/AAAA' (also D/M, with '-' or '.'), as 'YYYY-MM-DD'; null when it is
 * not a real day. 31/02/2026 is null: Date and a lenient dayjs would roll it to 3 March.
 */
export function parseTypedDate(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** docs/product/3-expenses-reports.md §9: reports open from one month ago to today. */
export function defaultRange(): Range {
  const today = bogotaToday();
  return { from: today.subtract(1, 'month').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD') };
}

/** docs/product/3-expenses-reports.md §9: the indicators use 1 January to the end of the current month, locked. */
export function indicatorsRange(): Range {
  const today = bogotaToday();
  return { from: today.startOf('year').format('YYYY-MM-DD'), to: today.endOf('month').format('YYYY-MM-DD') };
}

export type FilterErrors = Partial<Record<'from_date' | 'to_date' | 'product_id', string>>;

/** The shared range rules, checked before calling (the server checks them again). */
export function checkRange(range: Range, sameYear: boolean): FilterErrors {
  return firstOf(rangeErrors(range.from ?? undefined, range.to ?? undefined, { sameYear }) ?? {});
}

/** A 400 `{from_date: [msg], …}` → one message per field, for the fields marked red. */
export const fieldErrorsOf = (body: ApiErrorBody | null): FilterErrors =>
  serverFieldErrors(body, ['from_date', 'to_date', 'product_id']);

function firstOf(errors: RangeErrors): FilterErrors {
  const out: FilterErrors = {};
  for (const key of ['from_date', 'to_date', 'product_id'] as const) {
    const first = errors[key]?.[0];
    if (first) out[key] = first;
  }
  return out;
}

/** docs/product/3-expenses-reports.md §5: a filter rule that fails shows through an alert modal (the first one). */
export function filterAlert(errors: FilterErrors): Message | null {
  const first = Object.values(errors)[0];
  return first ? { title: REPORT_MSG.alertTitle, text: first, tone: 'error' } : null;
}

/**
 * docs/product/3-expenses-reports.md §8: a 400 lists its field errors under 'Reporte fallido'; anything else is the
 * generic report failure (or the connection message).
 */
export function reportFailure(status: number, fields: FilterErrors): Message {
  const list = Object.values(fields);
  if (list.length > 0) return { title: REPORT_MSG.failedTitle, list, tone: 'error' };
  return {
    title: REPORT_MSG.failedTitle,
    text: status === 0 ? NO_CONNECTION : REPORT_MSG.failed,
    tone: 'error',
  };
}
