import { ZIdParam, ZNotification } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/guard.ts';
import { dismissNotification, listNotifications, type SubscriptionStatusOf } from './service.ts';

/**
 * The bell of the page header (docs/product/1-account.md §2, docs/api.md §Notifications). requireUser, not requireSubscriber: the
 * notice that a plan is ending must still reach a user whose plan just ended.
 */
export const notificationRoutes =
  (subscriptionStatus: SubscriptionStatusOf): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notifications'];
    app.get(
      '/notifications/',
      { onRequest: requireUser, schema: { tags, response: { 200: z.array(ZNotification) } } },
      async (request) => listNotifications(app.deps, currentUser(request).id, subscriptionStatus),
    );
    app.delete(
      '/notifications/:id/',
      {
        onRequest: requireUser,
        schema: { tags, params: ZIdParam },
      },
      async (request, reply) => {
        await dismissNotification(app.deps, currentUser(request).id, request.params.id);
        return reply.status(204).send();
      },
    );
  };
