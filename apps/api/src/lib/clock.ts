import { bogotaDate, PERIOD_MSG } from '@cc/shared';
import { AppError } from './errors.ts';

export { bogotaDate };

/** The one source of "now". Tests pass a fixed clock to buildApp; production uses the system time. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };
export type SettableClock = Clock & { set: (iso: string) => void };
export function fixedClock(iso: string): SettableClock {
  let t = new Date(iso).getTime();
  return {
    now: () => new Date(t),
    set: (next) => {
      t = new Date(next).getTime();
    },
  };
}

export function today(clock: Clock): string {
  return bogotaDate(clock.now());
}

/** docs/product/2-inventory-income-purchases.md §5, docs/product/3-expenses-reports.md §5: no business date after today in Bogotá (a field error on `date`). */
export function assertNotFuture(date: string, clock: Clock, message: string): void {
  if (date > today(clock)) throw AppError.field('date', message);
}

/** How far back a document may be dated (docs/accounting.md §Closed periods: a 2019 typo on a new shop is caught). */
export const BOOK_MONTHS_BACK = 24;

/**
 * The date of anything that posts to the books: never after today, never more than 24 months
 * before it (both field errors on `date`). Closed periods are checked in the transaction
 * (ledger assertOpenPeriod).
 */
export function assertBookDate(date: string, clock: Clock, futureMessage: string): void {
  assertNotFuture(date, clock, futureMessage);
  const earliest = addMonths(today(clock), -BOOK_MONTHS_BACK);
  if (date < earliest) throw AppError.field('date', PERIOD_MSG.tooOld(earliest));
}

/** Calendar arithmetic on YYYY-MM-DD strings (UTC-based, so no DST surprises). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
/** Adds months clamping to the last day of the target month (2026-01-31 + 1 → 2026-02-28). */
export function addMonths(date: string, months: number): string {
  const [y, m, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}
export function monthEnd(date: string): string {
  return addDays(addMonths(monthStart(date), 1), -1);
}
