import { padNumber } from '@cc/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { incomes, shoppings } from '../../db/schema/index.ts';

/**
 * Numbers of the documents behind stock movements and debts ('0007'), looked up
 * per source type of the journal / stock movements. Unknown sources get no reference.
 */
type Labeller = (tx: Tx, userId: number, ids: number[]) => Promise<Map<number, string>>;

const incomeLabels: Labeller = async (tx, userId, ids) => {
  const rows = await tx
    .select({ id: incomes.id, number: incomes.number })
    .from(incomes)
    .where(and(eq(incomes.userId, userId), inArray(incomes.id, ids)));
  return new Map(rows.map((r) => [r.id, padNumber(r.number)]));
};

const shoppingLabels: Labeller = async (tx, userId, ids) => {
  const rows = await tx
    .select({ id: shoppings.id, number: shoppings.number })
    .from(shoppings)
    .where(and(eq(shoppings.userId, userId), inArray(shoppings.id, ids)));
  return new Map(rows.map((r) => [r.id, padNumber(r.number)]));
};

/** By the source types of incomes ('income') and purchases ('shopping'). */
const LABELLERS: Record<string, Labeller> = { income: incomeLabels, shopping: shoppingLabels };

export async function documentLabels(
  tx: Tx,
  userId: number,
  sources: { type: string; id: number }[],
): Promise<(type: string, id: number) => string | null> {
  const byType = new Map<string, Set<number>>();
  for (const s of sources) {
    if (!LABELLERS[s.type]) continue;
    const set = byType.get(s.type) ?? new Set<number>();
    set.add(s.id);
    byType.set(s.type, set);
  }
  const found = new Map<string, Map<number, string>>();
  for (const [type, ids] of byType) {
    const labeller = LABELLERS[type];
    if (labeller) found.set(type, await labeller(tx, userId, [...ids]));
  }
  return (type, id) => found.get(type)?.get(id) ?? null;
}
