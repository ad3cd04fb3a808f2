import { REPORT_CODES, ZReport } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { today } from '../../lib/clock.ts';
import { sendAttachment } from '../../lib/download.ts';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import {
  bookJson,
  buildReport,
  notesFile,
  parseReportRequest,
  type ReportQuery,
  reportDownload,
} from './service.ts';
import { REPORT_ROUTE_DOC } from './texts.ts';

const tags = ['reports'];
// Loose strings: the service answers the spec's Spanish messages for anything wrong.
const text = z.string().max(100).optional();
const ZQuery = z.object({
  report: text,
  from_date: text,
  to_date: text,
  product_id: text,
  type: text,
  account: text,
  compare: text,
  cut_off: text,
  compare_cut_off: text,
  limit: text,
  after: z.string().max(300).optional(),
});
const ZFieldErrors = z.record(z.string(), z.array(z.string()));

/**
 * Financial reports (docs/product/3-expenses-reports.md §7, docs/api.md §Paths not shown in the specification): GET /api/reports/{code}/?from_date&to_date[&product_id]
 * [&type=json|xlsx|pdf]. The spec's `report` query parameter is accepted as the code too.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const handle = async (
    query: z.infer<typeof ZQuery>,
    code: string | undefined,
    userId: number,
    reply: Parameters<typeof sendAttachment>[0],
  ) => {
    const q: ReportQuery = { ...query, code: code ?? query.report };
    const parsed = parseReportRequest(q, today(deps.clock));
    if (parsed.format === 'json') {
      const book = await bookJson(deps, userId, parsed);
      if (book) return reply.type('application/json; charset=utf-8').send(book);
      return buildReport(deps, userId, parsed);
    }
    return sendAttachment(reply, await reportDownload(deps, userId, parsed));
  };
  const schema = {
    tags,
    querystring: ZQuery,
    response: { 200: ZReport, 400: ZFieldErrors },
  };

  // Before '/reports/:code/': 'notes' is no report code (a static route wins over the parametric one).
  app.get(
    '/reports/notes/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags,
        summary: REPORT_ROUTE_DOC.notes,
        querystring: ZQuery,
        response: { 400: ZFieldErrors },
      },
    },
    async (req, reply) => sendAttachment(reply, await notesFile(deps, currentUser(req).id, req.query)),
  );

  app.get(
    '/reports/:code/',
    {
      onRequest: requireSubscriber,
      schema: {
        ...schema,
        summary: REPORT_ROUTE_DOC.report(REPORT_CODES),
        params: z.object({ code: z.string().max(40) }),
      },
    },
    async (req, reply) => handle(req.query, req.params.code, currentUser(req).id, reply),
  );

  app.get(
    '/reports/',
    {
      onRequest: requireSubscriber,
      schema: { ...schema, summary: 'Informe financiero (código en ?report=)' },
    },
    async (req, reply) => handle(req.query, undefined, currentUser(req).id, reply),
  );
};
