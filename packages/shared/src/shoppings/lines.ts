import { z } from 'zod';
import {
  blank,
  digits,
  optionalId,
  optionalText,
  optionalWhole,
  positiveWhole,
  requiredId,
  requiredText,
} from '../form-fields.ts';
import { INCOME_MAX_QUANTITY, INCOME_MAX_VALUE } from '../incomes/schemas.ts';
import { SHOPPING_MSG } from './texts.ts';

/** Purchase categories (docs/product/2-inventory-income-purchases.md §3; seeded financial categories with these fixed ids). */
export const SHOPPING_CATEGORY = { inventories: 4, properties: 5, others: 6 } as const;
export type ShoppingCategoryId = (typeof SHOPPING_CATEGORY)[keyof typeof SHOPPING_CATEGORY];
export type ShoppingCategoryKey = keyof typeof SHOPPING_CATEGORY;
const SHOPPING_CATEGORY_IDS: readonly ShoppingCategoryId[] = [4, 5, 6];
export const isShoppingCategory = (id: number): id is ShoppingCategoryId =>
  (SHOPPING_CATEGORY_IDS as readonly number[]).includes(id);

const A = SHOPPING_MSG.alert;
const M = SHOPPING_MSG;
const PURCHASE_LINE_NAME_MAX = 200;

/**
 * A purchase line as sent (docs/product/2-inventory-income-purchases.md §3): {inventory_id, quantity, value, sale_value} for an
 * inventory purchase, {id, description, quantity, value} otherwise (`id` is the form's own key
 * and is ignored). Only the formats: which fields are required depends on the category, see
 * `purchaseLineSchema`.
 */
export const ZShoppingLine = z.object(
  {
    inventory_id: optionalId,
    description: optionalText(PURCHASE_LINE_NAME_MAX, M.lineNameLong),
    quantity: optionalWhole(INCOME_MAX_QUANTITY, M.quantityInvalid),
    value: optionalWhole(INCOME_MAX_VALUE, M.valueInvalid),
    sale_value: optionalWhole(INCOME_MAX_VALUE, M.valueInvalid),
  },
  { error: A.noLines },
);
export type ShoppingLineInput = z.output<typeof ZShoppingLine>;

const ZLineQuantity = positiveWhole(A.lineQuantity, INCOME_MAX_QUANTITY, M.quantityInvalid);

/**
 * An inventory purchase line (category 4): the product, how many, its unit cost (> 0) and the sale
 * value of the new batch (may be 0, but must be given). Accepts form text or numbers.
 */
export const ZInventoryPurchaseLine = z
  .object({
    inventory_id: requiredId(M.itemRequired),
    quantity: ZLineQuantity,
    value: positiveWhole(M.newInventory.cost, INCOME_MAX_VALUE, M.valueInvalid),
    sale_value: z.preprocess(
      (v) => digits(blank(v)),
      z
        .number({ error: (iss) => (iss.input === undefined ? M.newInventory.saleValue : M.valueInvalid) })
        .int(M.valueInvalid)
        .min(0, M.valueInvalid)
        .max(INCOME_MAX_VALUE, M.valueInvalid),
    ),
  })
  .transform((l) => ({ kind: 'inventory' as const, ...l }));

/** A property/plant/equipment or other purchase line (categories 5, 6): a description, quantity and price. */
export const ZAssetPurchaseLine = z
  .object({
    description: requiredText(A.lineName, PURCHASE_LINE_NAME_MAX, M.lineNameLong),
    quantity: ZLineQuantity,
    value: positiveWhole(A.linePrice, INCOME_MAX_VALUE, M.valueInvalid),
  })
  .transform((l) => ({ kind: 'asset' as const, ...l }));

/** The rules a line of a purchase of this category must meet (docs/product/2-inventory-income-purchases.md §5 texts). */
export const purchaseLineSchema = (category: ShoppingCategoryId) =>
  category === SHOPPING_CATEGORY.inventories ? ZInventoryPurchaseLine : ZAssetPurchaseLine;

/** A checked line: an inventory line creates a stock batch, an asset line does not. */
export type PurchaseLine = z.output<typeof ZInventoryPurchaseLine> | z.output<typeof ZAssetPurchaseLine>;
export type LineIssue = { path: (string | number)[]; message: string };

/** What makes two lines the same (docs/product/2-inventory-income-purchases.md §4): the item, or the description in any case. */
const lineKey = (category: ShoppingCategoryId, l: ShoppingLineInput): string | null => {
  if (category === SHOPPING_CATEGORY.inventories) return l.inventory_id ? `i${l.inventory_id}` : null;
  return l.description ? `d${l.description.toLocaleLowerCase('es-CO')}` : null;
};

/**
 * Every line checked against its category's schema, plus the "not added twice" rule across lines.
 * Issues are `[line index, field]`; the lines come back complete (missing numbers as 0) so a
 * caller that only reports the issues can still read them.
 */
export function purchaseLines(
  category: ShoppingCategoryId,
  lines: readonly ShoppingLineInput[],
): { lines: PurchaseLine[]; issues: LineIssue[] } {
  const schema = purchaseLineSchema(category);
  const isInventory = category === SHOPPING_CATEGORY.inventories;
  const issues: LineIssue[] = [];
  const out: PurchaseLine[] = [];
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    const key = lineKey(category, l);
    if (key !== null && seen.has(key)) {
      const field = isInventory ? 'inventory_id' : 'description';
      issues.push({ path: [i, field], message: M.duplicateLine(l.description || `#${l.inventory_id}`) });
    }
    if (key !== null) seen.add(key);
    const parsed = schema.safeParse(l);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push({ path: [i, ...(issue.path as (string | number)[])], message: issue.message });
      }
    }
    const { quantity = 0, value = 0 } = l;
    out.push(
      isInventory
        ? {
            kind: 'inventory',
            inventory_id: l.inventory_id ?? 0,
            quantity,
            value,
            sale_value: l.sale_value ?? 0,
          }
        : { kind: 'asset', description: l.description ?? '', quantity, value },
    );
  });
  return { lines: out, issues };
}

export const purchaseTotal = (
  lines: readonly { quantity?: number | undefined; value?: number | undefined }[],
) => lines.reduce((sum, l) => sum + (l.quantity ?? 0) * (l.value ?? 0), 0);
