import { ZPaymentCreate, ZPaymentUpdate } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPathId } from '../../lib/route-params.ts';
import { currentUser, requireSubscriber } from '../auth/guard.ts';
import { createPayment, getPayment, updatePayment, voidPayment } from './payments.ts';
import { ZIncomePayment } from './schemas.ts';

const tags = ['incomes'];
const ZPaymentParams = z.object({ income_id: ZPathId, payment_id: ZPathId });

/** Abonos on a credit sale: /api/incomes/{id}/payments/ and /api/incomes/{income_id}/payments/{payment_id}. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const auth = { onRequest: requireSubscriber };

  app.post(
    '/incomes/:income_id/payments/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Registrar un abono',
        params: z.object({ income_id: ZPathId }),
        body: ZPaymentCreate,
        response: { 201: ZIncomePayment },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createPayment(deps, currentUser(req).id, req.params.income_id, req.body)),
  );

  app.get(
    '/incomes/:income_id/payments/:payment_id',
    {
      ...auth,
      schema: { tags, summary: 'Un abono', params: ZPaymentParams, response: { 200: ZIncomePayment } },
    },
    async (req) => getPayment(deps, currentUser(req).id, req.params.income_id, req.params.payment_id),
  );

  app.patch(
    '/incomes/:income_id/payments/:payment_id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Editar un abono',
        params: ZPaymentParams,
        body: ZPaymentUpdate,
        response: { 200: ZIncomePayment },
      },
    },
    async (req) =>
      updatePayment(deps, currentUser(req).id, req.params.income_id, req.params.payment_id, req.body),
  );

  app.delete(
    '/incomes/:income_id/payments/:payment_id',
    { ...auth, schema: { tags, summary: 'Anular un abono', params: ZPaymentParams } },
    async (req, reply) => {
      await voidPayment(deps, currentUser(req).id, req.params.income_id, req.params.payment_id);
      return reply.status(204).send();
    },
  );
};
