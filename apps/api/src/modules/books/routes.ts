import { ZBooksLock, ZBooksLockUpdate } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../deps.ts';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { rateLimitPerMinute } from '../../lib/route-rate-limit.ts';
import { moveLock, readLock } from './service.ts';
import { BOOKS_ROUTE_DOC as DOC } from './texts.ts';

/** Closed periods and the year-end close (docs/accounting.md §Closed periods, ADR 038). */
export const booksRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, opts) => {
  const { deps } = app;
  const tags = ['books'];
  app.get(
    '/books/lock/',
    { onRequest: requireSubscriber, schema: { tags, summary: DOC.get, response: { 200: ZBooksLock } } },
    async (req) => readLock(deps, currentUser(req).id),
  );
  app.put(
    '/books/lock/',
    {
      onRequest: requireSubscriber,
      // A reopening checks the password: throttled like the login.
      config: rateLimitPerMinute(opts.authRateLimit),
      schema: { tags, summary: DOC.put, body: ZBooksLockUpdate, response: { 200: ZBooksLock } },
    },
    async (req) => moveLock(deps, currentUser(req).id, req.body),
  );
};
