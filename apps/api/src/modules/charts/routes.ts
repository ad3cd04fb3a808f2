import { ZChart } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { buildChart } from './service.ts';
import { CHART_ROUTE_DOC } from './texts.ts';

const text = z.string().max(100).optional();

/** Charts (docs/product/3-expenses-reports.md §7, docs/accounting.md §Charts): GET /api/charts/?type&from_date&to_date → Chart.js data. */
export const chartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.get(
    '/charts/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags: ['charts'],
        summary: CHART_ROUTE_DOC.chart,
        querystring: z.object({ type: text, from_date: text, to_date: text }),
        response: { 200: ZChart, 400: z.record(z.string(), z.array(z.string())) },
      },
    },
    async (req) => buildChart(deps, currentUser(req).id, req.query),
  );
};
