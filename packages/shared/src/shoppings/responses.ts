import { z } from 'zod';
import { ZIdName } from '../atoms.ts';
import { ZProviderRecord } from '../contacts/responses.ts';
import {
  ZDocumentBase,
  ZLineInventory,
  ZListItemBase,
  ZMonthSummary,
  ZPaymentBase,
} from '../documents/responses.ts';

// Response shapes of the purchase routes: the API serialises with them, the web reads their types.

const ZShoppingDetailLine = z.object({
  id: z.number(),
  /** The item bought (name and category as bought); null for property/other lines. */
  inventory: ZLineInventory.nullable(),
  inventory_id: z.number().nullable(),
  /** The item's name, or the line's description. */
  name: z.string(),
  /** Property/other lines: the description typed; '' for inventory lines. */
  description: z.string(),
  quantity: z.number(),
  /** Unit value (the unit cost of an inventory line). */
  value: z.number(),
  unit_value: z.number(),
  total_value: z.number(),
  /** Inventory lines: the sale value given to the new batch. */
  sale_value: z.number().nullable(),
  /** Inventory lines: the stock batch the line created. */
  stock: z.number().nullable(),
});
export type ShoppingDetailLine = z.infer<typeof ZShoppingDetailLine>;

export const ZShoppingPayment = ZPaymentBase.extend({ shopping_id: z.number() });
export type ShoppingPayment = z.infer<typeof ZShoppingPayment>;

export const ZShoppingDetail = ZDocumentBase.extend({
  category: ZIdName,
  provider: ZProviderRecord,
  details: z.array(ZShoppingDetailLine),
  payments: z.array(ZShoppingPayment),
});
export type ShoppingDetail = z.infer<typeof ZShoppingDetail>;

/** A row of GET /api/shoppings/ (a document, or with `payment=true` an abono: is_payment true). */
export const ZShoppingListItem = ZListItemBase.extend({
  /** Set on abono rows: the purchase it pays. */
  shopping_id: z.number().nullable(),
  provider: ZIdName,
  category: ZIdName,
});
export type ShoppingListItem = z.infer<typeof ZShoppingListItem>;

/** Mis compras cards (docs/accounting.md §Summaries: budget is 0 for purchases). */
const ZShoppingSummary = ZMonthSummary;
export type ShoppingSummary = z.infer<typeof ZShoppingSummary>;
