import {
  ZId,
  ZInventoryCategoryFilter,
  ZInventoryCreate,
  ZInventoryDetail,
  ZInventoryListItem,
  ZInventoryLog,
  ZInventoryUpdate,
  ZPublicInventoryItem,
  ZStockBatch,
  ZStockCreate,
} from '@cc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireSubscriber } from '../../lib/guard.ts';
import { pageOf, TOTAL_HEADER, ZIdParams, ZPage } from '../../lib/route-params.ts';
import { type ParsedBody, parseBody, parseBodyFirst, readBody } from './body.ts';
import { createInventory } from './create-item.ts';
import { deleteInventory } from './delete-item.ts';
import { listLogs } from './logs.ts';
import { getInventory, listInventories, publicInventories, updateInventory } from './service.ts';
import { cancelStock, createStock } from './stocks.ts';
import { INVENTORY_ROUTE_DOC as DOC } from './texts.ts';

type TInventoryCreateInput = z.output<typeof ZInventoryCreate>;
type TStockCreateInput = z.output<typeof ZStockCreate>;

const ZListQuery = z.object({ category: ZInventoryCategoryFilter.optional(), ...ZPage });
const ZLogQuery = z.object({ inventory: ZId.optional(), ...ZPage });

const ZError = z.record(z.string(), z.unknown());
const multipart = ['application/json', 'multipart/form-data'];

/** Inventory (docs/product/2-inventory-income-purchases.md §7): items, stock batches, change history and the public catalogue. */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['inventory'];

  app.get(
    '/inventories/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags,
        summary: DOC.list,
        querystring: ZListQuery,
        response: { 200: z.array(ZInventoryListItem) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await listInventories(deps, currentUser(req).id, {
        category: req.query.category,
        ...pageOf(req.query),
      });
      reply.header(TOTAL_HEADER, total);
      return rows;
    },
  );

  app.post(
    '/inventories/',
    {
      onRequest: requireSubscriber,
      preValidation: parseBodyFirst(ZInventoryCreate),
      config: { idempotent: true },
      schema: {
        tags,
        summary: DOC.create,
        consumes: multipart,
        response: { 201: ZInventoryDetail, 400: ZError },
      },
    },
    async (req, reply) => {
      const { input, image } = req.body as ParsedBody<TInventoryCreateInput>;
      reply.status(201);
      return createInventory(deps, currentUser(req).id, input, image);
    },
  );

  app.get(
    '/inventories/public/:id',
    {
      schema: {
        tags,
        summary: DOC.catalog,
        params: ZIdParams,
        querystring: ZListQuery,
        response: { 200: z.array(ZPublicInventoryItem) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await publicInventories(deps, req.params.id, {
        category: req.query.category,
        ...pageOf(req.query),
      });
      reply.header(TOTAL_HEADER, total);
      return rows;
    },
  );

  app.get(
    '/inventories/:id/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags,
        summary: DOC.get,
        params: ZIdParams,
        response: { 200: ZInventoryDetail },
      },
    },
    async (req) => getInventory(deps, currentUser(req).id, req.params.id),
  );

  app.patch(
    '/inventories/:id/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags,
        summary: DOC.update,
        consumes: multipart,
        params: ZIdParams,
        response: { 200: ZInventoryDetail, 400: ZError },
      },
    },
    async (req) => {
      const userId = currentUser(req).id;
      const raw = await readBody(req);
      const input = parseBody(ZInventoryUpdate, raw);
      return updateInventory(deps, userId, req.params.id, input, raw.image);
    },
  );

  app.delete(
    '/inventories/:id/',
    {
      onRequest: requireSubscriber,
      schema: { tags, summary: DOC.delete, params: ZIdParams },
    },
    async (req, reply) => {
      await deleteInventory(deps, currentUser(req).id, req.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/stocks/',
    {
      onRequest: requireSubscriber,
      preValidation: parseBodyFirst(ZStockCreate),
      config: { idempotent: true },
      schema: { tags, summary: DOC.stockCreate, response: { 201: ZStockBatch, 400: ZError } },
    },
    async (req, reply) => {
      const { input } = req.body as ParsedBody<TStockCreateInput>;
      reply.status(201);
      return createStock(deps, currentUser(req).id, input);
    },
  );

  app.delete(
    '/stocks/:id/',
    {
      onRequest: requireSubscriber,
      schema: { tags, summary: DOC.stockVoid, params: ZIdParams },
    },
    async (req, reply) => {
      await cancelStock(deps, currentUser(req).id, req.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/logs/',
    {
      onRequest: requireSubscriber,
      schema: {
        tags,
        summary: DOC.logs,
        querystring: ZLogQuery,
        response: { 200: z.array(ZInventoryLog) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await listLogs(deps.db, currentUser(req).id, {
        inventoryId: req.query.inventory,
        ...pageOf(req.query),
      });
      reply.header(TOTAL_HEADER, total);
      return rows;
    },
  );
};
