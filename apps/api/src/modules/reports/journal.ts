import { Readable } from 'node:stream';
import { JOURNAL_CSV_HEADER, nitCheckDigit, type ReportRow, spreadsheetText } from '@cc/shared';

/**
 * A CSV field: quoted when it holds the separator, a quote or a line break; a text that a
 * spreadsheet would run as a formula gets a leading apostrophe (spreadsheetText). Numbers are
 * written as they are: a negative amount is never written (debit and credit are ≥ 0).
 */
function field(v: string | number): string {
  const s = typeof v === 'number' ? String(v) : spreadsheetText(v);
  return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** 'NIT 900123456' → ['NIT', '900123456', DV]; the DV only for a NIT (DIAN módulo 11). */
function partyDocument(document: string | undefined): [string, string, string] {
  const m = /^(\S+)\s+(.+)$/.exec(document ?? '');
  if (!m?.[1] || !m[2]) return ['', document ?? '', ''];
  const [type, number] = [m[1], m[2]];
  return [type, number, type === 'NIT' && /^\d{1,15}$/.test(number) ? nitCheckDigit(number) : ''];
}

/** 'registrado el': the moment in Bogotá, 'YYYY-MM-DD HH:MM:SS'. */
function bogotaTime(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(new Date(iso).getTime() - 5 * 3_600_000); // Bogotá: UTC−5, no DST
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** One journal row as a CSV line (the columns of JOURNAL_CSV_HEADER). */
function csvLine(r: ReportRow): string {
  return [
    r.date ?? '',
    r.voucher_type ?? '',
    r.voucher_number ?? '',
    r.document ?? '',
    r.code ?? '',
    r.name,
    r.third_party?.name ?? '',
    r.third_party?.document ?? '',
    ...partyDocument(r.third_party?.document),
    r.debit ?? 0,
    r.credit ?? 0,
    r.detail ?? r.description ?? '',
    bogotaTime(r.recorded_at),
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
