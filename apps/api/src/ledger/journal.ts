import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { addDays } from '../lib/clock.ts';
import { type AccountClass, balancesBetween, exactInteger } from './balances.ts';
import type { ThirdParty } from './post.ts';
import { queryRows } from './rows.ts';

/** One journal line with its entry and account, as the books list it. */
export type JournalLine = {
  entryId: number;
  lineId: number;
  date: string;
  sourceType: string;
  sourceId: number;
  description: string;
  isOpening: boolean;
  /** The entry this one reverses (a void or an edit), if any. */
  reversalOf: number | null;
  thirdParty: ThirdParty | null;
  /** The line's own text (an opening record's: 'Activo inicial: Caja'), null on documents' lines. */
  lineText: string | null;
  /** When the entry was written (ISO 8601), beside its accounting date. */
  recordedAt: string;
  code: string;
  name: string;
  class: AccountClass;
  debit: number;
  credit: number;
};

type Row = {
  entry_id: number;
  line_id: number;
  date: string;
  source_type: string;
  source_id: number;
  description: string;
  is_opening: boolean;
  reversal_of: number | null;
  tp_name: string | null;
  tp_document: string | null;
  line_text: string | null;
  recorded_at: string;
  code: string;
  name: string;
  class: string;
  debit: string | number;
  credit: string | number;
};

/** Where a page of journal lines starts: after this line, in (date, entry, line) order. */
export type LinePosition = { date: string; entryId: number; lineId: number };

/**
 * The movement lines of [from, to] in date, then entry, then line order, reversals included; the
 * opening balance is not a movement of any range (docs/accounting.md §Principles: it counts as of any date, before
 * every movement), so it is left out (MOVEMENT_ENTRY). `account` narrows to one account code.
 *
 * Read through the lines' own date (ADR 040): the index (user_id, date, entry_id, id) — with an
 * account, (user_id, account_code, date, entry_id, id) — hands the range's lines out in the
 * books' order, each line's entry is then read by its key (LATERAL fenced by OFFSET 0, so the
 * planner keeps that nested loop with or without statistics), and the scan stops once `limit`
 * lines are out: a page, however deep (keyset on (date, entry id, line id) after `after`,
 * issue 12), reads its own rows and no more, and a whole range is read once.
 */
export async function journalLinesPage(
  db: Executor,
  userId: number,
  from: string,
  to: string,
  opts: {
    account?: string | undefined;
    after?: LinePosition | null;
    limit?: number;
    /** Only entries up to this id (a download's snapshot). */
    upToEntry?: number;
  },
): Promise<JournalLine[]> {
  const { account, after, limit, upToEntry } = opts;
  // The chart (a few dozen rows) is read apart and joined here: joined in SQL to lines read per
  // entry, the planner scanned it once per line.
  const [chart, rows] = await Promise.all([
    readChart(db),
    queryRows<LineRow>(db, linesInOrder(userId, from, to, { account, after, limit, upToEntry })),
  ]);
  return toJournalLines(chart, rows);
}

/**
 * Which entries' lines are movements: every entry but an opening balance of the old model (ADR 037:
 * the opening is now a dated 'Saldo inicial' entry, is_opening false). One condition, so a change
 * of what counts as a movement is a change here only.
 */
export const MOVEMENT_ENTRY = sql`NOT e.is_opening`;

/** The SELECT of journalLinesPage (one account's ledger lines too: ledger-lines.ts). */
export function linesInOrder(
  userId: number,
  from: string,
  to: string,
  opts: {
    account?: string | undefined;
    after?: LinePosition | null | undefined;
    limit?: number | undefined;
    upToEntry?: number | undefined;
  },
) {
  const { account, after, limit, upToEntry } = opts;
  const start = after
    ? sql`AND l.date >= ${after.date}::date
      AND (l.date, l.entry_id, l.id) > (${after.date}::date, ${after.entryId}::integer, ${after.lineId}::integer)`
    : sql``;
  return sql`
    SELECT ${LINE_COLUMNS}
    FROM journal_lines l
    CROSS JOIN LATERAL (${ENTRY_OF_LINE(userId)}) e
    WHERE l.user_id = ${userId} ${account === undefined ? sql`` : sql`AND l.account_code = ${account}`}
      AND l.date >= ${from}::date AND l.date <= ${to}::date ${start}
      ${upToEntry === undefined ? sql`` : sql`AND l.entry_id <= ${upToEntry}`}
      AND ${MOVEMENT_ENTRY}
    ORDER BY ${account === undefined ? sql`` : sql`l.account_code, `}l.date, l.entry_id, l.id
    ${limit === undefined ? sql`` : sql`LIMIT ${limit}`}`;
}

