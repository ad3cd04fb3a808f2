import {
  ZIncomeCreate,
  ZIncomeDetail,
  ZIncomeListItem,
  ZIncomeUpdate,
  ZSellableItem,
  ZStockCheck,
  ZStockCheckResult,
  ZValidationsErrors,
} from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moduleDownload } from '../../downloads/jobs.ts';
import { sendAttachment } from '../../lib/download.ts';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { ZIdParams } from '../../lib/route-params.ts';
import { documentListRoute, documentRoutes } from '../credit/index.ts';
import { bestSellerRoutes } from './best-sellers.ts';
import { clientRoutes } from './clients.routes.ts';
import { createSale } from './create-sale.ts';
import { editSale } from './edit-sale.ts';
import { exportIncomes } from './export-xlsx.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { SALES } from './kind.ts';
import { paymentRoutes } from './payments.routes.ts';
import { getIncome } from './queries.ts';
import { sellableItems, stockCheck } from './stock-check.ts';
import { INCOME_ROUTE_DOC as DOC } from './texts.ts';
import { voidSale } from './void-sale.ts';

const tags = ['incomes'];
/** Sales income (docs/product/2-inventory-income-purchases.md §7 'Income'): /api/incomes/…, its payments and /api/clients/. */
export const incomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const auth = { onRequest: requireSubscriber };

  documentListRoute(app, deps, {
    resource: 'incomes',
    summary: DOC.list,
    kind: SALES,
    item: ZIncomeListItem,
  });

  documentRoutes(app, deps, {
    resource: 'incomes',
    body: { create: ZIncomeCreate, update: ZIncomeUpdate },
    detail: ZIncomeDetail,
    summaries: {
      create: DOC.create,
      get: DOC.get,
      update: DOC.update,
      void: DOC.void,
    },
    create: createSale,
    get: getIncome,
    edit: editSale,
    void: voidSale,
  });

  app.get(
    '/incomes/inventories/',
    {
      ...auth,
      schema: { tags, summary: DOC.sellable, response: { 200: z.array(ZSellableItem) } },
    },
    async (req) => sellableItems(deps.db, currentUser(req).id),
  );

  app.post(
    '/incomes/inventories/',
    {
      ...auth,
      schema: {
        tags,
        summary: DOC.stockCheck,
        body: ZStockCheck,
        response: { 200: ZStockCheckResult, 400: ZValidationsErrors.or(z.record(z.string(), z.unknown())) },
      },
    },
    async (req) => stockCheck(deps, currentUser(req).id, req.body),
  );

  app.get('/incomes/export/', { ...auth, schema: { tags, summary: DOC.export } }, async (req, reply) =>
    sendAttachment(reply, await moduleDownload(deps, 'incomes', currentUser(req).id, exportIncomes)),
  );

  app.get(
    '/incomes/:id/pdf',
    { ...auth, schema: { tags, summary: DOC.invoice, params: ZIdParams } },
    async (req, reply) =>
      sendAttachment(reply, await invoicePdf(deps, currentUser(req).id, req.params.id, req.log)),
  );

  await app.register(paymentRoutes);
  await app.register(clientRoutes);
  await app.register(bestSellerRoutes);
};
