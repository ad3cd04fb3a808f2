import { ZExpensePaymentCreate, ZExpensePaymentUpdate } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPathId } from '../../lib/route-params.ts';
import { currentUser, requireSubscriber } from '../auth/guard.ts';
import {
  createExpensePayment,
  getExpensePayment,
  updateExpensePayment,
  voidExpensePayment,
} from './payments.ts';
import { ZExpensePayment } from './schemas.ts';

const tags = ['expenses'];
const ZPaymentParams = z.object({ expense_id: ZPathId, payment_id: ZPathId });

/** Abonos on an expense credit: /api/expenses/{id}/payments/ and …/{expense_id}/payments/{payment_id}. */
export const expensePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const auth = { onRequest: requireSubscriber };

  app.post(
    '/expenses/:expense_id/payments/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Registrar un abono a un gasto a crédito',
        params: z.object({ expense_id: ZPathId }),
        body: ZExpensePaymentCreate,
        response: { 201: ZExpensePayment },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await createExpensePayment(deps, currentUser(req).id, req.params.expense_id, req.body)),
  );

  app.get(
    '/expenses/:expense_id/payments/:payment_id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Un abono de un gasto',
        params: ZPaymentParams,
        response: { 200: ZExpensePayment },
      },
    },
    async (req) => getExpensePayment(deps, currentUser(req).id, req.params.expense_id, req.params.payment_id),
  );

  app.patch(
    '/expenses/:expense_id/payments/:payment_id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Editar un abono de un gasto',
        params: ZPaymentParams,
        body: ZExpensePaymentUpdate,
        response: { 200: ZExpensePayment },
      },
    },
    async (req) =>
      updateExpensePayment(deps, currentUser(req).id, req.params.expense_id, req.params.payment_id, req.body),
  );

  app.delete(
    '/expenses/:expense_id/payments/:payment_id',
    { ...auth, schema: { tags, summary: 'Anular un abono de un gasto', params: ZPaymentParams } },
    async (req, reply) => {
      await voidExpensePayment(deps, currentUser(req).id, req.params.expense_id, req.params.payment_id);
      return reply.status(204).send();
    },
  );
};
