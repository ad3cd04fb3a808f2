import { BOOK_MSG, REPORT_ROWS as R, type ReportRow, voucherNumber, voucherType } from '@cc/shared';
import { eq, max } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { journalEntries } from '../../db/schema/index.ts';
import { type JournalLine, journalLinesPage, type LinePosition, movementTotals } from '../../ledger/index.ts';
import { AppError } from '../../lib/errors.ts';
import { XLSX_BATCH } from '../../lib/xlsx.ts';
import type { ReportContext } from './context.ts';
import { type DocumentText, documentTexts, textKey } from './journal-texts.ts';
import { valueRow } from './rows.ts';
import { booksTotal, lineDocument } from './trial-balance.ts';

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
      // The opening entry's id is negative (ledger openingEntryId: −user id).
      z.number().int().min(-2_147_483_647).max(2_147_483_647),
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

export type BookPage = {
  rows: ReportRow[];
  next: string | null;
  totals: ReportRow[];
  /** The general ledger's first page: every account the ledger has in the range (its 'Cuenta' filter). */
  accounts?: { code: string; name: string }[];
};

export const positionOf = (l: JournalLine): LinePosition => ({
  date: l.date,
  entryId: l.entryId,
  lineId: l.lineId,
});

export const journalRow = (
  l: JournalLine,
  texts: ReadonlyMap<string, DocumentText> = new Map(),
): ReportRow => {
  const doc = texts.get(textKey(l.sourceType, l.sourceId));
  const document = lineDocument(l);
  return valueRow(l.name, null, {
    date: l.date,
    document,
    code: l.code,
    third_party: l.thirdParty,
    debit: l.debit,
    credit: l.credit,
    description: l.description,
    voucher_type: voucherType(l.sourceType, doc?.receivable),
    voucher_number: voucherNumber(l.sourceType, document, l.entryId),
    recorded_at: l.recordedAt,
    // The line's own text (an opening record's), else its document's, else the entry's label.
    detail: l.lineText ?? (doc?.text || document),
  });
};

/** Journal rows of a batch of lines, with their documents' texts (one query per source type). */
export async function journalRows(db: Executor, userId: number, lines: readonly JournalLine[]) {
  const texts = await documentTexts(db, userId, lines);
  return lines.map((l) => journalRow(l, texts));
}

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
    rows: [...(await journalRows(ctx.tx, ctx.userId, page)), ...(more ? [] : [total])],
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
    if (lines.length) yield await journalRows(db, userId, lines);
    const last = lines.at(-1);
    if (lines.length < size || !last) return;
    after = positionOf(last);
  }
}

/**
 * The journal's download rows: its lines as read and, last, the 'Total' of exactly those lines
 * (summed as they stream by). The rollup read at the click could miss an entry with a lower id
 * that committed just after it on PostgreSQL, yet within the snapshot's id bound: the file's total
 * is always the sum of the file's lines.
 */
export async function* withJournalTotal(
  batches: AsyncIterable<readonly ReportRow[]>,
): AsyncGenerator<readonly ReportRow[]> {
  let debit = 0;
  let credit = 0;
  for await (const batch of batches) {
    for (const r of batch) {
      debit += r.debit ?? 0;
      credit += r.credit ?? 0;
    }
    yield batch;
  }
  yield [booksTotal(R.total, null, { debit, credit })];
}

/** The user's highest journal entry id (0 with none): what a download's snapshot has seen. */
export async function lastEntryId(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(journalEntries.id) })
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId));
  return row?.id ?? 0;
}
