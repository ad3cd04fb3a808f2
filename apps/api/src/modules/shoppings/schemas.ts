import {
  INVENTORY_CATEGORIES,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  type ShoppingDetail,
  type ShoppingListItem,
  type ShoppingPayment,
  type ShoppingSummary,
} from '@cc/shared';
import { z } from 'zod';
import { ZClientRecord } from '../incomes/schemas.ts';

// Response schemas of the purchase routes (OpenAPI + serialization), each checked against the
// shared type the web client uses.

const IdName = z.object({ id: z.number(), name: z.string() });
const Method = z.enum(PAYMENT_METHODS);
const Type = z.enum(PAYMENT_TYPES);

/** Providers have the client fields (spec 2 §3). */
export const ZProviderRecord = ZClientRecord;

export const ZShoppingPayment = z.object({
  id: z.number(),
  shopping_id: z.number(),
  number: z.number(),
  reference: z.string(),
  date: z.string(),
  value: z.number(),
  payment_method: Method,
  observations: z.string(),
  deleted: z.boolean(),
  is_finished: z.boolean(),
  is_initial: z.boolean(),
}) satisfies z.ZodType<ShoppingPayment>;

export const ZShoppingDetail = z.object({
  id: z.number(),
  number: z.number(),
  reference: z.string(),
  date: z.string(),
  value: z.number(),
  payment: z.number(),
  balance: z.number(),
  payment_type: Type,
  payment_method: Method.nullable(),
  observations: z.string(),
  deleted: z.boolean(),
  paid_out: z.boolean(),
  is_payment: z.literal(false),
  category: IdName,
  provider: ZProviderRecord,
  details: z.array(
    z.object({
      id: z.number(),
      inventory: z
        .object({ id: z.number(), name: z.string(), category: z.enum(INVENTORY_CATEGORIES) })
        .nullable(),
      inventory_id: z.number().nullable(),
      name: z.string(),
      description: z.string(),
      quantity: z.number(),
      value: z.number(),
      unit_value: z.number(),
      total_value: z.number(),
      sale_value: z.number().nullable(),
      stock: z.number().nullable(),
    }),
  ),
  payments: z.array(ZShoppingPayment),
}) satisfies z.ZodType<ShoppingDetail>;

export const ZShoppingListItem = z.object({
  id: z.number(),
  number: z.number(),
  reference: z.string(),
  date: z.string(),
  value: z.number(),
  payment: z.number(),
  payment_type: Type,
  payment_method: Method.nullable(),
  deleted: z.boolean(),
  paid_out: z.boolean(),
  is_payment: z.boolean(),
  shopping_id: z.number().nullable(),
  provider: IdName,
  category: IdName,
}) satisfies z.ZodType<ShoppingListItem>;

export const ZShoppingSummary = z.object({
  cash: z.number(),
  bank: z.number(),
  credit: z.number(),
  real: z.number(),
  budget: z.number(),
  difference: z.number(),
  date: z.string(),
}) satisfies z.ZodType<ShoppingSummary>;
