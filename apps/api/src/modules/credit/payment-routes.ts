import { ZPaymentCreate, ZPaymentUpdate } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { ZPathId } from '../../lib/route-params.ts';
import type { CreditKindList } from './kinds.ts';
import type { CreditPaymentCreate, CreditPayments, CreditPaymentUpdate } from './payments.ts';
import { PAYMENT_ROUTE_DOC } from './texts.ts';

type PaymentRoutesOptions<Out> = {
  /** A registered kind's list (kinds.ts) or 'financial_info': the path segment and the OpenAPI tag. */
  resource: string;
  /** The path parameter naming the document: 'income_id', 'shopping_id', 'expense_id'. */
  param: string;
  service: CreditPayments<Out>;
  body: { create: z.ZodType<CreditPaymentCreate>; update: z.ZodType<CreditPaymentUpdate> };
  /** The response schema; typed loosely because Fastify cannot resolve a generic reply type. */
  response: z.ZodType;
  /** OpenAPI summaries, in Spanish like the rest of the docs. */
  summaries: { create: string; get: string; update: string; void: string };
};

/** /api/{resource}/{param}/payments/ and …/payments/{payment_id}: the abonos of one kind of credit. */
export function creditPaymentRoutes<Out>(opts: PaymentRoutesOptions<Out>): FastifyPluginAsyncZod {
  const { resource, param, service, summaries } = opts;
  const tags = [resource];
  const ZDocParams = z.object({ [param]: ZPathId });
  const ZPaymentParams = z.object({ [param]: ZPathId, payment_id: ZPathId });
  // The params schemas guarantee both keys; a lookup by a runtime name only needs telling so.
  const docId = (params: Record<string, number>) => params[param] as number;
  const paymentId = (params: Record<string, number>) => params.payment_id as number;
  const base = `/${resource}/:${param}/payments/`;

  return async (app) => {
    const { deps } = app;
    const auth = { onRequest: requireSubscriber };

    app.post(
      base,
      {
        ...auth,
        config: { idempotent: true },
        schema: {
          tags,
          summary: summaries.create,
          params: ZDocParams,
          body: opts.body.create,
          response: { 201: opts.response },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await service.create(deps, currentUser(req).id, docId(req.params), req.body)),
    );

    app.get(
      `${base}:payment_id`,
      {
        ...auth,
        schema: { tags, summary: summaries.get, params: ZPaymentParams, response: { 200: opts.response } },
      },
      async (req) => service.get(deps, currentUser(req).id, docId(req.params), paymentId(req.params)),
    );

    app.patch(
      `${base}:payment_id`,
      {
        ...auth,
        schema: {
          tags,
          summary: summaries.update,
          params: ZPaymentParams,
          body: opts.body.update,
          response: { 200: opts.response },
        },
      },
      async (req) =>
        service.update(deps, currentUser(req).id, docId(req.params), paymentId(req.params), req.body),
    );

    app.delete(
      `${base}:payment_id`,
      { ...auth, schema: { tags, summary: summaries.void, params: ZPaymentParams } },
      async (req, reply) => {
        await service.void(deps, currentUser(req).id, docId(req.params), paymentId(req.params));
        return reply.status(204).send();
      },
    );
  };
}

/**
 * The abono routes of a document kind with the default bodies and summaries: 'Registrar un abono
 * a {noun} a crédito', 'Un abono de {noun}'… (without a noun: 'Registrar un abono', 'Un abono'…).
 */
export function kindPaymentRoutes<Out>(
  resource: CreditKindList,
  param: string,
  service: CreditPayments<Out>,
  response: z.ZodType,
  extra: { noun?: string; body?: PaymentRoutesOptions<Out>['body'] } = {},
): FastifyPluginAsyncZod {
  const summaries = {
    create: PAYMENT_ROUTE_DOC.create(extra.noun),
    get: PAYMENT_ROUTE_DOC.get(extra.noun),
    update: PAYMENT_ROUTE_DOC.update(extra.noun),
    void: PAYMENT_ROUTE_DOC.void(extra.noun),
  };
  const body = extra.body ?? { create: ZPaymentCreate, update: ZPaymentUpdate };
  return creditPaymentRoutes({ resource, param, service, body, response, summaries });
}
