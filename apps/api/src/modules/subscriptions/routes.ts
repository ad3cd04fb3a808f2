import {
  ZDetail,
  ZIdParam,
  ZPaymentRecord,
  ZPlan,
  ZSubscriptionActivate,
  ZSubscriptionCreate,
  ZSubscriptionCreated,
  ZSubscriptionRecord,
  ZSubscriptionStatus,
} from '@cc/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { currentUser, requireUser } from '../../lib/guard.ts';
import { handleWompiEvent } from './payments.ts';
import {
  activateSubscription,
  createSubscription,
  listPayments,
  listPlans,
  listRecords,
  subscriptionStatus,
} from './service.ts';
import { SUBSCRIPTION_ROUTE_DOC as DOC } from './texts.ts';

/** A token makes the plan list personal (free plan hidden); a missing or stale one reads as a visitor. */
async function optionalUser(request: FastifyRequest): Promise<void> {
  if (!request.headers.authorization) return;
  try {
    await requireUser(request);
  } catch (err) {
    if (!(err instanceof AppError && err.statusCode === 401)) throw err;
  }
}

/**
 * Plans, the caller's subscription records, activation and Wompi events (docs/product/1-account.md §7, docs/api.md §Subscriptions).
 * requireUser, not requireSubscriber: a user without a subscription must be able to buy one.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['subscriptions'];
  const security = [{ token: [] }];

  app.get(
    '/subscriptions/',
    {
      onRequest: optionalUser,
      schema: { tags, summary: DOC.plans, response: { 200: z.array(ZPlan) } },
    },
    async (request) => listPlans(deps, request.user?.id ?? null),
  );

  app.get(
    '/subscriptions_billing/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: DOC.list,
        response: { 200: z.array(ZSubscriptionRecord) },
      },
    },
    async (request) => listRecords(deps, currentUser(request).id),
  );

  app.post(
    '/subscriptions_billing/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: DOC.create,
        body: ZSubscriptionCreate,
        response: { 200: ZSubscriptionCreated, 201: ZSubscriptionCreated },
      },
    },
    async (request, reply) => {
      const { status, body } = await createSubscription(deps, currentUser(request), request.body);
      return reply.status(status).send(body);
    },
  );

  app.get(
    '/subscriptions_billing/validated-user',
    {
      onRequest: requireUser,
      schema: { tags, security, summary: DOC.status, response: { 200: ZSubscriptionStatus } },
    },
    async (request) => subscriptionStatus(deps, currentUser(request).id),
  );

  app.get(
    '/subscriptions_billing/validated/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: DOC.transactions,
        response: { 200: z.array(ZPaymentRecord) },
      },
    },
    async (request) => listPayments(deps, currentUser(request).id),
  );

  app.put(
    '/subscriptions_billing/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: DOC.activate,
        params: ZIdParam,
        body: ZSubscriptionActivate,
        response: { 200: ZSubscriptionRecord, 404: ZDetail },
      },
    },
    async (request) => activateSubscription(deps, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/subscriptions_billing/events/',
    {
      schema: {
        tags,
        summary: DOC.events,
        body: z.unknown(),
        response: {
          200: z.object({ status: z.enum(['ok', 'ignored', 'duplicate']), activated: z.boolean() }),
        },
      },
    },
    async (request) => {
      const header = request.headers['x-event-checksum'];
      return handleWompiEvent(deps, request.body, typeof header === 'string' ? header : undefined);
    },
  );
};
