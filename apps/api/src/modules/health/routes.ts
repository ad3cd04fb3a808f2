import { MSG } from '@cc/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), db: z.string() }),
          503: z.object({ detail: z.string() }),
        },
      },
    },
    async (_req, reply) => {
      const { db, dbKind, dbAlive } = app.deps;
      // The embedded database on its thread has one session, which a long report may hold for a
      // second: health then answers from the process (the database thread is running) instead of
      // queueing a query behind it (ADR 028). Elsewhere a query proves the database answers.
      if (dbAlive) {
        // Not a server bug but a server that cannot serve: 503, so a balancer takes it out.
        if (!dbAlive()) return reply.status(503).send({ detail: MSG.internalError });
      } else {
        await db.execute(sql`select 1`);
      }
      return { status: 'ok' as const, db: dbKind };
    },
  );
};
