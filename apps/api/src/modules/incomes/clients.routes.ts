import { ZClientRecord } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { findClientByDocument, searchClients } from './clients.ts';
import { finalConsumer } from './final-consumer.ts';
import { INCOME_ROUTE_DOC } from './texts.ts';

const ZClientQuery = z.object({
  name: z.string().max(200).optional(),
  doc_type: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  doc_number: z.string().trim().min(1).max(20).optional(),
});

/**
 * GET /api/clients/ (docs/product/2-inventory-income-purchases.md §7): with doc_type + doc_number → that client or 404 (the form's
 * 'No encontrado'); with name (more than 2 characters) → the matching clients; else all of them.
 */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags: ['incomes'],
        summary: INCOME_ROUTE_DOC.clients,
        querystring: ZClientQuery,
        response: { 200: z.union([ZClientRecord, z.array(ZClientRecord)]) },
      },
    },
    async (req) => {
      const userId = currentUser(req).id;
      const { name, doc_type, doc_number } = req.query;
      if (doc_type !== undefined && doc_number !== undefined) {
        return findClientByDocument(app.deps.db, userId, doc_type, doc_number);
      }
      return searchClients(app.deps.db, userId, name);
    },
  );

  app.post(
    '/clients/final-consumer/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags: ['incomes'],
        summary: "'Consumidor final' (CC 222222222222): creado en el primer uso",
        response: { 200: ZClientRecord },
      },
    },
    async (req) => finalConsumer(app.deps.db, currentUser(req).id, app.deps.clock.now()),
  );
};
