import type { Executor } from '../db/client.ts';
import {
  type JournalLine,
  type LinePosition,
  type LineRow,
  linesInOrder,
  readChart,
  toJournalLines,
} from './journal.ts';
import { queryRows } from './rows.ts';

/** Where a general-ledger read starts: in account `code`, after `line` (null: its first line). */
export type LedgerPosition = { code: string; line: LinePosition | null };

/**
 * The movement lines of [from, to] of the accounts `codes` (the trial's, in code order) in
 * (account, date, entry, line) order: the `limit` lines after `after` (from the first account when
 * null). Account by account, each read through the lines' (user_id, account_code, date, entry_id,
 * id) index from its cursor and cut at what the page still needs (journal.ts linesInOrder, ADR
 * 040): a page reads its own rows plus one empty look per account it passes, and the whole year of
 * every account streams in batches that each cost their size. `upToEntry` bounds a download to
 * its snapshot.
 */
export async function ledgerLinesPage(
  db: Executor,
  userId: number,
  from: string,
  to: string,
  opts: { codes: readonly string[]; after: LedgerPosition | null; limit: number; upToEntry?: number },
): Promise<JournalLine[]> {
  const { codes, after, limit, upToEntry } = opts;
  const startCode = after?.code ?? codes[0];
  const start = codes.indexOf(startCode ?? '');
  if (startCode === undefined || start < 0) return [];
  const chart = await readChart(db);
  const out: JournalLine[] = [];
  for (let i = start; i < codes.length && out.length < limit; i++) {
    const rows = await queryRows<LineRow>(
      db,
      linesInOrder(userId, from, to, {
        account: codes[i],
        after: i === start ? (after?.line ?? null) : null,
        limit: limit - out.length,
        upToEntry,
      }),
    );
    out.push(...toJournalLines(chart, rows));
  }
  return out;
}
