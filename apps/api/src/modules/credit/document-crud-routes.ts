import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { ZIdParams } from '../../lib/route-params.ts';
import type { CreditKindList } from './kinds.ts';

type CrudOptions<Create, Update, Out> = {
  /** A registered kind's list (kinds.ts): the path and the OpenAPI tag. */
  resource: CreditKindList;
  body: { create: z.ZodType<Create>; update: z.ZodType<Update> };
  /** The detail's response schema; typed loosely because Fastify cannot resolve a generic reply. */
  detail: z.ZodType;
  /** OpenAPI summaries, in Spanish. */
  summaries: { create: string; get: string; update: string; void: string };
  create: (deps: AppDeps, userId: number, input: Create) => Promise<Out>;
  get: (deps: AppDeps, userId: number, id: number) => Promise<Out>;
  edit: (deps: AppDeps, userId: number, id: number, input: Update) => Promise<Out>;
  void: (deps: AppDeps, userId: number, id: number) => Promise<void>;
};

/**
 * POST /api/{resource}/ (idempotent), GET, PATCH and DELETE /api/{resource}/{id}/ of a document
 * kind: HTTP only, the kind's services do the rest (a malformed id fails the params schema: 404).
 */
export function documentRoutes<Create, Update, Out>(
  app: FastifyInstance,
  deps: AppDeps,
  opts: CrudOptions<Create, Update, Out>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [opts.resource];
  const base = `/${opts.resource}/`;
  const auth = { onRequest: requireSubscriber };
  const { summaries: s, detail } = opts;

  r.post(
    base,
    {
      ...auth,
      config: { idempotent: true },
      schema: { tags, summary: s.create, body: opts.body.create, response: { 201: detail } },
    },
    async (req, reply) =>
      reply.status(201).send(await opts.create(deps, currentUser(req).id, req.body as Create)),
  );
  r.get(
    `${base}:id/`,
    { ...auth, schema: { tags, summary: s.get, params: ZIdParams, response: { 200: detail } } },
    async (req) => opts.get(deps, currentUser(req).id, req.params.id),
  );
  r.patch(
    `${base}:id/`,
    {
      ...auth,
      schema: {
        tags,
        summary: s.update,
        params: ZIdParams,
        body: opts.body.update,
        response: { 200: detail },
      },
    },
    async (req) => opts.edit(deps, currentUser(req).id, req.params.id, req.body as Update),
  );
  r.delete(
    `${base}:id/`,
    { ...auth, schema: { tags, summary: s.void, params: ZIdParams } },
    async (req, reply) => {
      await opts.void(deps, currentUser(req).id, req.params.id);
      return reply.status(204).send();
    },
  );
}
