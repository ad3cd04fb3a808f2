import { ZIncomeCreate, ZIncomeUpdate, ZPaymentMethod, ZPaymentType, ZStockCheck } from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAttachment } from '../../lib/download.ts';
import { TOTAL_HEADER, ZIdParams, ZPage, ZQueryFlag } from '../../lib/route-params.ts';
import { currentUser, requireSubscriber } from '../auth/guard.ts';
import { bestSellerRoutes } from './best-sellers.ts';
import { clientRoutes } from './clients.routes.ts';
import { createSale } from './create-sale.ts';
import { editSale } from './edit-sale.ts';
import { exportIncomes } from './export-xlsx.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { paymentRoutes } from './payments.routes.ts';
import { getIncome, listIncomes } from './queries.ts';
import {
  ZIncomeDetail,
  ZIncomeListItem,
  ZIncomeSummary,
  ZSellableItem,
  ZStockCheckResult,
  ZValidationsErrors,
} from './schemas.ts';
import { sellableItems, stockCheck } from './stock-check.ts';
import { incomeSummary } from './summary.ts';
import { voidSale } from './void-sale.ts';

const tags = ['incomes'];
const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v);
const ZListQuery = z.object({
  summary: ZQueryFlag,
  payment_type: z.preprocess(upper, ZPaymentType.optional()),
  payment_method: z.preprocess(upper, ZPaymentMethod.optional()),
  payment: ZQueryFlag,
  ...ZPage,
});

/** Sales income (spec 2 §7 'Income'): /api/incomes/…, its payments and /api/clients/. */
export const incomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const auth = { onRequest: requireSubscriber };

  app.get(
    '/incomes/',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Resumen del mes (summary) o lista de ingresos filtrada (payment_type, payment_method, payment)',
        querystring: ZListQuery,
        response: { 200: z.union([ZIncomeSummary, z.array(ZIncomeListItem)]) },
      },
    },
    async (req, reply) => {
      const userId = currentUser(req).id;
      const q = req.query;
      if (q.summary) return incomeSummary(deps, userId);
      const { rows, total } = await listIncomes(
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
    '/incomes/',
    {
      ...auth,
      config: { idempotent: true },
      schema: { tags, summary: 'Registrar una venta', body: ZIncomeCreate, response: { 201: ZIncomeDetail } },
    },
    async (req, reply) => reply.status(201).send(await createSale(deps, currentUser(req).id, req.body)),
  );

  app.get(
    '/incomes/inventories/',
    {
      ...auth,
      schema: { tags, summary: 'Productos y servicios vendibles', response: { 200: z.array(ZSellableItem) } },
    },
    async (req) => sellableItems(deps.db, currentUser(req).id),
  );

  app.post(
    '/incomes/inventories/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Verificar existencias de una línea de venta (vista previa FIFO)',
        body: ZStockCheck,
        response: { 200: ZStockCheckResult, 400: ZValidationsErrors.or(z.record(z.string(), z.unknown())) },
      },
    },
    async (req) => stockCheck(deps, currentUser(req).id, req.body),
  );

  app.get(
    '/incomes/export/',
    { ...auth, schema: { tags, summary: 'Descargar "Reporte - Mis Ingresos.xlsx"' } },
    async (req, reply) => sendAttachment(reply, await exportIncomes(deps, currentUser(req).id)),
  );

  app.get(
    '/incomes/:id/',
    {
      ...auth,
      schema: { tags, summary: 'Detalle de un ingreso', params: ZIdParams, response: { 200: ZIncomeDetail } },
    },
    async (req) => getIncome(deps, currentUser(req).id, req.params.id),
  );

  app.patch(
    '/incomes/:id/',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Editar un ingreso (a crédito: solo fecha, cliente y observaciones)',
        params: ZIdParams,
        body: ZIncomeUpdate,
        response: { 200: ZIncomeDetail },
      },
    },
    async (req) => editSale(deps, currentUser(req).id, req.params.id, req.body),
  );

  app.delete(
    '/incomes/:id/',
    { ...auth, schema: { tags, summary: 'Anular un ingreso', params: ZIdParams } },
    async (req, reply) => {
      await voidSale(deps, currentUser(req).id, req.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/incomes/:id/pdf',
    { ...auth, schema: { tags, summary: 'Descargar la factura (PDF A4)', params: ZIdParams } },
    async (req, reply) =>
      sendAttachment(reply, await invoicePdf(deps, currentUser(req).id, req.params.id, req.log)),
  );

  await app.register(paymentRoutes);
  await app.register(clientRoutes);
  await app.register(bestSellerRoutes);
};
