import { ZPaymentMethod, ZPaymentType, ZShoppingCreate, ZShoppingUpdate } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAttachment } from '../../lib/download.ts';
import { TOTAL_HEADER, ZIdParams, ZPage, ZQueryFlag } from '../../lib/route-params.ts';
import { currentUser, requireSubscriber } from '../auth/guard.ts';
import { createShopping } from './create-shopping.ts';
import { editShopping } from './edit-shopping.ts';
import { exportShoppings } from './export-xlsx.ts';
import { shoppingPaymentRoutes } from './payments.routes.ts';
import { providerRoutes } from './providers.routes.ts';
import { getShopping, listShoppings } from './queries.ts';
import { ZShoppingDetail, ZShoppingListItem, ZShoppingSummary } from './schemas.ts';
import { shoppingSummary } from './summary.ts';
import { voidShopping } from './void-shopping.ts';

const tags = ['shoppings'];
const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v);
const ZListQuery = z.object({
  summary: ZQueryFlag,
  payment_type: z.preprocess(upper, ZPaymentType.optional()),
  payment_method: z.preprocess(upper, ZPaymentMethod.optional()),
  payment: ZQueryFlag,
  ...ZPage,
});

/** Purchases (spec 2 §7 'Purchases'): /api/shoppings/…, their payments and /api/providers/. */
export const shoppingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const auth = { onRequest: requireSubscriber };

  app.get(
    '/shoppings/',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Resumen del mes (summary) o lista de compras filtrada (payment_type, payment_method, payment)',
        querystring: ZListQuery,
        response: { 200: z.union([ZShoppingSummary, z.array(ZShoppingListItem)]) },
      },
    },
    async (req, reply) => {
      const userId = currentUser(req).id;
      const q = req.query;
      if (q.summary) return shoppingSummary(deps, userId);
      const { rows, total } = await listShoppings(
        deps.db,
        userId,
        { paymentType: q.payment_type, paymentMethod: q.payment_method, payments: q.payment },
        { limit: q.limit, offset: q.offset },
      );
      reply.header(TOTAL_HEADER, String(total));
      return rows;
    },
  );

  app.post(
    '/shoppings/',
    {
      ...auth,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Registrar una compra',
        body: ZShoppingCreate,
        response: { 201: ZShoppingDetail },
      },
    },
    async (req, reply) => reply.status(201).send(await createShopping(deps, currentUser(req).id, req.body)),
  );

  app.get(
    '/shoppings/export/',
    { ...auth, schema: { tags, summary: 'Descargar "Reporte - Mis Compras.xlsx"' } },
    async (req, reply) => sendAttachment(reply, await exportShoppings(deps, currentUser(req).id)),
  );

  app.get(
    '/shoppings/:id/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Detalle de una compra',
        params: ZIdParams,
        response: { 200: ZShoppingDetail },
      },
    },
    async (req) => getShopping(deps, currentUser(req).id, req.params.id),
  );

  app.patch(
    '/shoppings/:id/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Editar una compra',
        params: ZIdParams,
        body: ZShoppingUpdate,
        response: { 200: ZShoppingDetail },
      },
    },
    async (req) => editShopping(deps, currentUser(req).id, req.params.id, req.body),
  );

  app.delete(
    '/shoppings/:id/',
    { ...auth, schema: { tags, summary: 'Anular una compra', params: ZIdParams } },
    async (req, reply) => {
      await voidShopping(deps, currentUser(req).id, req.params.id);
      return reply.status(204).send();
    },
  );

  await app.register(shoppingPaymentRoutes);
  await app.register(providerRoutes);
};
