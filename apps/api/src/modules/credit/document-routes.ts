import { documentListMore, documentListPage, ZMonthSummary, ZPaymentMethod, ZPaymentType } from '@cc/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { TOTAL_HEADER, ZPage, ZQueryFlag } from '../../lib/route-params.ts';
import type { CreditDocRow } from './credit-book.ts';
import type { DocumentKind } from './document-kind.ts';
import { listDocuments } from './document-list.ts';
import { type CreditKindList, kindOfDocs } from './kinds.ts';
import { ZAfter } from './list-cursor.ts';
import { monthSummary } from './month-summary.ts';

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v);
const ZListQuery = z.object({
  summary: ZQueryFlag,
  payment_type: z.preprocess(upper, ZPaymentType.optional()),
  payment_method: z.preprocess(upper, ZPaymentMethod.optional()),
  payment: ZQueryFlag,
  /** Answer `{results, count, totals}` instead of the bare array (which stays the default). */
  totals: ZQueryFlag,
  /** Keyset paging: the `next` of the previous page; the rows after it (`offset` counts from there). */
  after: ZAfter,
  ...ZPage,
});

type ListRouteOptions<Row extends CreditDocRow, Doc, Item> = {
  /** The kind's list (kinds.ts): the path and the OpenAPI tag. */
  resource: CreditKindList;
  /** OpenAPI summary, in Spanish. */
  summary: string;
  kind: DocumentKind<Row, Doc, Item>;
  item: z.ZodType<Item>;
};

/** The cursor of the page after this one (also `next` in the body with `totals`). */
const NEXT_HEADER = 'x-next-cursor';

/**
 * GET /api/{resource}/: the month summary (`summary`) or the merged list of documents and payments
 * of a filter, one page (`limit` ≤ 1000, `offset`), its size in `x-total-count`. With `totals` the
 * body is `{results, count, totals: {value, pending}, next}`, the totals over the whole filter and
 * the cursor of the next page. With `after` (keyset, ADR 023 part B) the page starts after that
 * cursor and the body is `{results, next}` (no count or totals: the first page had them).
 */
export function documentListRoute<Row extends CreditDocRow, Doc, Item>(
  app: FastifyInstance,
  deps: AppDeps,
  opts: ListRouteOptions<Row, Doc, Item>,
): void {
  const { kind } = opts;
  // The list's path is the registered list of the kind's table (list_totals reads it by that name).
  if (kindOfDocs(kind.docs)?.list !== opts.resource) throw new Error(`/${opts.resource}/ lists another kind`);
  const ZEnvelope = documentListPage(opts.item);
  const ZMore = documentListMore(opts.item);
  app.withTypeProvider<ZodTypeProvider>().get(
    `/${opts.resource}/`,
    {
      onRequest: requireSubscriber,
      schema: {
        tags: [opts.resource],
        summary: opts.summary,
        querystring: ZListQuery,
        response: { 200: z.union([ZMonthSummary, z.array(opts.item), ZEnvelope, ZMore]) },
      },
    },
    async (req, reply) => {
      const userId = currentUser(req).id;
      const q = req.query;
      if (q.summary) return monthSummary(deps, userId, kind.docs, kind.budget);
      const list = await listDocuments(
        deps.db,
        kind,
        userId,
        { paymentType: q.payment_type, paymentMethod: q.payment_method, payments: q.payment },
        { limit: q.limit, offset: q.offset, after: q.after },
      );
      if (list.next) reply.header(NEXT_HEADER, list.next);
      if (!list.sums) return q.totals ? { results: list.rows, next: list.next } : list.rows;
      reply.header(TOTAL_HEADER, String(list.sums.total));
      return q.totals
        ? { results: list.rows, count: list.sums.total, totals: list.sums.totals, next: list.next }
        : list.rows;
    },
  );
}
