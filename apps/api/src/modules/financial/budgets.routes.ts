import { ZBudgetCreate, ZBudgetList, ZBudgetRecord, ZBudgetUpdate, ZFinancialMov } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { TOTAL_HEADER, ZIdParams, ZPage } from '../../lib/route-params.ts';
import { createBudget, deleteBudget, getBudget, listBudgets, updateBudget } from './budgets.service.ts';
import { FINANCIAL_ROUTE_DOC as DOC } from './texts.ts';

const tags = ['financial'];

/** Income and expense budgets (docs/product/1-account.md §7): /api/budgets/ and /api/budgets/{id}/. */
export const budgetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/budgets/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags,
        summary: DOC.budgets,
        querystring: z.object({ type: ZFinancialMov.optional(), ...ZPage }),
        response: { 200: ZBudgetList },
      },
    },
    async (req, reply) => {
      const { type, ...page } = req.query;
      const { items, total } = await listBudgets(app.deps.db, currentUser(req).id, type, page);
      reply.header(TOTAL_HEADER, String(total));
      return { budgets: items };
    },
  );

  app.post(
    '/budgets/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags,
        summary: DOC.budgetCreate,
        body: ZBudgetCreate,
        response: { 201: ZBudgetRecord },
      },
    },
    async (req, reply) => reply.status(201).send(await createBudget(app.deps, currentUser(req).id, req.body)),
  );

  app.get(
    '/budgets/:id/',
    {
      onRequest: requireSubscriber,
      schema: { tags, summary: DOC.budgetGet, params: ZIdParams, response: { 200: ZBudgetRecord } },
    },
    async (req) => getBudget(app.deps.db, currentUser(req).id, req.params.id),
  );

  app.patch(
    '/budgets/:id/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags,
        summary: DOC.budgetUpdate,
        params: ZIdParams,
        body: ZBudgetUpdate,
        response: { 200: ZBudgetRecord },
      },
    },
    async (req) => updateBudget(app.deps, currentUser(req).id, req.params.id, req.body),
  );

  app.delete(
    '/budgets/:id/',
    { onRequest: requireSubscriber, schema: { tags, summary: DOC.budgetDelete, params: ZIdParams } },
    async (req, reply) => {
      await deleteBudget(app.deps, currentUser(req).id, req.params.id);
      return reply.status(204).send();
    },
  );
};
