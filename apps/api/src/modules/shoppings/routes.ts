import { ZShoppingCreate, ZShoppingDetail, ZShoppingListItem, ZShoppingUpdate } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moduleDownload } from '../../downloads/jobs.ts';
import { sendAttachment } from '../../lib/download.ts';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { documentListRoute, documentRoutes } from '../credit/index.ts';
import { createShopping } from './create-shopping.ts';
import { editShopping } from './edit-shopping.ts';
import { exportShoppings } from './export-xlsx.ts';
import { PURCHASES } from './kind.ts';
import { shoppingPaymentRoutes } from './payments.routes.ts';
import { providerRoutes } from './providers.routes.ts';
import { getShopping } from './queries.ts';
import { SHOPPING_ROUTE_DOC as DOC } from './texts.ts';
import { voidShopping } from './void-shopping.ts';

const tags = ['shoppings'];
/** Purchases (docs/product/2-inventory-income-purchases.md §7 'Purchases'): /api/shoppings/…, their payments and /api/providers/. */
export const shoppingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const auth = { onRequest: requireSubscriber };

  documentListRoute(app, deps, {
    resource: 'shoppings',
    summary: DOC.list,
    kind: PURCHASES,
    item: ZShoppingListItem,
  });

  documentRoutes(app, deps, {
    resource: 'shoppings',
    body: { create: ZShoppingCreate, update: ZShoppingUpdate },
    detail: ZShoppingDetail,
    summaries: {
      create: DOC.create,
      get: DOC.get,
      update: DOC.update,
      void: DOC.void,
    },
    create: createShopping,
    get: getShopping,
    edit: editShopping,
    void: voidShopping,
  });

  app.get('/shoppings/export/', { ...auth, schema: { tags, summary: DOC.export } }, async (req, reply) =>
    sendAttachment(reply, await moduleDownload(deps, 'purchases', currentUser(req).id, exportShoppings)),
  );

  await app.register(shoppingPaymentRoutes);
  await app.register(providerRoutes);
};
