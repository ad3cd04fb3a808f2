import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  type JournalLine,
  LATERAL_COLUMNS,
  LINE_COLUMNS,
  type LinePosition,
  type LineRow,
  readChart,
  toJournalLines,
} from './journal.ts';
import { queryRows } from './rows.ts';

/** Where a general-ledger read starts: in account `code`, after `line` (null: its first line). */
export type LedgerPosition = { code: string; line: LinePosition | null };

/**
 * The movement lines of [from, to] of the accounts `codes` (the trial's, in code order) in
 * (account, date, entry, line) order: the `limit` lines after `after` (from the first account when
 * null). One statement, whatever the number of accounts (issue 12):
 *
 * - `head`: the starting account's lines after the cursor, by the range's entries from the
 *   cursor's day (journal_entries (user_id, date), then each entry's lines by the entry index, as
 *   journalLinesPage), cut at `limit` — a busy account fills the page in a few days of entries;
 * - `rest`: only when `head` did not fill the page (a gating InitPlan: otherwise never run), the
 *   lines of every later account in ONE pass over the range's entries, top-`limit` sorted.
 *
 * So a page reads at most the range's entries twice, never once per account (the lines carry no
 * date, so no index can hand them out in (account, date) order; lines are reached only through
 * their entry, the plan of ADR 020). `upToEntry` bounds a download to its snapshot.
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
  const later = codes.slice(start + 1);
  const cursor = after?.line ?? null;
  const bound = upToEntry === undefined ? sql`` : sql`AND e.id <= ${upToEntry}`;
  const linesOf = (accounts: SQL, since: string, extra: SQL) => sql`
    SELECT ${LINE_COLUMNS}
    FROM journal_entries e
    CROSS JOIN LATERAL (
      SELECT ${LATERAL_COLUMNS} FROM journal_lines jl
      WHERE jl.user_id = ${userId} AND jl.entry_id = e.id AND ${accounts} OFFSET 0
    ) l
    WHERE e.user_id = ${userId} AND e.date >= ${since}::date AND e.date <= ${to}::date
      AND NOT e.is_opening ${extra} ${bound}`;
  const head = linesOf(
    sql`jl.account_code = ${startCode}`,
    cursor ? cursor.date : from,
    cursor
      ? sql`AND (e.date, e.id, l.id) > (${cursor.date}::date, ${cursor.entryId}::integer, ${cursor.lineId}::integer)`
      : sql``,
  );
  const rest = later.length
    ? sql`
    UNION ALL
    SELECT * FROM (
      ${linesOf(
        sql`jl.account_code IN (${sql.join(
          later.map((c) => sql`${c}`),
          sql`, `,
        )})`,
        from,
        sql``,
      )}
      ORDER BY l.account_code, e.date, e.id, l.id LIMIT ${limit}
    ) rest
    WHERE (SELECT count(*) FROM head) < ${limit}::integer`
    : sql``;
  const [chart, rows] = await Promise.all([
    readChart(db),
    queryRows<LineRow>(
      db,
      sql`
    WITH head AS MATERIALIZED (${head} ORDER BY e.date, e.id, l.id LIMIT ${limit})
    SELECT * FROM head ${rest}`,
    ),
  ]);
  // Sorted here too: the two parts of a UNION ALL come in no promised order.
  const rank = new Map(codes.map((c, i) => [c, i]));
  return toJournalLines(chart, rows)
    .sort(
      (a, b) =>
        (rank.get(a.code) ?? 0) - (rank.get(b.code) ?? 0) ||
        a.date.localeCompare(b.date) ||
        a.entryId - b.entryId ||
        a.lineId - b.lineId,
    )
    .slice(0, limit);
}
