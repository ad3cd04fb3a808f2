import {
  chartAccount,
  NOTES_TEXT as N,
  REPORT_ROWS as R,
  type ReportHeader,
  type Signatories,
  slashDate,
} from '@cc/shared';
import { type AccountBalance, balancesBetween } from '../../ledger/index.ts';
import { addMonths } from '../../lib/clock.ts';
import { balanceSheet } from './balance.ts';
import type { ReportContext } from './context.ts';
import { type NotesEntity, notesEntity, reportHeader, reportSignatories } from './header.ts';
import { incomeStatement } from './results.ts';

/** One line of a note's table: an account (code and PUC name) or an expense category, and its amount. */
export type NoteLine = { code: string; name: string; value: number };
/** A note that breaks one statement line down: its lines and their total (the statement's figure). */
export type NoteBreakdown = { title: string; lines: NoteLine[]; total: number; remark?: string };

/** What the notes PDF says, all of it from the books and the profile (LEDGER.md §Statements). */
export type Notes = {
  header: ReportHeader;
  entity: NotesEntity;
  signatories: Signatories | undefined;
  balance: NoteBreakdown[];
  results: NoteBreakdown[];
};

const rowOf = (b: AccountBalance) => chartAccount(b.code)?.row ?? b.name;
const lineOf = (b: AccountBalance, value = b.balance): NoteLine => ({ code: b.code, name: b.name, value });

/** The accounts of `accounts` grouped by the statement row they add to, in code order. */
function byRow(accounts: AccountBalance[]): NoteBreakdown[] {
  const rows = new Map<string, NoteLine[]>();
  for (const b of accounts) {
    if (b.balance === 0) continue;
    rows.set(rowOf(b), [...(rows.get(rowOf(b)) ?? []), lineOf(b)]);
  }
  return [...rows].map(([title, lines]) => ({ title, lines, total: lines.reduce((t, l) => t + l.value, 0) }));
}

/**
 * The notes to the financial statements as of the cut-off `ctx.to`, the income statement over
 * [ctx.from, ctx.to]: one note per line of the balance (each account that adds to it, and for a
 * liability the part due after 12 months) and per line of the results (its accounts, the expense
 * lines by category).
 */
export async function buildNotes(ctx: ReportContext, now: Date): Promise<Notes> {
  const base = await reportHeader(ctx.tx, ctx.userId, { code: 'balance', from: ctx.from, to: ctx.to, now });
  const header: ReportHeader = { ...base, title: N.title };
  const sheet = await balanceSheet(ctx, ctx.to);
  const period = await balancesBetween(ctx.tx, ctx.userId, ctx.from, ctx.to);
  const results = await incomeStatement(ctx, ctx.from, ctx.to);
  const of = (cls: string) => sheet.asOf.filter((b) => b.class === cls);
  const horizon = slashDate(addMonths(ctx.to, 12));
  const liabilities = byRow(of('pasivo')).map((note) => {
    const longTerm = note.lines.reduce((t, l) => t + (sheet.longTerm[l.code] ?? 0), 0);
    return longTerm ? { ...note, remark: N.longTermPart(longTerm, horizon) } : note;
  });
  const equity: NoteBreakdown[] = [
    ...byRow(of('patrimonio')),
    ...(sheet.priorResults ? [{ title: R.priorResults, lines: [], total: sheet.priorResults }] : []),
    ...(sheet.yearResult ? [{ title: R.yearResult, lines: [], total: sheet.yearResult }] : []),
  ];
  const accounts = (pred: (b: AccountBalance) => boolean) => period.filter((b) => pred(b) && b.balance !== 0);
  const note = (title: string, lines: NoteLine[], total: number): NoteBreakdown[] =>
    total === 0 && lines.length === 0 ? [] : [{ title, lines, total }];
  const rowsOf = (list: { code: string; name: string; value: number }[]) =>
    list.map((r) => ({ code: r.code, name: r.name, value: r.value }));
  return {
    header,
    entity: await notesEntity(ctx.tx, ctx.userId),
    signatories: await reportSignatories(ctx.tx, ctx.userId),
    balance: [
      ...byRow(of('activo_corriente')),
      ...byRow(of('activo_no_corriente')),
      ...liabilities,
      ...equity,
    ],
    results: [
      ...note(
        R.operatingIncome,
        accounts((b) => b.code.startsWith('41')).map((b) => lineOf(b)),
        results.operatingIncome,
      ),
      ...note(
        R.costOfSales,
        accounts((b) => b.class === 'costo').map((b) => lineOf(b)),
        results.cost,
      ),
      ...note(R.expenses, rowsOf(results.expenseRows), results.expenses),
      ...note(R.otherIncome, rowsOf(results.otherIncomeRows), results.otherIncome),
      ...note(R.otherExpenses, rowsOf(results.otherExpenseRows), results.otherExpenses),
      ...note(R.incomeTax, rowsOf(results.taxRows), results.incomeTax),
    ],
  };
}
