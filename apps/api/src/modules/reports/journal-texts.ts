import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { JournalLine } from '../../ledger/index.ts';
import { queryRows } from '../../ledger/rows.ts';

/** A document's own text and whether an opening abono collects a receivable (voucher RC). */
export type DocumentText = { text: string; receivable: boolean };

const key = (sourceType: string, sourceId: number) => `${sourceType}#${sourceId}`;

/**
 * Per source type, the document's own text by journal source id (LEDGER.md "Journal, ledger and
 * CSV": `descripción` carries the document's text): a sale's or purchase's products with their
 * quantities, an expense's description, and the same for their abonos; an opening abono names its
 * record's category. Each reads only the ids of the batch, through the (user_id, …) indexes.
 */
const QUERIES: Record<string, (userId: number, ids: SQL) => SQL> = {
  income: (u, ids) => sql`
    SELECT d.income_id AS id, string_agg(d.name || ' × ' || d.quantity, ', ' ORDER BY d.position) AS text, false AS receivable
    FROM income_details d WHERE d.user_id = ${u} AND d.income_id IN (${ids}) GROUP BY d.income_id`,
  income_payment: (u, ids) => sql`
    SELECT p.id, string_agg(d.name || ' × ' || d.quantity, ', ' ORDER BY d.position) AS text, false AS receivable
    FROM income_payments p JOIN income_details d ON d.user_id = p.user_id AND d.income_id = p.income_id
    WHERE p.user_id = ${u} AND d.user_id = ${u} AND p.id IN (${ids}) GROUP BY p.id`,
  shopping: (u, ids) => sql`
    SELECT d.shopping_id AS id, string_agg(d.name || ' × ' || d.quantity, ', ' ORDER BY d.position) AS text, false AS receivable
    FROM shopping_details d WHERE d.user_id = ${u} AND d.shopping_id IN (${ids}) GROUP BY d.shopping_id`,
  shopping_payment: (u, ids) => sql`
    SELECT p.id, string_agg(d.name || ' × ' || d.quantity, ', ' ORDER BY d.position) AS text, false AS receivable
    FROM shopping_payments p JOIN shopping_details d ON d.user_id = p.user_id AND d.shopping_id = p.shopping_id
    WHERE p.user_id = ${u} AND d.user_id = ${u} AND p.id IN (${ids}) GROUP BY p.id`,
  expense: (u, ids) => sql`
    SELECT x.id, x.description AS text, false AS receivable
    FROM expenses x WHERE x.user_id = ${u} AND x.id IN (${ids})`,
  expense_payment: (u, ids) => sql`
    SELECT p.id, x.description AS text, false AS receivable
    FROM expense_payments p JOIN expenses x ON x.user_id = p.user_id AND x.id = p.expense_id
    WHERE p.user_id = ${u} AND x.user_id = ${u} AND p.id IN (${ids})`,
  financial_info_payment: (u, ids) => sql`
    SELECT p.id, c.name AS text, (f.financial_type = 'ACTIVOS') AS receivable
    FROM financial_info_payments p
    JOIN financial_info f ON f.user_id = p.user_id AND f.id = p.financial_info_id
    JOIN financial_categories c ON c.id = f.category_id
    WHERE p.user_id = ${u} AND f.user_id = ${u} AND p.id IN (${ids})`,
};

/** The texts of the documents behind a batch of journal lines, by `${source_type}#${source_id}`. */
export async function documentTexts(
  db: Executor,
  userId: number,
  lines: readonly JournalLine[],
): Promise<Map<string, DocumentText>> {
  const byType = new Map<string, Set<number>>();
  for (const l of lines) {
    if (!QUERIES[l.sourceType]) continue;
    const set = byType.get(l.sourceType) ?? new Set<number>();
    set.add(l.sourceId);
    byType.set(l.sourceType, set);
  }
  const out = new Map<string, DocumentText>();
  for (const [type, ids] of byType) {
    const query = QUERIES[type];
    if (!query) continue;
    const list = sql.join(
      [...ids].map((id) => sql`${id}::integer`),
      sql`, `,
    );
    const rows = await queryRows<{ id: number; text: string | null; receivable: boolean }>(
      db,
      query(userId, list),
    );
    for (const r of rows) out.set(key(type, Number(r.id)), { text: r.text ?? '', receivable: r.receivable });
  }
  return out;
}

export const textKey = key;
