import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  budgets,
  incomeDetails,
  incomes,
  inventories,
  shoppingDetails,
  shoppings,
} from '../../db/schema/index.ts';
import { ownRow } from '../../db/tenant.ts';
import { closingNetBetween, exactInteger, movementsByMonth } from '../../ledger/index.ts';

export type Range = { userId: number; from: string; to: string };

const toMap = (rows: { month: string; value: string | number }[]) =>
  new Map(rows.map((r) => [r.month, exactInteger(r.value)]));

/** Live (not voided) sales per item in the range: Σ quantity × unit value. */
export async function salesByItem(tx: Tx, r: Range): Promise<{ name: string; value: number }[]> {
  const rows = await tx
    .select({
      name: inventories.name,
      value: sql<string>`sum(${incomeDetails.quantity}::bigint * ${incomeDetails.value})`,
    })
    .from(incomeDetails)
    .innerJoin(incomes, ownRow(incomes, incomeDetails.incomeId, incomeDetails))
    .innerJoin(inventories, ownRow(inventories, incomeDetails.inventoryId, incomeDetails))
    .where(
      and(
        eq(incomeDetails.userId, r.userId),
        eq(incomes.userId, r.userId),
        eq(incomes.deleted, false),
        gte(incomes.date, r.from),
        lte(incomes.date, r.to),
      ),
    )
    .groupBy(inventories.id, inventories.name);
  return rows.map((x) => ({ name: x.name, value: exactInteger(x.value) }));
}

/** Live sales per month ('YYYY-MM' → pesos). */
export async function salesByMonth(tx: Tx, r: Range): Promise<Map<string, number>> {
  const month = sql<string>`to_char(${incomes.date}, 'YYYY-MM')`;
  return toMap(
    await tx
      .select({ month, value: sql<string>`sum(${incomes.value})` })
      .from(incomes)
      .where(
        and(
          eq(incomes.userId, r.userId),
          eq(incomes.deleted, false),
          gte(incomes.date, r.from),
          lte(incomes.date, r.to),
        ),
      )
      .groupBy(month),
  );
}

/** Budgets of one kind per month of the range. */
export async function budgetByMonth(
  tx: Tx,
  r: Range,
  mov: 'INGRESO' | 'GASTO',
): Promise<Map<string, number>> {
  const month = sql<string>`to_char(${budgets.month}, 'YYYY-MM')`;
  return toMap(
    await tx
      .select({ month, value: sql<string>`sum(${budgets.value})` })
      .from(budgets)
      .where(
        and(
          eq(budgets.userId, r.userId),
          eq(budgets.financialMov, mov),
          gte(budgets.month, `${r.from.slice(0, 7)}-01`),
          lte(budgets.month, r.to),
        ),
      )
      .groupBy(month),
  );
}

/**
 * Expenses per month from the journal (the 51xx accounts; voided expenses net to zero). A closed
 * year's 31 December closing entry (ADR 038) is left out, so December still shows its expenses.
 */
export async function expensesByMonth(tx: Tx, r: Range): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const closing = new Map<string, Map<string, number>>();
  for (const m of await movementsByMonth(tx, r.userId, r.from, r.to)) {
    if (m.class !== 'gasto') continue;
    let net = m.net;
    if (m.month.endsWith('-12')) {
      const day = `${m.month}-31`;
      if (!closing.has(m.month)) closing.set(m.month, await closingNetBetween(tx, r.userId, day, day));
      net -= closing.get(m.month)?.get(m.code) ?? 0;
    }
    out.set(m.month, (out.get(m.month) ?? 0) + net);
  }
  return out;
}

/**
 * Live purchases per item in the range: inventory lines by item (its current name), property and
 * other lines by their description.
 */
export async function shoppingsByItem(tx: Tx, r: Range): Promise<{ name: string; value: number }[]> {
  const name = sql<string>`coalesce(${inventories.name}, ${shoppingDetails.name})`;
  const rows = await tx
    .select({ name, value: sql<string>`sum(${shoppingDetails.quantity}::bigint * ${shoppingDetails.value})` })
    .from(shoppingDetails)
    .innerJoin(shoppings, ownRow(shoppings, shoppingDetails.shoppingId, shoppingDetails))
    .leftJoin(inventories, ownRow(inventories, shoppingDetails.inventoryId, shoppingDetails))
    .where(
      and(
        eq(shoppingDetails.userId, r.userId),
        eq(shoppings.userId, r.userId),
        eq(shoppings.deleted, false),
        gte(shoppings.date, r.from),
        lte(shoppings.date, r.to),
      ),
    )
    .groupBy(shoppingDetails.inventoryId, name);
  return rows.map((x) => ({ name: x.name, value: exactInteger(x.value) }));
}

/** Live purchases per month ('YYYY-MM' → pesos). */
export async function shoppingsByMonth(tx: Tx, r: Range): Promise<Map<string, number>> {
  const month = sql<string>`to_char(${shoppings.date}, 'YYYY-MM')`;
  return toMap(
    await tx
      .select({ month, value: sql<string>`sum(${shoppings.value})` })
      .from(shoppings)
      .where(
        and(
          eq(shoppings.userId, r.userId),
          eq(shoppings.deleted, false),
          gte(shoppings.date, r.from),
          lte(shoppings.date, r.to),
        ),
      )
      .groupBy(month),
  );
}
