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
 * every movement), so it is left out. `account` narrows to one account code.
 */
export async function journalLines(
  db: Executor,
  userId: number,
  from: string,
  to: string,
  account?: string,
): Promise<JournalLine[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
    SELECT e.id AS entry_id, to_char(e.date, 'YYYY-MM-DD') AS date, e.source_type, e.description,
           e.is_opening, e.reversal_of, e.third_party_name AS tp_name,
           e.third_party_document AS tp_document, l.account_code AS code, a.name, a.class,
           l.debit, l.credit
    FROM journal_entries e
    JOIN journal_lines l ON l.entry_id = e.id
    JOIN accounts a ON a.code = l.account_code
    WHERE e.user_id = ${userId} AND e.date >= ${from}::date AND e.date <= ${to}::date
      AND NOT e.is_opening ${account === undefined ? sql`` : sql`AND l.account_code = ${account}`}
    ORDER BY e.date, e.id, l.id`,
  );
  return rows.map((r) => ({
    entryId: Number(r.entry_id),
    date: r.date,
    sourceType: r.source_type,
    description: r.description,
    isOpening: r.is_opening,
    reversalOf: r.reversal_of === null ? null : Number(r.reversal_of),
    thirdParty: r.tp_name === null ? null : { name: r.tp_name, document: r.tp_document ?? '' },
    code: r.code,
    name: r.name,
    class: r.class as AccountClass,
    debit: exactInteger(r.debit),
    credit: exactInteger(r.credit),
  }));
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
