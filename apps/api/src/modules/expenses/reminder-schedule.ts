import { MONTHLY_REMINDER_DAYS } from '@cc/shared';
import { addDays, addMonths } from '../../lib/clock.ts';

/**
 * The occurrences of a repeating expense (ADR 019). A series starts on its anchor (occurrence 0)
 * and repeats every N days, except 'Cada mes', which counts calendar months from the anchor: the
 * anchor's day of the month when the month has it, else the month's last day (31 January →
 * 28 February → 31 March). Counting from the anchor, never from the previous occurrence, is what
 * brings the 31st back after February.
 */
export function occurrence(anchor: string, days: number, k: number): string {
  return days === MONTHLY_REMINDER_DAYS ? addMonths(anchor, k) : addDays(anchor, k * days);
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The last k ≥ 0 whose occurrence is on or before `day` (0 while the first is still ahead). */
export function lastOccurrenceIndex(anchor: string, days: number, day: string): number {
  if (day <= anchor) return 0;
  if (days !== MONTHLY_REMINDER_DAYS) return Math.floor((dayNumber(day) - dayNumber(anchor)) / days);
  const months =
    (Number(day.slice(0, 4)) - Number(anchor.slice(0, 4))) * 12 +
    (Number(day.slice(5, 7)) - Number(anchor.slice(5, 7)));
  return occurrence(anchor, days, months) > day ? months - 1 : months;
}

/** The k whose occurrence is `date`, or null when the series does not fall on that day. */
export function occurrenceIndex(anchor: string, days: number, date: string): number | null {
  if (days <= 0) return null;
  const k = lastOccurrenceIndex(anchor, days, date);
  return occurrence(anchor, days, k) === date ? k : null;
}
