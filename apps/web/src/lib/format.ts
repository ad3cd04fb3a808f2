import { bogotaDate, formatCOP, formatPlanPrice, padNumber } from '@cc/shared';
import { dayjs } from './dayjs.ts';

export { formatCOP, formatPlanPrice, padNumber };

/**
 * 'YYYY-MM-DD' → '05/03/2025': the one way a date is shown in the app (issue 30 item 7,
 * dd/mm/aaaa), in lists, cards, dialogs, pickers and reports alike.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso.slice(0, 10), 'YYYY-MM-DD', true);
  return d.isValid() ? d.format(DATE_FORMAT) : iso;
}

/** The dayjs pattern of every shown date, for the date pickers' valueFormat. */
export const DATE_FORMAT = 'DD/MM/YYYY';

/** 'YYYY-MM' (or a full date) → 'Marzo 2025'. */
export function formatMonth(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value.slice(0, 7), 'YYYY-MM', true);
  return d.isValid() ? capitalize(d.format('MMMM YYYY')) : value;
}

/** Today as 'YYYY-MM-DD' in Bogota, the calendar the server checks business dates against. */
export function todayIso(): string {
  return bogotaDate(new Date());
}

/** Today in Bogota as a dayjs date (for month and range arithmetic). */
export function today(): ReturnType<typeof dayjs> {
  return dayjs(todayIso(), 'YYYY-MM-DD', true);
}

/** 'marzo 2025' → 'Marzo 2025' (only the first letter changes). */
export function capitalize(text: string | null | undefined): string {
  if (!text) return '';
  const trimmed = text.trim();
  return trimmed.charAt(0).toLocaleUpperCase('es-CO') + trimmed.slice(1);
}

/** 'maría JOSÉ' → 'María José': how a person's name is greeted. */
export function capitalizeName(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .trim()
    .split(/\s+/)
    .map((word) => capitalize(word.toLocaleLowerCase('es-CO')))
    .join(' ');
}

/** Whole days between today and a date, as an absolute number (docs/product/1-account.md §1 banner). */
export function daysBetweenToday(iso: string): number {
  const target = dayjs(iso.slice(0, 10), 'YYYY-MM-DD', true);
  if (!target.isValid()) return Number.NaN;
  return Math.abs(target.diff(today(), 'day'));
}
