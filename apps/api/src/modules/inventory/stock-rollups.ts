import { type SQL, sql } from 'drizzle-orm';
import { insertMany } from '../../db/bulk.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { stockMovements } from '../../db/schema/index.ts';
import { queryRows } from '../../ledger/rows.ts';
import { monthStart } from '../../lib/clock.ts';
import { assertStockLocked, lockStock } from './stock-lock.ts';

/**
 * Stock rollups (ADR 040): per product and month, the stock movements netted per document and
 * batch — what the kardex and the valuation report show — so a report reads a few rows per
 * product plus at most one month of movements instead of every movement of the shop.
 */

/** What one document did to one batch, net of its voids and edits (the kardex's unit). */
export type StockNet = {
  kind: string;
  sourceType: string | null;
  sourceId: number | null;
  stockId: number;
  inventoryId: number;
  date: string;
  firstId: number;
  quantity: number;
  cost: number;
};

/** One stock movement to record (a row of stock_movements). */
export type MovementRow = typeof stockMovements.$inferInsert;

/** A movement that neither draws nor adds stock: it only undoes one that did. */
const UNDOING = sql`('void', 'cancel')`;

/**
 * A closed period's void or cancel (ADR 038) gives units back or takes a batch out on its own date:
 * a group of its own (keyed by the movement), never netted with what it undoes, so the closed
 * month's kardex and rollups stay as they were.
 */
const LATE_KEY = sql`CASE WHEN m.kind IN ('late_void', 'late_cancel') THEN m.id END`;

/**
 * The nets of the movement groups (document, batch) that `where` selects from `stock_movements m`,
 * with the kardex's rules: the quantity is the sum, the date that of the latest movement that draws
 * or adds (an edited sale counts on its new day; one with only undoing movements keeps its first),
 * the kind its first drawing or adding one, the cost its batch's. Nets of 0 are left out.
 */
const NETS = (userId: number, where: SQL) => sql`
  SELECT m.source_type, m.source_id, m.stock_id,
         min(m.inventory_id) AS inventory_id,
         coalesce((array_agg(m.kind ORDER BY m.id) FILTER (WHERE m.kind NOT IN ${UNDOING}))[1],
                  (array_agg(m.kind ORDER BY m.id))[1]) AS kind,
         coalesce((array_agg(m.date ORDER BY m.id DESC) FILTER (WHERE m.kind NOT IN ${UNDOING}))[1],
                  (array_agg(m.date ORDER BY m.id))[1])::text AS date,
         min(m.id) AS first_id,
         sum(m.quantity) AS quantity,
         min(s.cost_value) AS cost
  FROM stock_movements m
  JOIN stocks s ON s.user_id = m.user_id AND s.id = m.stock_id AND s.user_id = ${userId}
  WHERE m.user_id = ${userId} AND (${where})
  GROUP BY m.source_type, m.source_id, m.stock_id, ${LATE_KEY}
  HAVING sum(m.quantity) <> 0`;

type NetRow = {
  source_type: string | null;
  source_id: number | string | null;
  stock_id: number | string;
  inventory_id: number | string;
  kind: string;
  date: string;
  first_id: number | string;
  quantity: number | string;
  cost: number | string;
};

const toNet = (r: NetRow): StockNet => ({
  kind: r.kind,
  sourceType: r.source_type,
  sourceId: r.source_id === null ? null : Number(r.source_id),
  stockId: Number(r.stock_id),
  inventoryId: Number(r.inventory_id),
  date: r.date,
  firstId: Number(r.first_id),
  quantity: Number(r.quantity),
  cost: Number(r.cost),
});

/** The groups of these (document, batch) keys, read whole through the source index. */
async function netsOfGroups(
  ex: Executor,
  userId: number,
  keys: readonly { sourceType: string; sourceId: number; stockId: number }[],
): Promise<StockNet[]> {
  if (!keys.length) return [];
  const where = sql`(m.source_type, m.source_id, m.stock_id) IN (SELECT * FROM unnest(
    ${sql.param(keys.map((k) => k.sourceType))}::text[],
    ${sql.param(keys.map((k) => k.sourceId))}::integer[],
    ${sql.param(keys.map((k) => k.stockId))}::integer[]))`;
  return (await queryRows<NetRow>(ex, NETS(userId, where))).map(toNet);
}

/**
 * The nets dated (by the kardex's rule) within [from, to] — of one product, or of all — that are
 * not opening stock: their groups are those with a movement in the range (a net's date is one of
 * its movements'), read whole, so a void dated outside the range still nets its sale.
 */
