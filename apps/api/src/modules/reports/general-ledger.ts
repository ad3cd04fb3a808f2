import { BOOK_MSG, REPORT_ROWS as R, type ReportRow } from '@cc/shared';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.ts';
import { journalLines } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { ReportContext } from './context.ts';
import { titleRow, valueRow } from './rows.ts';
import { booksTotal, lineDocument, trialBalance } from './trial-balance.ts';

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
  const trial = (await trialBalance(ctx)).filter((t) => account === null || t.code === account.code);
  if (account && !trial.length) trial.push({ ...account, opening: 0, debit: 0, credit: 0, value: 0 });
  const lines = await journalLines(ctx.tx, ctx.userId, ctx.from, ctx.to, account?.code);
  const rows: ReportRow[] = [];
  for (const t of trial) {
    rows.push(
      { ...titleRow(`${t.code} ${t.name}`), code: t.code },
      valueRow(R.openingBalance, t.opening, {
        code: t.code,
        date: ctx.from,
        balance: t.opening,
      }),
    );
    let balance = t.opening;
    for (const l of lines) {
      if (l.code !== t.code) continue;
      balance += l.debit - l.credit;
      rows.push(
        valueRow(lineDocument(l), balance, {
          code: t.code,
          date: l.date,
          document: lineDocument(l),
          third_party: l.thirdParty,
          debit: l.debit,
          credit: l.credit,
          balance,
        }),
      );
    }
    rows.push(
      booksTotal(R.finalBalance, balance, {
        code: t.code,
        date: ctx.to,
        debit: t.debit,
        credit: t.credit,
        balance,
      }),
    );
  }
  return rows;
}
