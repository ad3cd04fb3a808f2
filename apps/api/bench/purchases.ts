import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/ledger/rows.ts';
import { addDays } from '../src/lib/clock.ts';
import { rebuildSettled } from '../src/modules/credit/settled.ts';

/**
 * Adds purchases to a history loaded by test/helpers/history.ts: one a day for `days` days ending
 * `today` (category 6, Dr 7105, so no stock batches), every other one on credit (Cr 2205) paid by
 * a bank abono ten days later (Dr 2205 / Cr 1110). Plain SQL, journal lines only, like the loader.
 */
export async function loadPurchases(db: Db, userId: number, today: string, days: number): Promise<void> {
  const first = addDays(today, -(days - 1));
  const [provider] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO providers (user_id, name, doc_type_id, doc_number)
        VALUES (${userId}, 'Distribuidora Andina', 31, '900123456') RETURNING id`,
  );
  await db.execute(sql`
    WITH s AS (
      INSERT INTO shoppings (user_id, number, provider_id, category_id, date, payment_type, payment_method,
                             value, payment, paid_out)
      SELECT ${userId}, g, ${provider?.id ?? 0}, 6, ${first}::date + (g - 1),
             CASE WHEN g % 2 = 0 THEN 'CREDITO' ELSE 'CONTADO' END,
             CASE WHEN g % 2 = 0 THEN NULL ELSE 'EFECTIVO' END,
             50000, CASE WHEN g % 2 = 0 AND ${first}::date + (g + 9) > ${today}::date THEN 0 ELSE 50000 END,
             NOT (g % 2 = 0 AND ${first}::date + (g + 9) > ${today}::date)
      FROM generate_series(1, ${days}) g
      RETURNING id, date, payment_type),
    e AS (
      INSERT INTO journal_entries (user_id, date, source_type, source_id, description)
      SELECT ${userId}, date, 'shopping', id, 'Compra' FROM s
      RETURNING id, source_id, date)
    INSERT INTO journal_lines (entry_id, user_id, account_code, debit, credit, date)
    SELECT e.id, ${userId}, x.account, x.debit, x.credit, e.date
    FROM e JOIN s ON s.id = e.source_id
    CROSS JOIN LATERAL (VALUES ('7105', 50000, 0),
      (CASE WHEN s.payment_type = 'CREDITO' THEN '2205' ELSE '1105' END, 0, 50000)) AS x(account, debit, credit)`);
  await db.execute(sql`
    WITH p AS (
      INSERT INTO shopping_payments (user_id, shopping_id, ordinal, date, value, payment_method)
      SELECT ${userId}, id, 1, date + 10, 50000, 'BANCO'
      FROM shoppings WHERE user_id = ${userId} AND payment_type = 'CREDITO' AND paid_out
      RETURNING id, date),
    e AS (
      INSERT INTO journal_entries (user_id, date, source_type, source_id, description)
      SELECT ${userId}, date, 'shopping_payment', id, 'Abono' FROM p
      RETURNING id, date)
    INSERT INTO journal_lines (entry_id, user_id, account_code, debit, credit, date)
    SELECT e.id, ${userId}, x.account, x.debit, x.credit, e.date
    FROM e CROSS JOIN (VALUES ('2205', 50000, 0), ('1110', 0, 50000)) AS x(account, debit, credit)`);
  await db.execute(
    sql`INSERT INTO document_counters (user_id, kind, last_number) VALUES (${userId}, 'shopping', ${days})`,
  );
  // The settled day of each credit, as the services keep it (ADR 023 part B).
  await rebuildSettled(db, userId);
}