export async function netsBetween(
  ex: Executor,
  userId: number,
  from: string,
  to: string,
  inventoryId: number | null = null,
): Promise<StockNet[]> {
  const product = inventoryId === null ? sql`` : sql`AND r.inventory_id = ${inventoryId}`;
  const where = sql`(m.source_type, m.source_id, m.stock_id) IN (
    SELECT r.source_type, r.source_id, r.stock_id FROM stock_movements r
    WHERE r.user_id = ${userId} ${product} AND r.date >= ${from} AND r.date <= ${to})`;
  const nets = (await queryRows<NetRow>(ex, NETS(userId, where))).map(toNet);
  return nets.filter((n) => n.kind !== 'initial' && n.date >= from && n.date <= to);
}

/** A product's stock from the rollups: quantity and value at cost. */
export type StockBalance = { quantity: number; value: number };

/**
 * Each product's stock (of one product, or all) from the rollups before `month` plus all opening
 * stock: what the kardex's 'Saldo inicial' and the valuation start from before the month's nets.
 */
export async function rolledUpBefore(
  ex: Executor,
  userId: number,
  month: string,
  inventoryId: number | null = null,
): Promise<Map<number, StockBalance>> {
  const product = inventoryId === null ? sql`` : sql`AND inventory_id = ${inventoryId}`;
  const rows = await queryRows<{
    inventory_id: number | string;
    quantity: string | number;
    value: string | number;
  }>(
    ex,
    sql`SELECT inventory_id, sum(quantity_in - quantity_out) AS quantity, sum(value_in - value_out) AS value
        FROM stock_month_rollups
        WHERE user_id = ${userId} ${product} AND (is_opening OR month < ${month})
        GROUP BY inventory_id`,
  );
  return new Map(
    rows.map((r) => [Number(r.inventory_id), { quantity: Number(r.quantity), value: Number(r.value) }]),
  );
}

/** One rollup change: a net added (sign 1) or taken back (sign −1) at its month. */
type Delta = { inventoryId: number; month: string; isOpening: boolean; quantity: number; value: number };

const deltaOf = (n: StockNet, sign: 1 | -1): Delta => ({
  inventoryId: n.inventoryId,
  month: monthStart(n.date),
  isOpening: n.kind === 'initial',
  quantity: sign * n.quantity,
  value: sign * n.quantity * n.cost,
});

/**
 * Applies the change of some nets to the rollups: each old net leaves its month (in or out by its
 * sign), each new one enters its own. Summed per row first, rows in key order.
 */
async function applyToRollups(tx: Executor, userId: number, before: StockNet[], after: StockNet[]) {
  const rows = new Map<
    string,
    { inventoryId: number; month: string; isOpening: boolean; q: number[]; v: number[] }
  >();
  const add = (d: Delta, direction: 'in' | 'out', sign: 1 | -1) => {
    const key = `${String(d.inventoryId).padStart(12, '0')}|${d.month}|${d.isOpening}`;
    const row = rows.get(key) ?? {
      inventoryId: d.inventoryId,
      month: d.month,
      isOpening: d.isOpening,
      q: [0, 0],
      v: [0, 0],
    };
    const i = direction === 'in' ? 0 : 1;
    (row.q[i] as number) += sign * Math.abs(d.quantity);
    (row.v[i] as number) += sign * Math.abs(d.value);
    rows.set(key, row);
  };
  for (const n of before) add(deltaOf(n, 1), n.quantity > 0 ? 'in' : 'out', -1);
  for (const n of after) add(deltaOf(n, 1), n.quantity > 0 ? 'in' : 'out', 1);
  const changed = [...rows.entries()]
    .filter(([, r]) => r.q.some((x) => x !== 0) || r.v.some((x) => x !== 0))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, r]) => r);
  if (!changed.length) return;
  const keys = sql.join(
    changed.map(
      (r) => sql`(${userId}::integer, ${r.inventoryId}::integer, ${r.month}::date, ${r.isOpening}::boolean)`,
    ),
    sql`, `,
  );
  const values = sql.join(
    changed.map(
      (r) =>
        sql`(${r.inventoryId}::integer, ${r.month}::date, ${r.isOpening}::boolean, ${r.q[0]}::bigint, ${r.v[0]}::bigint, ${r.q[1]}::bigint, ${r.v[1]}::bigint)`,
    ),
    sql`, `,
  );
  // The rows first, empty, then the change: an upsert would check the amounts' CHECK on the
  // proposed row, and a net taken back is a negative change to a row that already exists.
  await tx.execute(sql`
    INSERT INTO stock_month_rollups (user_id, inventory_id, month, is_opening) VALUES ${keys}
    ON CONFLICT (user_id, inventory_id, month, is_opening) DO NOTHING`);
  await tx.execute(sql`
    UPDATE stock_month_rollups AS r
    SET quantity_in = r.quantity_in + v.qi, value_in = r.value_in + v.vi,
        quantity_out = r.quantity_out + v.qo, value_out = r.value_out + v.vo
    FROM (VALUES ${values}) AS v(inventory_id, month, is_opening, qi, vi, qo, vo)
    WHERE r.user_id = ${userId} AND r.inventory_id = v.inventory_id AND r.month = v.month
      AND r.is_opening = v.is_opening`);
}

