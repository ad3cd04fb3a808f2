import { z } from 'zod';
import { INVENTORY_CATEGORIES, type InventoryCategory } from '../enums.ts';
import { blank, businessDate } from '../form-fields.ts';
import { INVENTORY_MSG } from './texts.ts';

const M = INVENTORY_MSG;
/**
 * Largest money value accepted, for a unit value and for a whole batch (quantity × cost_value, what
 * it posts to Inventarios): every posting stays an exact integer, far below 2^53.
 */
const INVENTORY_MAX_VALUE = 999_999_999_999;
const INVENTORY_MAX_QUANTITY = 1_000_000_000;

export const PRODUCT_CATEGORIES = ['PRODUCTO FABRICADO', 'PRODUCTO COMPRADO'] as const;
export const isService = (category: InventoryCategory): boolean => category === 'SERVICIO';

// Names as shops write them ('Coca-Cola 400 ml', 'Leche Alquería 1.1 L', 'Atún Van Camp's'): letters
// (any script, with their accents, also as combining marks), digits, spaces and . , - ' ’ ( ) / & % +.
// The specification said letters and digits only (ADR 035). Control characters stay refused,
// and so does a leading + or -, which a spreadsheet opening a download would run as a formula
// (= and @ are refused everywhere).
const NAME_RE = /^[\p{L}\p{M}\p{N} .,\-'’()/&%+]*$/u;
const FORMULA_START_RE = /^[+-]/;
// References: letters and digits, plus '-' (common in shop references like 'A-001').
const SKU_RE = /^[\p{L}\p{N}-]*$/u;
// Descriptions: letters, digits, whitespace and basic punctuation (decision 005).
const DESCRIPTION_RE = /^[\p{L}\p{N}\s.,;:\-()/%#'"¿?¡!+&]*$/u;

/** A flag: JSON boolean or its multipart text form. */
const ZFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: M.selectOption })
  .transform((v) => v === true || v === 'true');

/**
 * Whole digits as a number, from a JSON number or a text field. '' and null count as missing:
 * 'Este campo es requerido.' when required, else undefined (no value).
 */
function digitsField(required: boolean, max: number, invalid: string, tooLarge: string) {
  const field = z
    .union([z.string(), z.number(), z.null()], {
      error: (issue) => (issue.input === undefined ? M.required : invalid),
    })
    .transform((v, ctx): number | undefined => {
      const s = v === null ? '' : String(v).trim();
      if (s === '') {
        if (required) ctx.issues.push({ code: 'custom', message: M.required, input: v });
        return undefined;
      }
      if (!/^\d+$/.test(s)) {
        ctx.issues.push({ code: 'custom', message: invalid, input: v });
        return undefined;
      }
      const n = Number(s);
      if (!Number.isSafeInteger(n) || n > max) {
        ctx.issues.push({ code: 'custom', message: tooLarge, input: v });
        return undefined;
      }
      return n;
    });
  return required ? field : field.optional();
}
const ZValue = (required: boolean) => digitsField(required, INVENTORY_MAX_VALUE, M.digits, M.tooLarge);
const ZQuantity = (invalid: string) => digitsField(false, INVENTORY_MAX_QUANTITY, invalid, invalid);

/** Category: required, one of the three; the purchase form's 'SERVICIOS' is read as 'SERVICIO'. */
const ZInventoryCategoryField = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .transform((v) => (v.toUpperCase() === 'SERVICIOS' ? 'SERVICIO' : v.toUpperCase()))
  .pipe(z.enum(INVENTORY_CATEGORIES, { error: M.selectOption }));

const ZName = z
  .string({ error: M.required })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, M.required)
      .max(120, M.nameLong)
      .regex(NAME_RE, M.nameChars)
      .refine((v) => !FORMULA_START_RE.test(v), M.nameStart),
  );
const ZSku = z.string({ error: M.lettersDigits }).trim().max(40, M.skuLong).regex(SKU_RE, M.lettersDigits);
const ZDescription = z
  .string({ error: M.alphanumeric })
  .trim()
  .max(500, M.descriptionLong)
  .regex(DESCRIPTION_RE, M.alphanumeric);

const isProductCategory = (c: unknown): boolean =>
  typeof c === 'string' && (PRODUCT_CATEGORIES as readonly string[]).includes(c);

