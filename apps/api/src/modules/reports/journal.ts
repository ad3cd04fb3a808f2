import { JOURNAL_CSV_HEADER, REPORT_ROWS as R, type Report, type ReportRow } from '@cc/shared';
import { journalLines } from '../../ledger/index.ts';
import type { ReportContext } from './context.ts';
import { valueRow } from './rows.ts';
import { booksTotal, lineDocument } from './trial-balance.ts';

/**
 * 'Libro diario' (LEDGER.md): every movement line of the range in date then entry order,
 * reversals included, with its document, account, third party, debit and credit; a 'Total' row.
 * Rows have no `value` (a line is a debit or a credit).
 */
export async function journalReport(ctx: ReportContext): Promise<ReportRow[]> {
  const lines = await journalLines(ctx.tx, ctx.userId, ctx.from, ctx.to);
  let debit = 0;
  let credit = 0;
  const rows = lines.map((l) => {
    debit += l.debit;
    credit += l.credit;
    return valueRow(l.name, null, {
      date: l.date,
      document: lineDocument(l),
      code: l.code,
      third_party: l.thirdParty,
      debit: l.debit,
      credit: l.credit,
      description: l.description,
    });
  });
  return [...rows, booksTotal(R.total, null, { debit, credit })];
}

/** A CSV field: quoted when it holds the separator, a quote or a line break. */
function field(v: string | number): string {
  const s = String(v);
  return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The journal as CSV for the accountant's software (LEDGER.md): UTF-8 with BOM, ';'-separated,
 * the columns of JOURNAL_CSV_HEADER, dates 'YYYY-MM-DD' and plain integer pesos (no thousands
 * separators, so any program reads them as numbers). The 'Total' row is left out.
 */
export function journalCsv(report: Report): Buffer {
  const lines = [JOURNAL_CSV_HEADER.join(';')];
  for (const r of report.rows) {
    if (r.is_total || r.is_title) continue;
    lines.push(
      [
        r.date ?? '',
        r.document ?? '',
        r.code ?? '',
        r.name,
        r.third_party?.name ?? '',
        r.third_party?.document ?? '',
        r.debit ?? 0,
        r.credit ?? 0,
        r.description ?? '',
      ]
        .map(field)
        .join(';'),
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
