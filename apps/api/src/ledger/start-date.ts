import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { monthStart } from '../lib/clock.ts';
import { queryRows } from './rows.ts';

/** Journal source of the one opening entry ('Saldo inicial', voucher SI) of a shop. */
export const OPENING_SOURCE = 'opening';
/** Source type of the year-end entries (comprobante CI, ADR 038): the source id is the year. */
export const YEAR_CLOSE_SOURCE = 'year_close';
/**
 * The opening entry's id: minus the shop's user id. Identities start at 1, so it is unique even
 * where entries were keyed by id alone (before migration 0020), and every book lists entries in
 * (date, id) order, so the opening entry comes first on its day — the start date — whatever was
 * typed before it, with no special case in any query.
 */
export const openingEntryId = (userId: number): number => -userId;

type Row = {
  earliest: string | null;
  closed_on: string | null;
  initial_info: boolean;
  opening: string | null;
};

/** What the start date is computed from (start-date rule, ADR 037). */
export async function startDateInputs(db: Executor, userId: number) {
  const [r] = await queryRows<Row>(
    db,
    sql`
    SELECT
      (SELECT to_char(min(e.date), 'YYYY-MM-DD') FROM journal_entries e
        WHERE e.user_id = ${userId} AND e.source_type NOT IN (${OPENING_SOURCE}, ${YEAR_CLOSE_SOURCE})) AS earliest,
      (SELECT to_char(e.date, 'YYYY-MM-DD') FROM journal_entries e
        WHERE e.user_id = ${userId} AND e.id = ${openingEntryId(userId)}) AS opening,
      to_char(u.initial_info_closed_on, 'YYYY-MM-DD') AS closed_on, u.initial_info
    FROM users u WHERE u.id = ${userId}`,
  );
  return {
    /** The earliest day of any document or abono (any entry but the opening and year-end ones, reversals included). */
    earliest: r?.earliest ?? null,
    closedOn: r?.initial_info ? (r.closed_on ?? null) : null,
    opening: r?.opening ?? null,
  };
}

/**
 * The business's start date (LEDGER.md "Opening entry and start date"): the first day of the
 * earliest month that holds any document or abono, or of the month in which the initial
 * information was closed if none is earlier. While the initial information is open, the month
 * the opening entry was typed in stands for the close. Null when there is nothing yet: no
 * document, no opening entry, initial information open. The opening entry is dated this day.
 */
export async function businessStartDate(db: Executor, userId: number): Promise<string | null> {
  const { earliest, closedOn, opening } = await startDateInputs(db, userId);
  return startDateOf(earliest, closedOn ?? opening);
}

/** monthStart of the earlier of two optional days. */
export function startDateOf(earliest: string | null, anchor: string | null): string | null {
  const day = earliest === null ? anchor : anchor === null || earliest < anchor ? earliest : anchor;
  return day === null ? null : monthStart(day);
}
