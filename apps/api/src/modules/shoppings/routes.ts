import { ZShoppingCreate, ZShoppingUpdate } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../lib/download.ts';
import { ZIdParams } from '../../lib/route-params.ts';
import { currentUser, requireSubscriber } from '../auth/guard.ts';
import { documentListRoute } from '../credit/document-routes.ts';
import { createShopping } from './create-shopping.ts';
import { editShopping } from './edit-shopping.ts';
import { exportShoppings } from './export-xlsx.ts';
import { PURCHASES } from './kind.ts';
import { shoppingPaymentRoutes } from './payments.routes.ts';
import { providerRoutes } from './providers.routes.ts';
import { getShopping } from './queries.ts';
import { ZShoppingDetail, ZShoppingListItem } from './schemas.ts';
import { voidShopping } from './void-shopping.ts';

const tags = ['shoppings'];
/** Purchases (spec 2 §7 'Purchases'): /api/shoppings/…, their payments and /api/providers/. */
export const shoppingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const auth = { onRequest: requireSubscriber };

  documentListRoute(app, deps, {
    resource: 'shoppings',
    summary: 'Resumen del mes (summary) o lista de compras filtrada (payment_type, payment_method, payment)',
    kind: PURCHASES,
    item: ZShoppingListItem,
  });

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
