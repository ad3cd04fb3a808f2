import { ZProviderRecord } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { findProviderByDocument, searchProviders } from './providers.ts';
import { SHOPPING_ROUTE_DOC } from './texts.ts';

const ZProviderQuery = z.object({
  name: z.string().max(200).optional(),
  doc_type: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  doc_number: z.string().trim().min(1).max(20).optional(),
});

/**
 * GET /api/providers/ (docs/product/2-inventory-income-purchases.md §7): with doc_type + doc_number → that provider or 404 (the form's
 * 'No encontrado'); with name (3 characters or more) → the matching providers; else all of them.
 */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/providers/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags: ['shoppings'],
        summary: SHOPPING_ROUTE_DOC.providers,
        querystring: ZProviderQuery,
        response: { 200: z.union([ZProviderRecord, z.array(ZProviderRecord)]) },
      },
    },
    async (req) => {
      const userId = currentUser(req).id;
      const { name, doc_type, doc_number } = req.query;
      if (doc_type !== undefined && doc_number !== undefined) {
        return findProviderByDocument(app.deps.db, userId, doc_type, doc_number);
      }
      return searchProviders(app.deps.db, userId, name);
    },
  );
};