/**
 * The one writer of stock movements: inserts them and moves the rollups by what their groups'
 * nets became, in the caller's transaction (which holds the user's stock lock, so no other writer
 * changes these groups meanwhile). Every draw, give-back, new batch and cancel goes through here.
 */
export async function recordMovements(
  tx: Tx,
  userId: number,
  movements: readonly MovementRow[],
): Promise<void> {
  if (!movements.length) return;
  assertStockLocked(tx, userId);
  const keys = new Map<string, { sourceType: string; sourceId: number; stockId: number }>();
  for (const m of movements) {
    if (m.userId !== userId) throw new Error(`movement of user ${m.userId} recorded for user ${userId}`);
    if (!m.sourceType || m.sourceId === null || m.sourceId === undefined)
      throw new Error('a stock movement names its document');
    keys.set(`${m.sourceType}:${m.sourceId}:${m.stockId}`, {
      sourceType: m.sourceType,
      sourceId: m.sourceId,
      stockId: m.stockId,
    });
  }
  const groups = [...keys.values()];
  const before = await netsOfGroups(tx, userId, groups);
  await insertMany(tx, stockMovements, movements);
  const after = await netsOfGroups(tx, userId, groups);
  await applyToRollups(tx, userId, before, after);
}

/** The rollups as the movements say they should be (the grouping of migration 0028's backfill). */
const FROM_MOVEMENTS = (userId: number | null) => sql`
  SELECT user_id, inventory_id, date_trunc('month', date)::date AS month, kind = 'initial' AS is_opening,
         sum(greatest(quantity, 0)) AS quantity_in, sum(greatest(quantity * cost, 0)) AS value_in,
         sum(greatest(-quantity, 0)) AS quantity_out, sum(greatest(-quantity * cost, 0)) AS value_out
  FROM (
    SELECT m.user_id, min(m.inventory_id) AS inventory_id,
           coalesce((array_agg(m.kind ORDER BY m.id) FILTER (WHERE m.kind NOT IN ${UNDOING}))[1],
                    (array_agg(m.kind ORDER BY m.id))[1]) AS kind,
           coalesce((array_agg(m.date ORDER BY m.id DESC) FILTER (WHERE m.kind NOT IN ${UNDOING}))[1],
                    (array_agg(m.date ORDER BY m.id))[1]) AS date,
           sum(m.quantity) AS quantity, min(s.cost_value) AS cost
    FROM stock_movements m JOIN stocks s ON s.user_id = m.user_id AND s.id = m.stock_id
    ${userId === null ? sql`` : sql`WHERE m.user_id = ${userId} AND s.user_id = ${userId}`}
    GROUP BY m.user_id, m.source_type, m.source_id, m.stock_id, ${LATE_KEY}
    HAVING sum(m.quantity) <> 0
  ) n
  GROUP BY 1, 2, 3, 4`;

/** Rollup rows that disagree with the movements (missing, extra or different), for every user or one. */
export async function stockRollupMismatches(db: Executor, userId: number | null = null): Promise<number> {
  const stored =
    userId === null
      ? sql`stock_month_rollups`
      : sql`(SELECT * FROM stock_month_rollups WHERE user_id = ${userId})`;
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`
    SELECT count(*) AS n
    FROM (SELECT * FROM ${stored} x
          WHERE x.quantity_in <> 0 OR x.value_in <> 0 OR x.quantity_out <> 0 OR x.value_out <> 0) r
    FULL JOIN (${FROM_MOVEMENTS(userId)}) m
      ON m.user_id = r.user_id AND m.inventory_id = r.inventory_id AND m.month = r.month
     AND m.is_opening = r.is_opening
    WHERE r.user_id IS NULL OR m.user_id IS NULL OR r.quantity_in <> m.quantity_in OR r.value_in <> m.value_in
       OR r.quantity_out <> m.quantity_out OR r.value_out <> m.value_out`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Rebuilds the rollups from the movements (every user, or one), in the caller's transaction.
 * Stock writers wait meanwhile: for one user on its stock lock, for all on the table lock.
 */
export async function rebuildStockRollups(tx: Tx, userId: number | null = null): Promise<void> {
  if (userId === null) await tx.execute(sql`LOCK TABLE stock_month_rollups IN SHARE ROW EXCLUSIVE MODE`);
  else await lockStock(tx, userId);
  await tx.execute(
    userId === null
      ? sql`DELETE FROM stock_month_rollups`
      : sql`DELETE FROM stock_month_rollups WHERE user_id = ${userId}`,
  );
  await tx.execute(sql`
    INSERT INTO stock_month_rollups
      (user_id, inventory_id, month, is_opening, quantity_in, value_in, quantity_out, value_out)
    ${FROM_MOVEMENTS(userId)}`);
}
