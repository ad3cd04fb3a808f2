import {
  INVENTORY_CATEGORIES,
  type ShoppingDetail,
  type ShoppingListItem,
  type ShoppingPayment,
} from '@cc/shared';
import { z } from 'zod';
import { ZDocumentBase, ZIdName, ZListItemBase, ZPaymentBase } from '../credit/schemas.ts';
import { ZClientRecord } from '../incomes/schemas.ts';

// Response schemas of the purchase routes (OpenAPI + serialization), each checked against the
// shared type the web client uses.

/** Providers have the client fields (spec 2 §3). */
export const ZProviderRecord = ZClientRecord;

export const ZShoppingPayment = ZPaymentBase.extend({
  shopping_id: z.number(),
}) satisfies z.ZodType<ShoppingPayment>;

export const ZShoppingDetail = ZDocumentBase.extend({
  category: ZIdName,
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

export const ZShoppingListItem = ZListItemBase.extend({
  shopping_id: z.number().nullable(),
  provider: ZIdName,
  category: ZIdName,
}) satisfies z.ZodType<ShoppingListItem>;
