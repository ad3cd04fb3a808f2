import { z } from 'zod';
import { ZIdName } from '../atoms.ts';
import { ZClientRecord } from '../contacts/responses.ts';
import {
  ZDocumentBase,
  ZLineInventory,
  ZListItemBase,
  ZMonthSummary,
  ZPaymentBase,
} from '../documents/responses.ts';
import { ZInventoryCategory } from '../enums.ts';

// Response shapes of the income routes: the API serialises with them, the web reads their types.

/** One batch a sale line drew from (unit cost at the time of the sale). */
const ZSaleBatch = z.object({ stock: z.number(), quantity: z.number(), cost_value: z.number() });

const ZIncomeDetailLine = z.object({
  id: z.number(),
  inventory: ZLineInventory.nullable(),
  name: z.string(),
  quantity: z.number(),
  /** Unit price as sent. */
  value: z.number(),
  unit_value: z.number(),
  total_value: z.number(),
  /** First batch drawn; the inventory id for a service (docs/product/2-inventory-income-purchases.md §3). */
  stock: z.number().nullable(),
  batches: z.array(ZSaleBatch),
});
export type IncomeDetailLine = z.infer<typeof ZIncomeDetailLine>;

export const ZIncomePayment = ZPaymentBase.extend({ income_id: z.number() });
export type IncomePayment = z.infer<typeof ZIncomePayment>;

/** Invoice header: the commerce profile of the seller. */
const ZInvoiceProfile = z.object({
  tradename: z.string(),
  identification_type: ZIdName,
  identification_number: z.string(),
  address: z.string(),
  phone: z.string(),
  cellphone: z.string(),
  city: ZIdName.extend({ state: ZIdName }).nullable(),
  logo: z.object({ image: z.string().nullable() }),
});
export type InvoiceProfile = z.infer<typeof ZInvoiceProfile>;

export const ZIncomeDetail = ZDocumentBase.extend({
  client: ZClientRecord,
  details: z.array(ZIncomeDetailLine),
  payments: z.array(ZIncomePayment),
  user: z.object({ profile: ZInvoiceProfile }),
});
export type IncomeDetail = z.infer<typeof ZIncomeDetail>;

/** A row of GET /api/incomes/ (a document, or with `payment=true` an abono: is_payment true). */
export const ZIncomeListItem = ZListItemBase.extend({
  /** Set on abono rows: the sale it pays. */
  income_id: z.number().nullable(),
  client: ZIdName,
});
export type IncomeListItem = z.infer<typeof ZIncomeListItem>;

/** Mis ingresos cards (docs/accounting.md §Summaries). */
const ZIncomeSummary = ZMonthSummary;
export type IncomeSummary = z.infer<typeof ZIncomeSummary>;

/** GET /api/incomes/inventories/: what the sale form offers. Services: stock null. */
export const ZSellableItem = z.object({
  id: z.number(),
  name: z.string(),
  category: ZInventoryCategory,
  /** Sale value of the oldest available batch (the service price for a service). */
  value: z.number(),
  /** Units available across active batches; null for a service. */
  stock: z.number().nullable(),
});
export type SellableItem = z.infer<typeof ZSellableItem>;

/** POST /api/incomes/inventories/ 200: the FIFO preview of one sale line. */
export const ZStockCheckResult = z.object({
  inventory_id: z.number(),
  /** First batch the line would draw from; the inventory id for a service. */
  stock: z.number(),
  /** Units available in total; null for a service. */
  available: z.number().nullable(),
  sale_value: z.number(),
  batches: z.array(ZSaleBatch),
});
export type StockCheckResult = z.infer<typeof ZStockCheckResult>;

/** GET /api/incomes/best-sellers/: units sold per item in the last 90 days, most sold first. */
export const ZBestSeller = z.object({
  inventory_id: z.number(),
  quantity: z.number(),
  last_sold: z.string(),
});
export type BestSeller = z.infer<typeof ZBestSeller>;

/** POST /api/incomes/inventories/ 400 when the stock is short: the refusals, in order. */
export const ZValidationsErrors = z.object({ validations_errors: z.array(z.string()) });

/** POST /api/incomes/{id}/share-link/: a signed link to the invoice PDF and when it expires. */
export const ZShareLink = z.object({ url: z.string(), expires_at: z.string() });
export type ShareLink = z.infer<typeof ZShareLink>;
