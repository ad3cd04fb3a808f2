import { BOOK_MSG, REPORT_ROWS as R, type ReportRow } from '@cc/shared';
import { eq, max } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { journalEntries } from '../../db/schema/index.ts';
import {
  accountNetThrough,
  type JournalLine,
  journalLinesPage,
  type LinePosition,
  movementTotals,
} from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { XLSX_BATCH } from '../../lib/xlsx.ts';
import type { ReportContext } from './context.ts';
import { titleRow, valueRow } from './rows.ts';
import { booksTotal, lineDocument, type TrialRow, trialBalance } from './trial-balance.ts';

/**
 * Where the next page of a book starts (issue 12): in the account `code` (the ledger; '' for the
 * journal), after the line `line`, or — null — at the account's title. Sent to the client as
 * opaque base64url; anything this server did not write is a 400.
 */
export type BookCursor = { code: string; line: LinePosition | null };

const ZCursor = z.tuple([
  z.string().regex(/^(\d{4})?$/),
  z
    .tuple([
      z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      z.number().int().positive().max(2_147_483_647),
      z.number().int().positive().max(2_147_483_647),
    ])
    .nullable(),
]);

export function encodeBookCursor(c: BookCursor): string {
  const line = c.line ? [c.line.date, c.line.entryId, c.line.lineId] : null;
  return Buffer.from(JSON.stringify([c.code, line])).toString('base64url');
}

export function decodeBookCursor(text: string): BookCursor {
  try {
    const parsed = ZCursor.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    if (parsed.success) {
      const [code, line] = parsed.data;
      return { code, line: line ? { date: line[0], entryId: line[1], lineId: line[2] } : null };
    }
  } catch {
    // not JSON: refused below like any other foreign cursor
  }
  throw AppError.field('after', BOOK_MSG.cursorInvalid);
}

export type BookPage = { rows: ReportRow[]; next: string | null; totals: ReportRow[] };

const positionOf = (l: JournalLine): LinePosition => ({ date: l.date, entryId: l.entryId, lineId: l.lineId });

export const journalRow = (l: JournalLine): ReportRow =>
  valueRow(l.name, null, {
    date: l.date,
    document: lineDocument(l),
    code: l.code,
    third_party: l.thirdParty,
    debit: l.debit,
    credit: l.credit,
    description: l.description,
  });

/** The journal's 'Total' row: Σ debit and Σ credit of the range from the monthly rollup (ADR 020). */
export async function journalTotal(ctx: ReportContext): Promise<ReportRow> {
  const moves = await movementTotals(ctx.tx, ctx.userId, ctx.from, ctx.to);
  const sum = (k: 'debit' | 'credit') => moves.reduce((s, m) => s + m[k], 0);
  return booksTotal(R.total, null, { debit: sum('debit'), credit: sum('credit') });
}

/** A page of the 'Libro diario': `limit` lines after the cursor; the 'Total' row ends the last page. */
export async function journalPage(
  ctx: ReportContext,
  after: BookCursor | null,
  limit: number,
): Promise<BookPage> {
  if (after && after.code !== '') throw AppError.field('after', BOOK_MSG.cursorInvalid);
  // One line more than the page tells whether another page follows.
  const lines = await journalLinesPage(ctx.tx, ctx.userId, ctx.from, ctx.to, {
    after: after?.line ?? null,
    limit: limit + 1,
  });
  const total = await journalTotal(ctx);
  const page = lines.slice(0, limit);
  const last = page.at(-1);
  const more = lines.length > limit && last !== undefined;
  return {
    rows: [...page.map(journalRow), ...(more ? [] : [total])],
    next: more ? encodeBookCursor({ code: '', line: positionOf(last) }) : null,
    totals: [total],
  };
}

/**
 * The journal's lines a batch at a time for the downloads, each batch its own keyset query (the
 * whole range is never one array), only entries up to `upToEntry` (the snapshot's last entry).
 */
export async function* journalBatches(
  db: Executor,
  userId: number,
  from: string,
  to: string,
  upToEntry: number,
  size = XLSX_BATCH,
): AsyncGenerator<ReportRow[]> {
  let after: LinePosition | null = null;
  for (;;) {
    const lines = await journalLinesPage(db, userId, from, to, { after, limit: size, upToEntry });
    if (lines.length) yield lines.map(journalRow);
    const last = lines.at(-1);
    if (lines.length < size || !last) return;
    after = positionOf(last);
  }
}

/** The user's highest journal entry id (0 with none): what a download's snapshot has seen. */
export async function lastEntryId(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(journalEntries.id) })
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId));
  return row?.id ?? 0;
}

/** The accounts of a ledger: every one with a balance or a movement, or only `account`. */
export async function ledgerTrial(
  ctx: ReportContext,
  account: { code: string; name: string } | null,
): Promise<TrialRow[]> {
  const trial = (await trialBalance(ctx)).filter((t) => account === null || t.code === account.code);
  if (account && !trial.length) trial.push({ ...account, opening: 0, debit: 0, credit: 0, value: 0 });
  return trial;
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

export const ledgerFinal = (t: TrialRow, to: string, balance: number): ReportRow =>
  booksTotal(R.finalBalance, balance, { code: t.code, date: to, debit: t.debit, credit: t.credit, balance });

/**
 * A page of the 'Libro mayor': accounts in code order, each its title, 'Saldo inicial', lines and
 * 'Saldo final', cut after `limit` lines. Opening and closing come from the trial balance (the
 * monthly rollup); a page that resumes inside an account starts its running balance from the
 * opening plus what the account moved up to the cursor (accountNetThrough), not from the rows
 * the client already has.
 */
export async function ledgerPage(
  ctx: ReportContext,
  account: { code: string; name: string } | null,
  after: BookCursor | null,
  limit: number,
): Promise<BookPage> {
  const trial = await ledgerTrial(ctx, account);
  const start = after ? trial.findIndex((t) => t.code === after.code) : 0;
  if (start < 0) throw AppError.field('after', BOOK_MSG.cursorInvalid);
  const rows: ReportRow[] = [];
  let remaining = limit;
  let next: BookCursor | null = null;
  for (const t of trial.slice(start)) {
    const resume = after && t.code === after.code ? after.line : null;
    if (resume === null && remaining === 0) {
      next = { code: t.code, line: null };
      break;
    }
    let balance = t.opening;
    if (resume === null) rows.push(...ledgerHead(t, ctx.from));
    else balance += await accountNetThrough(ctx.tx, ctx.userId, t.code, ctx.from, resume);
    const lines = await journalLinesPage(ctx.tx, ctx.userId, ctx.from, ctx.to, {
      account: t.code,
      after: resume,
      limit: remaining + 1,
    });
    for (const l of lines.slice(0, remaining)) {
      balance += l.debit - l.credit;
      rows.push(ledgerLine(t.code, l, balance));
    }
    const last = lines[remaining - 1];
    if (lines.length > remaining && last) {
      next = { code: t.code, line: positionOf(last) };
      break;
    }
    remaining -= lines.length;
    rows.push(ledgerFinal(t, ctx.to, balance));
  }
  return {
    rows,
    next: next ? encodeBookCursor(next) : null,
    totals: trial.map((t) => ledgerFinal(t, ctx.to, t.value)),
  };
}
