import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { queryRows } from '../../src/ledger/rows.ts';
import { addDays } from '../../src/lib/clock.ts';
import { rebuildSettled } from '../../src/modules/credit/settled.ts';

export type History = { sales: number; perDay: number; today: string };

/**
 * Loads one shop's history straight into the tables, as the services would have written it: `sales`
 * sales at `perDay` a day ending on `today` (so a bigger history is a longer one, not a busier
 * month), one credit sale in three (most paid by an abono five days later), one cash expense a
 * day, and an opening balance (caja, receivables, initial stock). Plain SQL, so 100k sales load
 * in seconds; the journal lines are balanced like the real postings (docs/accounting.md §Postings). Writes the
 * journal only: rebuild the monthly balances afterwards (ledger.rebuildMonthlyBalances).
 */
export async function loadHistory(db: Db, userId: number, itemId: number, h: History): Promise<void> {
  const days = Math.ceil(h.sales / h.perDay);
  const first = addDays(h.today, -(days - 1));
  const [client] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO clients (user_id, name, doc_type_id, doc_number)
        VALUES (${userId}, 'Consumidor final', 13, '222222222') RETURNING id`,
  );
  const clientId = client?.id ?? 0;

  await db.execute(sql`
    WITH e AS (
      INSERT INTO journal_entries (user_id, date, source_type, source_id, is_opening, description)
      VALUES (${userId}, ${first}, 'financial_info', 1, true, 'Saldo inicial'),
             (${userId}, ${first}, 'stock', 1, true, 'Inventario inicial')
      RETURNING id, source_type, date)
    INSERT INTO journal_lines (entry_id, user_id, account_code, debit, credit, date)
    SELECT e.id, ${userId}, x.account, x.debit, x.credit, e.date FROM e
    JOIN (VALUES ('financial_info', '1105', 10000000, 0), ('financial_info', '1305', 500000, 0),
                 ('financial_info', '3130', 0, 10500000),
                 ('stock', '1435', ${h.sales * 6000}::bigint, 0), ('stock', '3130', 0, ${h.sales * 6000}::bigint))
      AS x(source, account, debit, credit) ON x.source = e.source_type`);

  // Sales: 3 × 2.000 cost, 14.000 value; every third a credit, every thirtieth still open.
  await db.execute(sql`
    WITH s AS (
      INSERT INTO incomes (user_id, number, client_id, date, payment_type, payment_method, value, payment, paid_out)
      SELECT ${userId}, g, ${clientId}, ${h.today}::date - ((g - 1) / ${h.perDay})::int,
             CASE WHEN g % 3 = 0 THEN 'CREDITO' ELSE 'CONTADO' END,
             CASE WHEN g % 3 = 0 THEN NULL WHEN g % 2 = 0 THEN 'EFECTIVO' ELSE 'BANCO' END,
             14000, CASE WHEN g % 30 = 0 THEN 0 ELSE 14000 END, g % 30 <> 0
      FROM generate_series(1, ${h.sales}) g
      RETURNING id, date, payment_type, payment_method),
    d AS (
      INSERT INTO income_details (user_id, income_id, inventory_id, position, name, category, quantity, value)
      SELECT ${userId}, id, ${itemId}, 0, 'Arroz 500g', 'PRODUCTO COMPRADO', 3, 4667 FROM s),
    e AS (
      INSERT INTO journal_entries (user_id, date, source_type, source_id, description)
      SELECT ${userId}, date, 'income', id, 'Venta' FROM s
      RETURNING id, source_id, date)
    INSERT INTO journal_lines (entry_id, user_id, account_code, debit, credit, date)
    SELECT e.id, ${userId}, x.account, x.debit, x.credit, e.date
    FROM e JOIN s ON s.id = e.source_id
    CROSS JOIN LATERAL (VALUES
      (CASE WHEN s.payment_type = 'CREDITO' THEN '1305' WHEN s.payment_method = 'EFECTIVO' THEN '1105' ELSE '1110' END,
       14000, 0),
      ('4135', 0, 14000), ('6135', 6000, 0), ('1435', 0, 6000)) AS x(account, debit, credit)`);

  await db.execute(sql`
    WITH p AS (
      INSERT INTO income_payments (user_id, income_id, ordinal, date, value, payment_method)
      SELECT ${userId}, id, 1, least(date + 5, ${h.today}::date), 14000, 'EFECTIVO'
      FROM incomes WHERE user_id = ${userId} AND payment_type = 'CREDITO' AND paid_out
      RETURNING id, date),
    e AS (
      INSERT INTO journal_entries (user_id, date, source_type, source_id, description)
      SELECT ${userId}, date, 'income_payment', id, 'Abono' FROM p
      RETURNING id, date)
    INSERT INTO journal_lines (entry_id, user_id, account_code, debit, credit, date)
    SELECT e.id, ${userId}, x.account, x.debit, x.credit, e.date
    FROM e CROSS JOIN (VALUES ('1105', 14000, 0), ('1305', 0, 14000)) AS x(account, debit, credit)`);

  // One cash rent payment a day (category 18 Arriendo → 5120).
  await db.execute(sql`
    WITH x AS (
      INSERT INTO expenses (user_id, number, category_id, description, date, payment_type, payment_method,
                            value, payment, paid_out)
      SELECT ${userId}, g, 18, 'Arriendo', ${first}::date + (g - 1), 'CONTADO', 'EFECTIVO', 20000, 20000, true
      FROM generate_series(1, ${days}) g
      RETURNING id, date),
    e AS (
      INSERT INTO journal_entries (user_id, date, source_type, source_id, description)
      SELECT ${userId}, date, 'expense', id, 'Gasto' FROM x
      RETURNING id, date)
    INSERT INTO journal_lines (entry_id, user_id, account_code, debit, credit, date)
    SELECT e.id, ${userId}, l.account, l.debit, l.credit, e.date
    FROM e CROSS JOIN (VALUES ('5120', 20000, 0), ('1105', 0, 20000)) AS l(account, debit, credit)`);

  await db.execute(sql`
    INSERT INTO document_counters (user_id, kind, last_number)
    VALUES (${userId}, 'income', ${h.sales}), (${userId}, 'expense', ${days})`);
  // The settled day of each credit, as the services keep it (ADR 023 part B).
  await rebuildSettled(db, userId);
}
