import { ZInitialInfoClosed, ZInitialSummary } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireSubscriber } from '../auth/guard.ts';
import { closeInitialInfo, initialSummary } from './summary.service.ts';

const tags = ['financial'];

/** The initial summary and the close of the initial information (API.md 'Paths not shown'). */
export const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/financial_info/summary/',
    {
      onRequest: requireSubscriber,
      schema: { tags, summary: 'Resumen de la información inicial', response: { 200: ZInitialSummary } },
    },
    async (req) => initialSummary(app.deps, currentUser(req).id),
  );

  app.post(
    '/financial_info/close/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags,
        summary: 'Cerrar la información inicial (el saldo de apertura queda de solo lectura)',
        response: { 200: ZInitialInfoClosed },
      },
    },
    async (req) => closeInitialInfo(app.deps, currentUser(req).id),
  );
};
