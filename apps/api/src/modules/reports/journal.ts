import { Readable } from 'node:stream';
import { JOURNAL_CSV_HEADER, type ReportRow } from '@cc/shared';

/** A CSV field: quoted when it holds the separator, a quote or a line break. */
function field(v: string | number): string {
  const s = String(v);
  return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One journal row as a CSV line (the columns of JOURNAL_CSV_HEADER). */
function csvLine(r: ReportRow): string {
  return [
    r.date ?? '',
    r.document ?? '',
    r.code ?? '',
    r.name,
    r.third_party?.name ?? '',
    r.third_party?.document ?? '',
    r.debit ?? 0,
    r.credit ?? 0,
    r.description ?? '',
    r.recorded_at ?? '',
  ]
    .map(field)
    .join(';');
}

/**
 * The journal as CSV for the accountant's software (docs/accounting.md §Journal): UTF-8 with BOM, ';'-separated,
 * the columns of JOURNAL_CSV_HEADER, dates 'YYYY-MM-DD' and plain integer pesos (no thousands
 * separators, so any program reads them as numbers). The 'Total' row is left out. Written a batch
 * of lines at a time as they are read (issue 12): a year of lines is never one array, and the
 * event loop gets a turn between batches.
 */
export function journalCsv(batches: AsyncIterable<readonly ReportRow[]>): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from(`\uFEFF${JOURNAL_CSV_HEADER.join(';')}\r\n`, 'utf8');
      for await (const batch of batches) {
        const lines = batch.filter((r) => !r.is_total && !r.is_title).map(csvLine);
        if (lines.length) yield Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
      }
    })(),
  );
}
