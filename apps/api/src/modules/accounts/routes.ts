import { chartAccount, ZChartAccount } from '@cc/shared';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts } from '../../db/schema/index.ts';
import { requireUser } from '../../lib/guard.ts';
import { ACCOUNTS_ROUTE_DOC as DOC } from './texts.ts';

/**
 * GET /api/accounts/: the chart of accounts (shared/design/LEDGER.md §Accounts) in code order, as
 * the accounts table holds it, with each account's PUC group ('activo corriente', 'gasto
 * operacional de ventas'…): the accounts a comprobante de contabilidad may post to.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/accounts/',
    {
      onRequest: requireUser,
      schema: { tags: ['accounts'], summary: DOC.list, response: { 200: z.array(ZChartAccount) } },
    },
    async () => {
      const rows = await db.select().from(accounts).orderBy(asc(accounts.code));
      return rows.map((a) => {
        const chart = chartAccount(a.code);
        return {
          code: a.code,
          name: a.name,
          class: ZChartAccount.shape.class.parse(a.class),
          group: chart?.group ?? a.class,
        };
      });
    },
  );
};
