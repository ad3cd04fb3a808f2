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

/** 'YYYY-MM-DD' as the 'dd/mm/aaaa' Colombian readers expect in a sentence. */
export function slashDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}
