import { BOOK_ROWS } from '@cc/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { monthStart } from '../lib/clock.ts';
import { type AccountBalance, exactInteger, normalBalance } from './balances.ts';
import {
  addToMonthlyBalances,
  lockUserLedger,
  type MonthlyDelta,
  monthOf,
  subtractFromMonthlyBalances,
} from './monthly.ts';
import { checkedLines, type PostingLine, type Source, type ThirdParty } from './post.ts';
import { queryRows } from './rows.ts';
import { businessStartDate, OPENING_SOURCE, openingEntryId } from './start-date.ts';

/**
 * The opening balance is ONE journal entry per shop, 'Saldo inicial' (voucher SI), dated the
 * business's start date (start-date.ts; ADR 037). Each opening record (an initial asset or
 * liability, an initial stock batch) owns some of its lines, named by (source_type, source_id) on
 * the line with its own third party and text. While the initial information is open a record's
 * lines are replaced in place: the opening balance is a draft until it is closed, and a pair of
 * reversals per keystroke would only be noise in the diario. The entry is never reversed.
 */

type LineRow = { account_code: string; debit: string | number; credit: string | number };

async function openingEntryDate(tx: Executor, userId: number): Promise<string | null> {
  const [row] = await queryRows<{ date: string }>(
    tx,
    sql`SELECT to_char(date, 'YYYY-MM-DD') AS date FROM journal_entries
        WHERE user_id = ${userId} AND id = ${openingEntryId(userId)} FOR UPDATE`,
  );
  return row?.date ?? null;
}

const deltasOf = (month: string, rows: LineRow[]): MonthlyDelta[] =>
  rows.map((r) => ({
    month,
    account: r.account_code,
    isOpening: false,
    debit: exactInteger(r.debit),
    credit: exactInteger(r.credit),
  }));

/**
 * Writes (or replaces) one record's lines in the opening entry, in the caller's transaction: the
 * entry is created on the start date when it is the first record (the current month when nothing
 * dates the business yet) and removed with its last line. The monthly balances follow.
 */
