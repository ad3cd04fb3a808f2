import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { type AccountClass, exactInteger } from './balances.ts';
import type { ThirdParty } from './post.ts';
import { queryRows } from './rows.ts';

/** One journal line with its entry and account, as the books list it. */
export type JournalLine = {
  entryId: number;
  date: string;
  sourceType: string;
  description: string;
  isOpening: boolean;
  /** The entry this one reverses (a void or an edit), if any. */
  reversalOf: number | null;
  thirdParty: ThirdParty | null;
  code: string;
  name: string;
  class: AccountClass;
  debit: number;
  credit: number;
};

type Row = {
  entry_id: number;
  date: string;
  source_type: string;
  description: string;
  is_opening: boolean;
  reversal_of: number | null;
  tp_name: string | null;
  tp_document: string | null;
  code: string;
  name: string;
  class: string;
  debit: string | number;
  credit: string | number;
};

/**
 * The movement lines of [from, to] in date, then entry, then line order, reversals included; the
 * opening balance is not a movement of any range (LEDGER.md: it counts as of any date, before
 * every movement), so it is left out. `account` narrows to one account code. Lines are read per
 * entry of the range (LATERAL fenced by OFFSET 0, as in balances.ts): the rows read follow the
 * range, never a hash join over every journal line of the database (ADR 023 part B).
 */
export async function journalLines(
  db: Executor,
  userId: number,
  from: string,
  to: string,
  account?: string,
): Promise<JournalLine[]> {
  // The chart (a few dozen rows) is read apart and joined here: joined in SQL to lines read per
  // entry, the planner scanned it once per line.
  const [chart, rows] = await Promise.all([
    queryRows<{ code: string; name: string; class: string }>(db, sql`SELECT code, name, class FROM accounts`),
    queryRows<Omit<Row, 'name' | 'class'>>(
      db,
      sql`
    SELECT e.id AS entry_id, to_char(e.date, 'YYYY-MM-DD') AS date, e.source_type, e.description,
           e.is_opening, e.reversal_of, e.third_party_name AS tp_name,
           e.third_party_document AS tp_document, l.account_code AS code, l.debit, l.credit
    FROM journal_entries e
    CROSS JOIN LATERAL (
      SELECT jl.id, jl.account_code, jl.debit, jl.credit FROM journal_lines jl
      WHERE jl.entry_id = e.id ${account === undefined ? sql`` : sql`AND jl.account_code = ${account}`}
      OFFSET 0
    ) l
    WHERE e.user_id = ${userId} AND e.date >= ${from}::date AND e.date <= ${to}::date
      AND NOT e.is_opening
    ORDER BY e.date, e.id, l.id`,
    ),
  ]);
  const accountOf = new Map(chart.map((a) => [a.code, a]));
  return rows.map((r) => {
    const a = accountOf.get(r.code);
    if (!a) throw new Error(`journal line of unknown account ${r.code}`);
    return {
      entryId: Number(r.entry_id),
      date: r.date,
      sourceType: r.source_type,
      description: r.description,
      isOpening: r.is_opening,
      reversalOf: r.reversal_of === null ? null : Number(r.reversal_of),
      thirdParty: r.tp_name === null ? null : { name: r.tp_name, document: r.tp_document ?? '' },
      code: r.code,
      name: a.name,
      class: a.class as AccountClass,
      debit: exactInteger(r.debit),
      credit: exactInteger(r.credit),
    };
  });
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
