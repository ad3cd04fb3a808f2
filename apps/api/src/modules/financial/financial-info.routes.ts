import {
  ZFinancialInfoCreate,
  ZFinancialInfoDetail,
  ZFinancialInfoList,
  ZFinancialInfoRecord,
  ZFinancialInfoUpdate,
  ZFinancialType,
} from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { TOTAL_HEADER, ZIdParams, ZPage } from '../../lib/route-params.ts';
import {
  createFinancialInfo,
  deleteFinancialInfo,
  getFinancialInfo,
  listFinancialInfo,
  updateFinancialInfo,
} from './financial-info.service.ts';
import { FINANCIAL_ROUTE_DOC as DOC } from './texts.ts';

const tags = ['financial'];

/** Initial assets and liabilities (docs/product/1-account.md §7): /api/financial_info/ and /api/financial_info/{id}/. */
export const financialInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/financial_info/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags,
        summary: DOC.infoList,
        querystring: z.object({ type: ZFinancialType.optional(), ...ZPage }),
        response: { 200: ZFinancialInfoList },
      },
    },
    async (req, reply) => {
      const { type, ...page } = req.query;
      const { items, total } = await listFinancialInfo(app.deps.db, currentUser(req).id, type, page);
      reply.header(TOTAL_HEADER, String(total));
      return { financial_info: items };
    },
  );

  app.post(
    '/financial_info/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags,
        summary: DOC.infoCreate,
        body: ZFinancialInfoCreate,
        response: { 201: ZFinancialInfoRecord },
      },
    },
    async (req, reply) => {
      const record = await createFinancialInfo(app.deps, currentUser(req).id, req.body);
      return reply.status(201).send(record);
    },
  );

  app.get(
    '/financial_info/:id/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags,
        summary: DOC.infoGet,
        params: ZIdParams,
        response: { 200: ZFinancialInfoDetail },
      },
    },
    async (req) => getFinancialInfo(app.deps.db, currentUser(req).id, req.params.id),
  );

  app.patch(
    '/financial_info/:id/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags,
        summary: DOC.infoUpdate,
        params: ZIdParams,
        body: ZFinancialInfoUpdate,
        response: { 200: ZFinancialInfoRecord },
      },
    },
    async (req) => updateFinancialInfo(app.deps, currentUser(req).id, req.params.id, req.body),
  );

  app.delete(
    '/financial_info/:id/',
    {
      onRequest: requireSubscriber,
      schema: { tags, summary: DOC.infoDelete, params: ZIdParams },
    },
    async (req, reply) => {
      await deleteFinancialInfo(app.deps, currentUser(req).id, req.params.id);
      return reply.status(204).send();
    },
  );
};
