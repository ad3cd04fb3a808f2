import { z } from 'zod';
import { contactInput, contactObject } from '../contacts/schemas.ts';
import { checkPaymentBlock, type PaymentBlock } from '../documents/payment-block.ts';
import { PAYMENT_METHODS } from '../enums.ts';
import {
  blank,
  businessDate,
  digits,
  optionalId,
  optionalPesos as optionalPesosField,
  positivePesos as positivePesosField,
  requiredId,
  ZMethodField,
  ZObservations,
  ZTypeField,
} from '../form-fields.ts';
import { FINAL_CONSUMER, isFinalConsumerDocument, PHONE_MSG } from '../phone.ts';
import { INCOME_MSG } from './texts.ts';

/** Bounds that keep Σ quantity × value far below 2^53. */
export const INCOME_MAX_VALUE = 999_999_999_999;
export const INCOME_MAX_QUANTITY = 1_000_000;
export const INCOME_MAX_LINES = 200;
export const CLIENT_SEARCH_MIN = 3;

const A = INCOME_MSG.alert;
const M = INCOME_MSG;
/** Whole pesos, 0 allowed (a gift line). */
const ZLineValue = z.preprocess(
  (v) => digits(blank(v) ?? -1),
  z
    .number({ error: M.valueInvalid })
    .int(M.valueInvalid)
    .min(0, M.valueInvalid)
    .max(INCOME_MAX_VALUE, M.valueInvalid),
);
/** A line's quantity: a whole number of units, at least 1 (sales and purchases alike). */
export const ZLineQuantity = z.preprocess(
  (v) => digits(blank(v) ?? 0),
  z
    .number({ error: M.quantityInvalid })
    .int(M.quantityInvalid)
    .min(1, M.quantityInvalid)
    .max(INCOME_MAX_QUANTITY, M.quantityInvalid),
);
const positivePesos = (missing: string) => positivePesosField(missing, INCOME_MAX_VALUE);
const optionalPesos = optionalPesosField(INCOME_MAX_VALUE);
/** A business date 'YYYY-MM-DD'; "not after today" needs the server clock and is checked there. */
export const ZBusinessDate = businessDate(A.date);
const ZMethod = ZMethodField;
const ZType = ZTypeField;

/**
 * The client object of the sale form: the contact schema named 'cliente'.
 * 'Consumidor final' keeps its name: typing another name over it is a new client, not a rename.
 */
const ZClientObject = contactObject(A.clientName).transform((c) =>
  isFinalConsumerDocument(c.doc_number) ? { ...c, name: FINAL_CONSUMER.name } : c,
);
/** An absent client reports its three '¡Alerta!' fields, like the form's step 1. */
export const ZClientInput = contactInput(ZClientObject);
export type ClientInput = z.output<typeof ZClientInput>;

/**
 * One sale line (docs/api.md §Sale lines): `inventory_id` names the item; `stock` is the batch the
 * stock check returned (a hint only: the server always draws FIFO; for a service it is the
 * inventory id); `value` is the unit price.
 */
export const ZSaleLine = z.object(
  {
    inventory_id: requiredId(M.itemRequired),
    stock: optionalId,
    quantity: ZLineQuantity,
    value: ZLineValue,
  },
  { error: M.itemRequired },
);
export type SaleLineInput = z.output<typeof ZSaleLine>;

const ZLines = z.preprocess(
  (v) => v ?? [],
  z
    .array(ZSaleLine, { error: A.noLines })
    .min(1, A.noLines)
    .max(INCOME_MAX_LINES, M.tooManyLines)
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((line, i) => {
        if (seen.has(line.inventory_id)) {
          ctx.addIssue({ code: 'custom', path: [i, 'inventory_id'], message: M.duplicateLine });
        }
        seen.add(line.inventory_id);
      });
    }),
);

export const saleTotal = (lines: readonly { quantity: number; value: number }[]): number =>
  lines.reduce((sum, l) => sum + l.quantity * l.value, 0);

const incomeFields = {
  details: ZLines,
  date: ZBusinessDate,
  payment_type: ZType,
  payment_method: ZMethod,
  /** CREDITO: the initial payment (optional). CONTADO: ignored, the whole total is paid. */
  payment: optionalPesos,
  observations: ZObservations,
  client: ZClientInput,
};

type MoneyRules = PaymentBlock & {
  details?: readonly { quantity: number; value: number }[] | undefined;
  client?: { doc_number?: string | undefined } | undefined;
};
/** Cross-field rules of the payment block (docs/product/2-inventory-income-purchases.md §5): method when money is received, P ≤ T. */
function checkMoney(v: MoneyRules, ctx: z.RefinementCtx): void {
  checkPaymentBlock(v, v.details ? saleTotal(v.details) : undefined, ctx, {
    paymentMethod: A.paymentMethod,
    initialPaymentTooHigh: M.initialPaymentTooHigh,
    totalTooLarge: { max: INCOME_MAX_VALUE, message: M.totalTooLarge },
  });
  // Issue 10: nobody can be chased for a debt of 'Consumidor final'.
  if (v.payment_type === 'CREDITO' && isFinalConsumerDocument(v.client?.doc_number)) {
    ctx.addIssue({
      code: 'custom',
      path: ['client', 'doc_number'],
      message: PHONE_MSG.finalConsumer.creditRefused,
    });
  }
}

/** POST /api/incomes/ (docs/product/2-inventory-income-purchases.md §3 'Income save payload'). */
export const ZIncomeCreate = z.object(incomeFields).superRefine(checkMoney);
export type TIncomeCreate = z.input<typeof ZIncomeCreate>;
export type IncomeCreate = z.output<typeof ZIncomeCreate>;

/** PATCH /api/incomes/{id}/: the same payload; fields left out keep their stored value. */
export const ZIncomeUpdate = z
  .object({
    details: ZLines.optional(),
    date: ZBusinessDate.optional(),
    payment_type: ZType.optional(),
    payment_method: ZMethod,
    payment: optionalPesos,
    observations: ZObservations.optional(),
    client: ZClientObject.optional(),
  })
  .superRefine(checkMoney);
export type TIncomeUpdate = z.input<typeof ZIncomeUpdate>;
export type IncomeUpdate = z.output<typeof ZIncomeUpdate>;

/** POST /api/incomes/{id}/payments/ (docs/product/2-inventory-income-purchases.md §3 'Payment payload'). */
export const ZPaymentCreate = z.object({
  date: ZBusinessDate,
  value: positivePesos(A.paymentValue),
  payment_method: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v) ?? '',
    z.enum(PAYMENT_METHODS, {
      error: (iss) => (iss.input === '' ? A.paymentMethod : M.optionInvalid),
    }),
  ),
  observations: ZObservations,
});
export type TPaymentCreate = z.input<typeof ZPaymentCreate>;

/** PATCH of a payment: fields left out keep their stored value. */
export const ZPaymentUpdate = z.object({
  date: ZBusinessDate.optional(),
  value: positivePesos(A.paymentValue).optional(),
  payment_method: ZMethod,
  observations: ZObservations.optional(),
});
export type TPaymentUpdate = z.input<typeof ZPaymentUpdate>;

/** POST /api/incomes/inventories/: stock check of one sale line. */
export const ZStockCheck = z.object({
  inventory_id: requiredId(M.itemRequired),
  quantity: ZLineQuantity,
  // The sale's date: the check answers with the stock as of that day (docs/accounting.md §Stock as of a date); not given → today.
  date: ZBusinessDate.optional(),
});
export type TStockCheck = z.input<typeof ZStockCheck>;
export type StockCheck = z.output<typeof ZStockCheck>;