/**
 * The entry `e` of a journal line `l`, looked up by its key (OFFSET 0 keeps it a per-line lookup
 * the planner does not flatten into a join; ADR 040).
 */
export const ENTRY_OF_LINE = (userId: number) => sql`
      SELECT je.id, je.date, je.source_type, je.source_id, je.description, je.is_opening, je.reversal_of,
             je.third_party_name, je.third_party_document, je.recorded_at
      FROM journal_entries je WHERE je.user_id = ${userId} AND je.id = l.entry_id
      OFFSET 0`;

/**
 * The columns of a JournalLine from entries `e` and their lines `l` (journalLinesPage,
 * ledgerLinesPage). A line's own third party (the opening entry's, one per record) wins over its
 * entry's.
 */
export const LINE_COLUMNS = sql`e.id AS entry_id, l.id AS line_id, to_char(e.date, 'YYYY-MM-DD') AS date,
  e.source_type, e.source_id, e.description, e.is_opening, e.reversal_of,
  coalesce(l.third_party_name, e.third_party_name) AS tp_name,
  CASE WHEN l.third_party_name IS NULL THEN e.third_party_document ELSE l.third_party_document END AS tp_document,
  l.description AS line_text, l.account_code AS code, l.debit, l.credit,
  to_char(e.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS recorded_at`;

export type LineRow = Omit<Row, 'name' | 'class'>;
type Chart = { code: string; name: string; class: string }[];

/** The chart of accounts (a few dozen rows), joined to the lines in JavaScript. */
export const readChart = (db: Executor) =>
  queryRows<Chart[number]>(db, sql`SELECT code, name, class FROM accounts`);

/** Rows of LINE_COLUMNS as JournalLines, each with its account's name and class from the chart. */
export function toJournalLines(chart: Chart, rows: LineRow[]): JournalLine[] {
  const accountOf = new Map(chart.map((a) => [a.code, a]));
  return rows.map((r) => {
    const a = accountOf.get(r.code);
    if (!a) throw new Error(`journal line of unknown account ${r.code}`);
    return {
      entryId: Number(r.entry_id),
      lineId: Number(r.line_id),
      date: r.date,
      sourceType: r.source_type,
      sourceId: Number(r.source_id),
      description: r.description,
      isOpening: r.is_opening,
      reversalOf: r.reversal_of === null ? null : Number(r.reversal_of),
      thirdParty: r.tp_name === null ? null : { name: r.tp_name, document: r.tp_document ?? '' },
      lineText: r.line_text,
      recordedAt: r.recorded_at,
      code: r.code,
      name: a.name,
      class: a.class as AccountClass,
      debit: exactInteger(r.debit),
      credit: exactInteger(r.credit),
    };
  });
}

/**
 * Σ debit − Σ credit of one account's lines from `from` up to and including `through` (same
 * order as the pages): the running balance a ledger page starts from. Whole days before the
 * cursor's come from balancesBetween (the monthly rollup plus the edge months), the cursor's own
 * day from its lines: bounded by a month of lines, never by the depth of the page.
 */
export async function accountNetThrough(
  db: Executor,
  userId: number,
  code: string,
  from: string,
  through: LinePosition,
): Promise<number> {
  const before =
    through.date > from
      ? ((await balancesBetween(db, userId, from, addDays(through.date, -1))).find((b) => b.code === code)
          ?.net ?? 0)
      : 0;
  const [day] = await queryRows<{ net: string | number | null }>(
    db,
    sql`
    SELECT sum(l.debit - l.credit) AS net
    FROM journal_entries e
    CROSS JOIN LATERAL (
      SELECT jl.id, jl.debit, jl.credit FROM journal_lines jl
      WHERE jl.user_id = ${userId} AND jl.entry_id = e.id AND jl.account_code = ${code} OFFSET 0
    ) l
    WHERE e.user_id = ${userId} AND e.date = ${through.date}::date AND NOT e.is_opening
      AND (e.id, l.id) <= (${through.entryId}::integer, ${through.lineId}::integer)`,
  );
  return before + exactInteger(day?.net);
}

/** 'Venta 0007', 'Reverso Venta 0007', 'Saldo inicial': how a line's document reads in the books. */
export function documentOf(
  line: Pick<JournalLine, 'isOpening' | 'description' | 'reversalOf'>,
  labels: { opening: string; reversal: string },
): string {
  if (line.isOpening) return labels.opening;
  const base = line.description.replace(/^Reverso:\s*/, '');
  return line.reversalOf === null ? base : `${labels.reversal} ${base}`;
}
