import { ZIdName, ZIdParam } from '@cc/shared';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cities, documentTypes, economicActivities, states } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { REFERENCE_ROUTE_DOC as DOC } from './texts.ts';

const IdName = z.array(ZIdName);
const cacheHeader = 'public, max-age=3600';

/** Public reference lists (docs/product/1-account.md §7): {id, name}, sorted by name. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const opts = (summary: string) => ({ schema: { tags: ['reference'], summary, response: { 200: IdName } } });

  app.get('/states/', opts(DOC.states), async (_req, reply) => {
    reply.header('cache-control', cacheHeader);
    return db.select({ id: states.id, name: states.name }).from(states).orderBy(asc(states.name));
  });

  app.get(
    '/states/:id/cities',
    {
      schema: {
        ...opts(DOC.cities).schema,
        params: ZIdParam,
      },
    },
    async (req, reply) => {
      const [state] = await db.select({ id: states.id }).from(states).where(eq(states.id, req.params.id));
      if (!state) throw AppError.notFound();
      reply.header('cache-control', cacheHeader);
      return db
        .select({ id: cities.id, name: cities.name })
        .from(cities)
        .where(eq(cities.stateId, state.id))
        .orderBy(asc(cities.name));
    },
  );

  app.get('/documents/', opts(DOC.docTypes), async (_req, reply) => {
    reply.header('cache-control', cacheHeader);
    return db
      .select({ id: documentTypes.id, name: documentTypes.name })
      .from(documentTypes)
      .orderBy(asc(documentTypes.id));
  });

  app.get('/economic_activities/', opts(DOC.activities), async (_req, reply) => {
    reply.header('cache-control', cacheHeader);
    return db
      .select({ id: economicActivities.id, name: economicActivities.name })
      .from(economicActivities)
      .orderBy(asc(economicActivities.code));
  });
};
