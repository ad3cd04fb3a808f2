import { ZPaymentCreate, ZPaymentUpdate } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPathId } from '../../lib/route-params.ts';
import { currentUser, requireSubscriber } from '../auth/guard.ts';
import { createPayment, getPayment, updatePayment, voidPayment } from './payments.ts';
import { ZShoppingPayment } from './schemas.ts';

const tags = ['shoppings'];
const ZPaymentParams = z.object({ shopping_id: ZPathId, payment_id: ZPathId });

/** Abonos on a credit purchase: /api/shoppings/{id}/payments/ and …/{shopping_id}/payments/{payment_id}. */
export const shoppingPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const auth = { onRequest: requireSubscriber };

  app.post(
    '/shoppings/:shopping_id/payments/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Registrar un abono a una compra a crédito',
        params: z.object({ shopping_id: ZPathId }),
        body: ZPaymentCreate,
        response: { 201: ZShoppingPayment },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await createPayment(deps, currentUser(req).id, req.params.shopping_id, req.body)),
  );

  app.get(
    '/shoppings/:shopping_id/payments/:payment_id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Un abono de una compra',
        params: ZPaymentParams,
        response: { 200: ZShoppingPayment },
      },
    },
    async (req) => getPayment(deps, currentUser(req).id, req.params.shopping_id, req.params.payment_id),
  );

  app.patch(
    '/shoppings/:shopping_id/payments/:payment_id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Editar un abono de una compra',
        params: ZPaymentParams,
        body: ZPaymentUpdate,
        response: { 200: ZShoppingPayment },
      },
    },
    async (req) =>
      updatePayment(deps, currentUser(req).id, req.params.shopping_id, req.params.payment_id, req.body),
  );

  app.delete(
    '/shoppings/:shopping_id/payments/:payment_id',
    { ...auth, schema: { tags, summary: 'Anular un abono de una compra', params: ZPaymentParams } },
    async (req, reply) => {
      await voidPayment(deps, currentUser(req).id, req.params.shopping_id, req.params.payment_id);
      return reply.status(204).send();
    },
  );
};
