import { z } from 'zod';
import { contactInput, contactObject } from '../contacts/schemas.ts';
import { checkPaymentBlock, type PaymentBlock } from '../documents/payment-block.ts';
import { blank, digits, optionalPesos, ZMethodField, ZObservations, ZTypeField } from '../form-fields.ts';
import { INCOME_MAX_LINES, INCOME_MAX_VALUE, ZBusinessDate } from '../incomes/schemas.ts';
import {
  isShoppingCategory,
  purchaseLines,
  purchaseTotal,
  type ShoppingLineInput,
  ZShoppingLine,
} from './lines.ts';
import { SHOPPING_MSG } from './texts.ts';

/**
 * Purchase payloads (docs/product/2-inventory-income-purchases.md §3). Abono payloads are the income ones (ZPaymentCreate /
 * ZPaymentUpdate of incomes).
 */
export const PROVIDER_SEARCH_MIN = 3;

const A = SHOPPING_MSG.alert;
const M = SHOPPING_MSG;

const ZMethod = ZMethodField;
const ZType = ZTypeField;
const ZCategoryId = z.preprocess(
  (v) => digits(blank(v) ?? 0),
  z
    .number({ error: M.optionInvalid })
    .int(M.optionInvalid)
    .min(1, { error: M.categoryRequired, abort: true })
    .refine(isShoppingCategory, M.optionInvalid),
);

/** The provider object of the purchase form: the contact schema named 'proveedor'. */
const ZProviderObject = contactObject(A.providerName);
/** An absent provider reports its three '¡Alerta!' fields, like the form's step 1. */
export const ZProviderInput = contactInput(ZProviderObject);

const ZLines = z.preprocess(
  (v) => v ?? [],
  z.array(ZShoppingLine, { error: A.noLines }).min(1, A.noLines).max(INCOME_MAX_LINES, M.tooManyLines),
);

/** Method when money leaves, initial payment ≤ total, total bound. */
function checkMoney(
  v: PaymentBlock & { details?: readonly ShoppingLineInput[] | undefined },
  ctx: z.RefinementCtx,
) {
  checkPaymentBlock(v, v.details ? purchaseTotal(v.details) : undefined, ctx, {
    paymentMethod: A.paymentMethod,
    initialPaymentTooHigh: M.initialPaymentTooHigh,
    totalTooLarge: { max: INCOME_MAX_VALUE, message: M.totalTooLarge },
  });
}

/**
 * The category's required line fields. It also runs when other fields failed (the form gets the
 * provider's and the lines' texts at once); it needs the category and the list itself to have
 * parsed, and reads each line defensively. zod still skips it after a type error (a wrong number
 * format), which is reported first.
 */
const checkLines = z.superRefine<{ category_id?: unknown; details?: unknown }>(
  (v, ctx) => {
    const category = v.category_id;
    if (typeof category !== 'number' || !isShoppingCategory(category) || !Array.isArray(v.details)) return;
    const raw = v.details as unknown[];
    const isLine = (l: unknown): l is ShoppingLineInput => Boolean(l) && typeof l === 'object';
    // A line that is not an object already has its own error; it is checked as empty and skipped.
    const lines = raw.map((l) => (isLine(l) ? l : {}));
    for (const issue of purchaseLines(category, lines).issues) {
      if (!isLine(raw[issue.path[0] as number])) continue;
      ctx.addIssue({ code: 'custom', path: ['details', ...issue.path], message: issue.message });
    }
  },
  {
    when: (payload) =>
      Boolean(payload.value) &&
      typeof payload.value === 'object' &&
      !payload.issues.some(
        (i) => i.path?.[0] === 'category_id' || (i.path?.[0] === 'details' && i.path.length === 1),
      ),
  },
);

const shoppingFields = {
  category_id: ZCategoryId,
  details: ZLines,
  date: ZBusinessDate,
  payment_type: ZType,
  payment_method: ZMethod,
  /** CREDITO: the initial payment (optional). CONTADO: ignored, the whole total is paid. */
  payment: optionalPesos(INCOME_MAX_VALUE),
  observations: ZObservations,
  provider: ZProviderInput,
};

/**
 * POST /api/shoppings/ (docs/product/2-inventory-income-purchases.md §3 'Purchase save payload'). The form's `value` (its own total) is
 * not read: the server computes Σ quantity × value.
 */
export const ZShoppingCreate = z.object(shoppingFields).check(checkLines).superRefine(checkMoney);
export type TShoppingCreate = z.input<typeof ZShoppingCreate>;
export type ShoppingCreate = z.output<typeof ZShoppingCreate>;

/**
 * PATCH /api/shoppings/{id}/: the same payload; fields left out keep their stored value. Lines
 * sent without category_id are checked against the purchase's stored category by the server.
 */
export const ZShoppingUpdate = z
  .object({
    category_id: ZCategoryId.optional(),
    details: ZLines.optional(),
    date: ZBusinessDate.optional(),
    payment_type: ZType.optional(),
    payment_method: ZMethod,
    payment: optionalPesos(INCOME_MAX_VALUE),
    observations: ZObservations.optional(),
    provider: ZProviderObject.optional(),
  })
  .check(checkLines)
  .superRefine(checkMoney);
export type TShoppingUpdate = z.input<typeof ZShoppingUpdate>;
export type ShoppingUpdate = z.output<typeof ZShoppingUpdate>;
