import { type BestSeller, ZBestSeller } from '@cc/shared';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { incomeDetails, incomes } from '../../db/schema/index.ts';
import { addDays, type Clock, today } from '../../lib/clock.ts';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { INCOME_ROUTE_DOC } from './texts.ts';

/** The quick sale ranks what sold in the last quarter: recent habits, not last year's. */
const WINDOW_DAYS = 90;
const LIMIT = 50;

/** Units sold per item (voided sales left out), most sold first, ties by the latest sale. */
export async function bestSellers(db: Executor, userId: number, clock: Clock): Promise<BestSeller[]> {
  const since = addDays(today(clock), -WINDOW_DAYS);
  const units = sql<number>`sum(${incomeDetails.quantity})::int`;
  const last = sql<string>`max(${incomes.date})`;
  const rows = await db
    .select({ inventory_id: incomeDetails.inventoryId, quantity: units, last_sold: last })
    .from(incomeDetails)
    .innerJoin(incomes, and(eq(incomes.id, incomeDetails.incomeId), eq(incomes.userId, userId)))
    .where(and(eq(incomeDetails.userId, userId), eq(incomes.deleted, false), gte(incomes.date, since)))
    .groupBy(incomeDetails.inventoryId)
    .orderBy(desc(units), desc(last), incomeDetails.inventoryId)
    .limit(LIMIT);
  return rows.map((r) => ({
    inventory_id: r.inventory_id,
    quantity: Number(r.quantity),
    last_sold: r.last_sold,
  }));
}

/** GET /api/incomes/best-sellers/ (issue 10 item 2): what the quick sale offers first. */
export const bestSellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/incomes/best-sellers/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags: ['incomes'],
        summary: INCOME_ROUTE_DOC.bestSellers,
        response: { 200: z.array(ZBestSeller) },
      },
    },
    async (req) => bestSellers(app.deps.db, currentUser(req).id, app.deps.clock),
  );
};
