import { TIMEZONE } from './constants.ts';

const ymd = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Business date (YYYY-MM-DD) of an instant in America/Bogota. Server and browser both use
 * it, so a shop owner whose laptop clock sits in another zone still sees the server's "today".
 */
export function bogotaDate(d: Date): string {
  return ymd.format(d);
}

/**
 * When a journal entry was written, as the diario shows it: 'dd/mm/aaaa hh:mm' in Bogotá (UTC−5 all
 * year: Colombia keeps no daylight saving time).
 */
export function recordedAtText(iso: string): string {
  const t = new Date(new Date(iso).getTime() - 5 * 3_600_000).toISOString();
  return `${slashDate(t.slice(0, 10))} ${t.slice(11, 16)}`;
}

/**
 * True for a real calendar day written 'YYYY-MM-DD'. Refuses what Date would roll over
 * ('2026-02-31' is not 3 March) and any other shape; every date field of the app checks with it.
 */
export function isCalendarDate(v: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** 'YYYY-MM-DD' as the 'dd/mm/aaaa' Colombian readers expect in a sentence. */
export function slashDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}
