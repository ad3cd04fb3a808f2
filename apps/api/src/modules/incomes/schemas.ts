import {
  type ClientRecord,
  INVENTORY_CATEGORIES,
  type IncomeDetail,
  type IncomeListItem,
  type IncomePayment,
  type SellableItem,
  type StockCheckResult,
} from '@cc/shared';
import { z } from 'zod';
import { ZDocumentBase, ZIdName, ZListItemBase, ZPaymentBase } from '../credit/schemas.ts';

// Response schemas of the income routes (OpenAPI + serialization). Each one is checked against
// the shared type the web client uses, so the two cannot drift apart.

const IdName = ZIdName;
const Category = z.enum(INVENTORY_CATEGORIES);
const Batch = z.object({ stock: z.number(), quantity: z.number(), cost_value: z.number() });

export const ZClientRecord = z.object({
  id: z.number(),
  name: z.string(),
  doc_type: IdName,
  doc_number: z.string(),
  address: z.string(),
  phone: z.string(),
  cellphone: z.string(),
  email: z.string(),
  city: IdName.extend({ state: z.number() }).nullable(),
}) satisfies z.ZodType<ClientRecord>;

export const ZIncomePayment = ZPaymentBase.extend({
  income_id: z.number(),
}) satisfies z.ZodType<IncomePayment>;

export const ZIncomeDetail = ZDocumentBase.extend({
  client: ZClientRecord,
  details: z.array(
    z.object({
      id: z.number(),
      inventory: z.object({ id: z.number(), name: z.string(), category: Category }).nullable(),
      name: z.string(),
      quantity: z.number(),
      value: z.number(),
      unit_value: z.number(),
      total_value: z.number(),
      stock: z.number().nullable(),
      batches: z.array(Batch),
    }),
  ),
  payments: z.array(ZIncomePayment),
  user: z.object({
    profile: z.object({
      tradename: z.string(),
      identification_type: IdName,
      identification_number: z.string(),
      address: z.string(),
      phone: z.string(),
      cellphone: z.string(),
      city: IdName.extend({ state: IdName }).nullable(),
      logo: z.object({ image: z.string().nullable() }),
    }),
  }),
}) satisfies z.ZodType<IncomeDetail>;

export const ZIncomeListItem = ZListItemBase.extend({
  income_id: z.number().nullable(),
  client: IdName,
}) satisfies z.ZodType<IncomeListItem>;

export const ZSellableItem = z.object({
  id: z.number(),
  name: z.string(),
  category: Category,
  value: z.number(),
  stock: z.number().nullable(),
}) satisfies z.ZodType<SellableItem>;

export const ZStockCheckResult = z.object({
  inventory_id: z.number(),
  stock: z.number(),
  available: z.number().nullable(),
  sale_value: z.number(),
  batches: z.array(Batch),
}) satisfies z.ZodType<StockCheckResult>;

export const ZValidationsErrors = z.object({ validations_errors: z.array(z.string()) });
