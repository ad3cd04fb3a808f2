import { ZInitialInfoClosed, ZInitialSummary } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { closeInitialInfo, initialSummary } from './summary.service.ts';
import { FINANCIAL_ROUTE_DOC as DOC } from './texts.ts';

const tags = ['financial'];

/** The initial summary and the close of the initial information (docs/api.md §Paths not shown in the specification). */
export const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/financial_info/summary/',
    {
      onRequest: requireSubscriber,
      schema: { tags, summary: DOC.summary, response: { 200: ZInitialSummary } },
    },
    async (req) => initialSummary(app.deps, currentUser(req).id),
  );

  app.post(
    '/financial_info/close/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags,
        summary: DOC.close,
        response: { 200: ZInitialInfoClosed },
      },
    },
    async (req) => closeInitialInfo(app.deps, currentUser(req).id),
  );
};