/**
 * New inventory item (regular and initial forms, docs/product/2-inventory-income-purchases.md §3/§5). A product needs cost_value and
 * sale_value; a service only sale_value (its price). quantity > 0 also creates the first batch.
 */
export const ZInventoryCreate = z
  .object({
    category: ZInventoryCategoryField,
    sku: ZSku.optional().default(''),
    name: ZName,
    description: ZDescription.optional().default(''),
    cost_value: ZValue(false),
    sale_value: ZValue(true),
    quantity: ZQuantity(M.quantityInvalid),
    is_active: ZFlag.optional().default(true),
    is_initial: ZFlag.optional().default(false),
  })
  // Runs even when other fields failed, so the form gets every message at once.
  .superRefine(
    (v, ctx) => {
      if (
        isProductCategory(v.category) &&
        v.cost_value === undefined &&
        !hasIssue(ctx.issues, 'cost_value')
      ) {
        ctx.addIssue({ code: 'custom', path: ['cost_value'], message: M.required });
      }
      if (isProductCategory(v.category)) checkBatchValue(v, ctx);
    },
    { when: () => true },
  );
export type TInventoryCreate = z.input<typeof ZInventoryCreate>;
export type InventoryCreate = z.output<typeof ZInventoryCreate>;

function hasIssue(issues: readonly { path?: readonly PropertyKey[] }[], field: string): boolean {
  return issues.some((i) => i.path?.[0] === field);
}

function checkBatchValue(
  v: { quantity?: number | undefined; cost_value?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if ((v.quantity ?? 0) * (v.cost_value ?? 0) > INVENTORY_MAX_VALUE && !hasIssue(ctx.issues, 'quantity')) {
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: M.batchTooLarge });
  }
}

/**
 * Inventory update (docs/product/2-inventory-income-purchases.md §3 update payload, §5 edit rules). Every field is optional; the ones
 * sent are validated. cost_value/sale_value update the item's own values (a service's price, a
 * product's reference values); quantity, is_initial and id are accepted and ignored.
 */
export const ZInventoryUpdate = z.object({
  category: ZInventoryCategoryField.optional(),
  sku: ZSku.optional(),
  name: ZName.optional(),
  description: ZDescription.optional(),
  cost_value: ZValue(false),
  sale_value: ZValue(false),
  is_active: ZFlag.optional(),
});
export type TInventoryUpdate = z.input<typeof ZInventoryUpdate>;
export type InventoryUpdate = z.output<typeof ZInventoryUpdate>;

/** New stock batch (docs/product/2-inventory-income-purchases.md §3 'New-stock form'): values required, quantity at least 1. */
export const ZStockCreate = z
  .object({
    inventory_id: z.coerce
      .number({ error: M.required })
      .int(M.selectOption)
      .positive(M.selectOption)
      .max(2_147_483_647, M.selectOption),
    cost_value: ZValue(true),
    sale_value: ZValue(true),
    quantity: ZQuantity(M.stockQuantityInvalid),
    is_initial: ZFlag.optional().default(false),
    // The day the stock arrived (decision 017); not given → today. "Not after today" is the server's.
    date: z.preprocess(blank, businessDate(M.dateRequired).optional()),
    // A new batch is always active; the flag is accepted for the spec's payload shape.
    is_active: ZFlag.optional(),
  })
  .superRefine(
    (v, ctx) => {
      if (!hasIssue(ctx.issues, 'quantity') && !v.quantity) {
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: M.stockQuantityInvalid });
      }
      checkBatchValue(v, ctx);
    },
    { when: () => true },
  );
export type TStockCreate = z.input<typeof ZStockCreate>;
export type StockCreate = z.output<typeof ZStockCreate>;

/** List filter: one category, 'PRODUCTO'/'PRODUCTOS' for both product categories; '' or 'TODOS' for all. */
export const ZInventoryCategoryFilter = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(
    z.enum(['', 'TODOS', ...INVENTORY_CATEGORIES, 'SERVICIOS', 'PRODUCTO', 'PRODUCTOS'], {
      error: M.selectOption,
    }),
  )
  .transform((v) => (v === '' || v === 'TODOS' ? undefined : v));
