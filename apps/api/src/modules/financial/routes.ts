import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { budgetRoutes } from './budgets.routes.ts';
import { categoryRoutes } from './categories.routes.ts';
import { financialInfoRoutes } from './financial-info.routes.ts';
import { openingPaymentRoutes } from './opening-payments.routes.ts';
import { summaryRoutes } from './summary.routes.ts';

/**
 * Initial information (docs/product/1-account.md §2, §7): categories, assets and liabilities with the abonos of the
 * opening receivables and liabilities, budgets, summary, close.
 */
export const financialRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(categoryRoutes);
  await app.register(financialInfoRoutes);
  await app.register(openingPaymentRoutes);
  await app.register(summaryRoutes);
  await app.register(budgetRoutes);
};
