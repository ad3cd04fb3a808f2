import { formatCOP, TIMEZONE } from '@cc/shared';
import type { ReportColumn } from './columns.ts';

const generated = new Intl.DateTimeFormat('es-CO', {
  timeZone: TIMEZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});
const decimal = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/** '31 de enero de 2026, 3:00 p. m.' in Bogotá. */
export const generatedAtText = (iso: string): string => generated.format(new Date(iso));

/** '2026-01-10' → '10/01/2026'. */
const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

/** A cell as text (PDF). */
export function cellText(kind: ReportColumn['kind'], v: string | number | null): string {
  if (v === null || v === '') return kind === 'decimal' ? '—' : '';
  if (typeof v === 'string') return kind === 'date' ? dmy(v) : v;
  if (kind === 'money') return formatCOP(v);
  if (kind === 'decimal') return decimal.format(v);
  return integer.format(v);
}
