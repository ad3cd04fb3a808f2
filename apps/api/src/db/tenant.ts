import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The join of a row to the row of its own shop that it names (`fk`): on the shop and the id both.
 * Every table of a shop is keyed (user_id, id) (src/db/tenancy.ts); joined on the id alone, the
 * other side is read across every shop's rows — every partition, or under Citus every node
 * (docs/deploy/citus.md). With the shop in the join, the planner carries the query's
 * `user_id = $1` over to the joined table.
 */
export function ownRow(
  target: { id: AnyPgColumn; userId: AnyPgColumn },
  fk: AnyPgColumn,
  from: { userId: AnyPgColumn },
): SQL {
  return and(eq(target.userId, from.userId), eq(target.id, fk)) as SQL;
}
