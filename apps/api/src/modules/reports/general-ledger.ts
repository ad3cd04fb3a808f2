import { BOOK_MSG, type ReportRow } from '@cc/shared';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.ts';
import { journalLines } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { ledgerFinal, ledgerHead, ledgerLine, ledgerTrial } from './book-pages.ts';
import type { ReportContext } from './context.ts';

/** An account of the chart as typed in `account=`; anything else is refused (400). */
export async function ledgerAccount(
  ctx: Pick<ReportContext, 'tx'>,
  code: string | null,
): Promise<{ code: string; name: string } | null> {
  if (code === null) return null;
  const [found] = /^\d{4}$/.test(code)
    ? await ctx.tx
        .select({ code: accounts.code, name: accounts.name })
        .from(accounts)
        .where(eq(accounts.code, code))
    : [];
  if (!found) throw AppError.field('account', BOOK_MSG.accountInvalid);
  return found;
}

/**
 * 'Libro mayor' (LEDGER.md): per account with a balance or a movement (or only `account`), a
 * title row ('1105 Caja'), 'Saldo inicial', each line with date, document, debit, credit and the
 * running balance (net debit − credit), and 'Saldo final'.
 */
export async function generalLedgerReport(
  ctx: ReportContext,
  account: { code: string; name: string } | null,
): Promise<ReportRow[]> {
  const trial = await ledgerTrial(ctx, account);
  // One read of the range's lines for every account (pages read account by account instead).
  const lines = await journalLines(ctx.tx, ctx.userId, ctx.from, ctx.to, account?.code);
  const rows: ReportRow[] = [];
  for (const t of trial) {
    rows.push(...ledgerHead(t, ctx.from));
    let balance = t.opening;
    for (const l of lines) {
      if (l.code !== t.code) continue;
      balance += l.debit - l.credit;
      rows.push(ledgerLine(t.code, l, balance));
    }
    rows.push(ledgerFinal(t, ctx.to, balance));
  }
  return rows;
}
