import { ZBoolish, ZFinancialCategory } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSubscriber } from '../../lib/guard.ts';
import { listCategories } from './categories.service.ts';
import { FINANCIAL_ROUTE_DOC as DOC } from './texts.ts';

const ZCategoryQuery = z.object({
  applies_to: z.enum(['ACTIVOS', 'PASIVOS']).optional(),
  budget_income: ZBoolish.optional(),
  budget_expenses: ZBoolish.optional(),
  my_expenses: ZBoolish.optional(),
  my_shopping: ZBoolish.optional(),
  // The original client sends it beside the others; it changes nothing (docs/api.md §Financial categories).
  initial_info: z.unknown().optional(),
});

/** GET /api/financial_categories/ (docs/product/1-account.md §7, docs/api.md §Shapes). */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/financial_categories/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags: ['financial'],
        summary: DOC.categories,
        querystring: ZCategoryQuery,
        response: { 200: z.array(ZFinancialCategory) },
      },
    },
    async (req) => listCategories(app.deps.db, req.query),
  );
};