export async function setOpeningRecord(
  tx: Executor,
  p: {
    userId: number;
    record: Source;
    /** Today in Bogotá: the date of a first opening entry when nothing else dates the business. */
    today: string;
    now: Date;
    description: string;
    thirdParty?: ThirdParty | null | undefined;
    lines: PostingLine[];
  },
): Promise<void> {
  const lines = checkedLines({ userId: p.userId, date: p.today, source: p.record, lines: p.lines });
  await lockUserLedger(tx, p.userId);
  let date = await openingEntryDate(tx, p.userId);
  await dropRecordLines(tx, p.userId, p.record, date);
  if (!lines.length) return removeIfEmpty(tx, p.userId, p.now);
  if (date === null) {
    date = (await businessStartDate(tx, p.userId)) ?? monthStart(p.today);
    // OVERRIDING SYSTEM VALUE: the opening entry's id is fixed (start-date.ts openingEntryId).
    await tx.execute(sql`
      INSERT INTO journal_entries (id, user_id, date, source_type, source_id, description, recorded_at)
      OVERRIDING SYSTEM VALUE
      VALUES (${openingEntryId(p.userId)}, ${p.userId}, ${date}::date, ${OPENING_SOURCE}, 0, ${BOOK_ROWS.openingEntry}, now())`);
  } else {
    // recorded_at, like every entry's, is the database's time of the write.
    await tx.execute(sql`UPDATE journal_entries SET recorded_at = now()
      WHERE user_id = ${p.userId} AND id = ${openingEntryId(p.userId)}`);
  }
  const values = sql.join(
    lines.map(
      (
        l,
      ) => sql`(${openingEntryId(p.userId)}::integer, ${p.userId}::integer, ${l.account}::text, ${l.debit}::bigint,
        ${l.credit}::bigint, ${p.record.type}::text, ${p.record.id}::integer, ${p.thirdParty?.name ?? null}::text,
        ${p.thirdParty?.document ?? null}::text, ${p.description}::text)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    INSERT INTO journal_lines (entry_id, user_id, account_code, debit, credit, source_type, source_id,
      third_party_name, third_party_document, description, date)
    SELECT v.*, ${date}::date FROM (VALUES ${values}) AS v`);
  await addToMonthlyBalances(
    tx,
    p.userId,
    lines.map((l) => ({ ...l, month: monthOf(date), isOpening: false })),
  );
}

/** Takes a record's lines out of the opening entry (a deleted record, a cancelled initial batch). */
export async function removeOpeningRecord(tx: Executor, userId: number, record: Source, now: Date) {
  await lockUserLedger(tx, userId);
  const date = await openingEntryDate(tx, userId);
  await dropRecordLines(tx, userId, record, date);
  await removeIfEmpty(tx, userId, now);
}

async function dropRecordLines(tx: Executor, userId: number, record: Source, date: string | null) {
  if (date === null) return;
  const gone = await queryRows<LineRow>(
    tx,
    sql`DELETE FROM journal_lines
        WHERE user_id = ${userId} AND entry_id = ${openingEntryId(userId)}
          AND source_type = ${record.type} AND source_id = ${record.id}
        RETURNING account_code, debit, credit`,
  );
  await subtractFromMonthlyBalances(tx, userId, deltasOf(monthOf(date), gone));
}

async function removeIfEmpty(tx: Executor, userId: number, _now: Date): Promise<void> {
  await tx.execute(sql`
    DELETE FROM journal_entries e WHERE e.user_id = ${userId} AND e.id = ${openingEntryId(userId)}
      AND NOT EXISTS (SELECT 1 FROM journal_lines l WHERE l.user_id = ${userId} AND l.entry_id = ${openingEntryId(userId)})`);
  await tx.execute(sql`UPDATE journal_entries SET recorded_at = now()
    WHERE user_id = ${userId} AND id = ${openingEntryId(userId)}`);
}

/**
 * Re-dates the opening entry to `to` (a first day of month) and moves its lines between the
 * monthly balances, in the caller's transaction. `onlyEarlier`: only when that moves it back (a
 * document dated before the start date). Answers whether it moved.
 */
async function redateOpening(tx: Executor, userId: number, to: string, onlyEarlier: boolean) {
  const [moved] = await queryRows<{ old: string }>(
    tx,
    sql`
    WITH o AS (
      SELECT date AS old FROM journal_entries
      WHERE user_id = ${userId} AND id = ${openingEntryId(userId)}
        AND date ${onlyEarlier ? sql`>` : sql`<>`} ${to}::date
      FOR UPDATE
    )
    UPDATE journal_entries e SET date = ${to}::date FROM o
    WHERE e.user_id = ${userId} AND e.id = ${openingEntryId(userId)}
    RETURNING to_char(o.old, 'YYYY-MM-DD') AS old`,
  );
  if (!moved) return false;
  // The lines carry their entry's date (ADR 040: the diario and the mayor read it).
  await tx.execute(sql`UPDATE journal_lines SET date = ${to}::date
    WHERE user_id = ${userId} AND entry_id = ${openingEntryId(userId)}`);
  const lines = await queryRows<LineRow>(
    tx,
    sql`SELECT account_code, debit, credit FROM journal_lines
        WHERE user_id = ${userId} AND entry_id = ${openingEntryId(userId)}`,
  );
  await subtractFromMonthlyBalances(tx, userId, deltasOf(monthOf(moved.old), lines));
  await addToMonthlyBalances(tx, userId, deltasOf(monthOf(to), lines));
  return true;
}

/**
 * A document or abono dated `date` was just posted: when that is before the start date, the
 * start date moves back to its month, and the opening entry with it (ledger.post calls this
 * after its monthly upsert, so under the shop's ledger lock). Refusing such a date once a period
 * is closed is the writers' guard, not this.
 */
export async function moveOpeningBack(tx: Executor, userId: number, date: string): Promise<void> {
  await redateOpening(tx, userId, monthStart(date), true);
}

/**
 * Dates the opening entry on the start date as computed now (the initial information was just
 * closed: its month becomes the anchor; ledger:repair). A no-op when it already is.
 */
export async function syncOpeningDate(tx: Executor, userId: number): Promise<void> {
  await lockUserLedger(tx, userId);
  const start = await businessStartDate(tx, userId);
  if (start !== null) await redateOpening(tx, userId, start, false);
}

/** The opening balance per account (initial assets, liabilities and stock): the opening entry's lines. */
export async function openingBalances(db: Executor, userId: number): Promise<AccountBalance[]> {
  const rows = await queryRows<{ code: string; name: string; class: string; net: string | number | null }>(
    db,
    sql`
    SELECT a.code, a.name, a.class, sum(l.debit - l.credit) AS net
    FROM journal_lines l JOIN accounts a ON a.code = l.account_code
    WHERE l.user_id = ${userId} AND l.entry_id = ${openingEntryId(userId)}
    GROUP BY a.code, a.name, a.class
    ORDER BY a.code`,
  );
  return rows.map((r) => {
    const net = exactInteger(r.net);
    const cls = r.class as AccountBalance['class'];
    return { code: r.code, name: r.name, class: cls, net, balance: normalBalance(cls, net) };
  });
}

/**
 * Shops (every one, or one) whose books break the opening rule: an entry still flagged as a
 * dated-anywhere opening (before migration 0030), or an opening entry that is not dated on the
 * start date. ledger:repair counts them and re-dates (repairOpeningDates).
 */
export async function openingMismatches(db: Executor, userId: number | null = null): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`
    SELECT (SELECT count(DISTINCT user_id) FROM journal_entries
             WHERE is_opening ${userId === null ? sql`` : sql`AND user_id = ${userId}`})
         + (SELECT count(*) FROM (${misdated(userId)}) m) AS n`,
  );
  return Number(row?.n ?? 0);
}

/** Opening entries dated elsewhere than the start date, with the date they should have. */
const misdated = (userId: number | null) => sql`
  SELECT o.user_id, date_trunc('month', least(
      (SELECT min(e.date) FROM journal_entries e WHERE e.user_id = o.user_id AND e.source_type <> ${OPENING_SOURCE}),
      CASE WHEN u.initial_info AND u.initial_info_closed_on IS NOT NULL THEN u.initial_info_closed_on ELSE o.date END
    ))::date AS start
  FROM journal_entries o JOIN users u ON u.id = o.user_id
  WHERE o.id = -o.user_id ${userId === null ? sql`` : sql`AND o.user_id = ${userId}`}
    AND o.date <> date_trunc('month', least(
      (SELECT min(e.date) FROM journal_entries e WHERE e.user_id = o.user_id AND e.source_type <> ${OPENING_SOURCE}),
      CASE WHEN u.initial_info AND u.initial_info_closed_on IS NOT NULL THEN u.initial_info_closed_on ELSE o.date END
    ))::date`;

/** Re-dates every misdated opening entry (ledger:repair; the monthly balances are rebuilt after). */
export async function repairOpeningDates(tx: Executor, userId: number | null = null): Promise<void> {
  await tx.execute(sql`
    UPDATE journal_entries e SET date = m.start FROM (${misdated(userId)}) m
    WHERE e.user_id = m.user_id AND e.id = -m.user_id`);
}
