import { BOOK_MSG, REPORT_ROWS as R, type ReportRow } from '@cc/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import {
  accountNetThrough,
  type JournalLine,
  type LedgerPosition,
  ledgerLinesPage,
} from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { XLSX_BATCH } from '../../lib/xlsx.ts';
import { type BookCursor, type BookPage, encodeBookCursor, positionOf } from './book-pages.ts';
import type { ReportContext } from './context.ts';
import { titleRow, valueRow } from './rows.ts';
import { booksTotal, lineDocument, type TrialRow, trialBalance } from './trial-balance.ts';

type Account = { code: string; name: string };

/** An account of the chart as typed in `account=`; anything else is refused (400). */
export async function ledgerAccount(
  ctx: Pick<ReportContext, 'tx'>,
  code: string | null,
): Promise<Account | null> {
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

/** The accounts of a ledger out of the trial balance: every one, or only `account` (zeros if idle). */
function ledgerAccountsOf(all: TrialRow[], account: Account | null): TrialRow[] {
  const trial = all.filter((t) => account === null || t.code === account.code);
  if (account && !trial.length) trial.push({ ...account, opening: 0, debit: 0, credit: 0, value: 0 });
  return trial;
}

/** The accounts of a ledger: every one with a balance or a movement, or only `account`. */
export async function ledgerTrial(ctx: ReportContext, account: Account | null): Promise<TrialRow[]> {
  return ledgerAccountsOf(await trialBalance(ctx), account);
}

export const ledgerHead = (t: TrialRow, from: string): ReportRow[] => [
  { ...titleRow(`${t.code} ${t.name}`), code: t.code },
  valueRow(R.openingBalance, t.opening, { code: t.code, date: from, balance: t.opening }),
];

export const ledgerLine = (code: string, l: JournalLine, balance: number): ReportRow =>
  valueRow(lineDocument(l), balance, {
    code,
    date: l.date,
    document: lineDocument(l),
    third_party: l.thirdParty,
    debit: l.debit,
    credit: l.credit,
    balance,
  });

/** 'Saldo final': the account's debit and credit of the range and its closing running balance. */
export const ledgerFinal = (
  t: { code: string; debit: number; credit: number },
  to: string,
  balance: number,
) =>
  booksTotal(R.finalBalance, balance, { code: t.code, date: to, debit: t.debit, credit: t.credit, balance });

/**
 * 'Libro mayor' (docs/accounting.md §General ledger) a batch of `size` lines at a time (issue 12): per account of `trial`,
 * a title row ('1105 Caja'), 'Saldo inicial', each line with date, document, debit, credit and the
 * running balance (net debit − credit), and 'Saldo final' — whose debit, credit and balance are
 * those of the lines written, so a download's totals always agree with its rows. Each batch is one
 * ledgerLinesPage (the range's lines are never one array); `upToEntry` bounds a download to its
 * snapshot.
 */
export async function* ledgerBatches(
  db: Executor,
  range: { userId: number; from: string; to: string },
  trial: TrialRow[],
  opts: { upToEntry?: number; size?: number } = {},
): AsyncGenerator<ReportRow[]> {
  const { userId, from, to } = range;
  const size = opts.size ?? XLSX_BATCH;
  const codes = trial.map((t) => t.code);
  let at = -1; // the account being written
  let moved = { code: '', debit: 0, credit: 0 };
  let balance = 0;
  /** Closes the account being written (if any) and opens the next one. */
  const nextAccount = (rows: ReportRow[]) => {
    if (at >= 0) rows.push(ledgerFinal(moved, to, balance));
    at += 1;
    const t = trial[at];
    if (!t) return;
    rows.push(...ledgerHead(t, from));
    moved = { code: t.code, debit: 0, credit: 0 };
    balance = t.opening;
  };
  let after: LedgerPosition | null = null;
  for (;;) {
    const lines: JournalLine[] = codes.length
      ? await ledgerLinesPage(db, userId, from, to, { codes, after, limit: size, upToEntry: opts.upToEntry })
      : [];
    const rows: ReportRow[] = [];
    for (const l of lines) {
      while (trial[at]?.code !== l.code) {
        if (at >= trial.length) throw new Error(`ledger line of an account out of the trial: ${l.code}`);
        nextAccount(rows);
      }
      balance += l.debit - l.credit;
      moved.debit += l.debit;
      moved.credit += l.credit;
      rows.push(ledgerLine(l.code, l, balance));
    }
    const last = lines.at(-1);
    if (lines.length < size || !last) {
      while (at < trial.length) nextAccount(rows); // the accounts left, lines or not
      if (rows.length) yield rows;
      return;
    }
    yield rows;
    after = { code: last.code, line: positionOf(last) };
  }
}

/**
 * A page of the 'Libro mayor': accounts in code order, each its title, 'Saldo inicial', lines and
 * 'Saldo final', cut after `limit` lines — the lines of every account of the page from one
 * ledgerLinesPage. Opening and closing come from the trial balance (the monthly rollup); a page
 * that resumes inside an account starts its running balance from the opening plus what the
 * account moved up to the cursor (accountNetThrough), not from the rows the client already has.
 * The first page also lists every account of the range's ledger, for the screen's 'Cuenta' filter.
 */
export async function ledgerPage(
  ctx: ReportContext,
  account: Account | null,
  after: BookCursor | null,
  limit: number,
): Promise<BookPage> {
  const all = await trialBalance(ctx);
  const trial = ledgerAccountsOf(all, account);
  const start = after ? trial.findIndex((t) => t.code === after.code) : 0;
  if (start < 0) throw AppError.field('after', BOOK_MSG.cursorInvalid);
  // One line more than the page tells whether another page follows.
  const lines = trial.length
    ? await ledgerLinesPage(ctx.tx, ctx.userId, ctx.from, ctx.to, {
        codes: trial.map((t) => t.code),
        after,
        limit: limit + 1,
      })
    : [];
  const rows: ReportRow[] = [];
  let remaining = limit;
  let next: BookCursor | null = null;
  let read = 0; // lines of `lines` already given to their account
  for (const t of trial.slice(start)) {
    const resume = after && t.code === after.code ? after.line : null;
    if (resume === null && remaining === 0) {
      next = { code: t.code, line: null };
      break;
    }
    let balance = t.opening;
    if (resume === null) rows.push(...ledgerHead(t, ctx.from));
    else balance += await accountNetThrough(ctx.tx, ctx.userId, t.code, ctx.from, resume);
    let own = 0;
    while (lines[read + own]?.code === t.code) own += 1;
    const mine = lines.slice(read, read + own);
    read += own;
    for (const l of mine.slice(0, remaining)) {
      balance += l.debit - l.credit;
      rows.push(ledgerLine(t.code, l, balance));
    }
    const last = mine[remaining - 1];
    if (mine.length > remaining && last) {
      next = { code: t.code, line: positionOf(last) };
      break;
    }
    remaining -= mine.length;
    rows.push(ledgerFinal(t, ctx.to, balance));
  }
  return {
    rows,
    next: next ? encodeBookCursor(next) : null,
    totals: trial.map((t) => ledgerFinal(t, ctx.to, t.value)),
    ...(after ? {} : { accounts: all.map((t) => ({ code: t.code, name: t.name })) }),
  };
}
