import { PAYMENT_METHODS, PAYMENT_TYPES } from '@cc/shared';
import { z } from 'zod';
import type { MonthSummary } from './month-summary.ts';

// Response schemas every kind of credit document shares (OpenAPI + serialization); each module
// extends them with its own columns and checks the result against its shared type.

export const ZIdName = z.object({ id: z.number(), name: z.string() });
const Method = z.enum(PAYMENT_METHODS);
const Type = z.enum(PAYMENT_TYPES);

export const ZMonthSummary = z.object({
  cash: z.number(),
  bank: z.number(),
  credit: z.number(),
  real: z.number(),
  budget: z.number(),
  difference: z.number(),
  date: z.string(),
}) satisfies z.ZodType<MonthSummary>;

/** A payment of any kind; each module extends it with the column naming its document. */
export const ZPaymentBase = z.object({
  id: z.number(),
  number: z.number(),
  reference: z.string(),
  date: z.string(),
  value: z.number(),
  payment_method: Method,
  observations: z.string(),
  deleted: z.boolean(),
  is_finished: z.boolean(),
  is_initial: z.boolean(),
});

/** What every list row has (document or payment); each module extends it with its own columns. */
export const ZListItemBase = z.object({
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
});

/** The head of a document's detail (sale, purchase or expense): a list row's fields and more. */
export const ZDocumentBase = ZListItemBase.extend({
  balance: z.number(),
  observations: z.string(),
  is_payment: z.literal(false),
});
