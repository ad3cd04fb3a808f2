import { z } from 'zod';
import { DATE_INVALID } from './atoms.ts';
import { isCalendarDate } from './dates.ts';
import { PAYMENT_METHODS, PAYMENT_TYPES } from './enums.ts';
import { MSG, REQUEST_MSG } from './messages.ts';

/**
 * Field parsers shared by the document payloads (sales, purchases, expenses): form values arrive
 * as strings, '' and null mean "not given", ids and pesos are whole numbers.
 */
export const FIELD_MSG = {
  optionInvalid: MSG.register.unknownOption,
  valueInvalid: 'Solo se aceptan números, sin puntos, ni espacios.',
  dateInvalid: DATE_INVALID,
  typeInvalid: REQUEST_MSG.typeInvalid,
  observationsLong: 'Las observaciones no pueden tener más de 500 caracteres.',
  addressLong: 'La dirección no puede tener más de 255 caracteres.',
} as const;
const F = FIELD_MSG;

export const PG_INT_MAX = 2_147_483_647;

/** '' and null mean "not given" in form payloads. */
export const blank = (v: unknown): unknown => (v === '' || v === null ? undefined : v);
/** Whole numbers also arrive as digit strings from forms. */
export const digits = (v: unknown): unknown =>
  typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v;

/** A required select sent as an id: absent, '', null or 0 → `missing`. */
export const requiredId = (missing: string) =>
  z.preprocess(
    (v) => digits(blank(v) ?? 0),
    z
      .number({ error: F.optionInvalid })
      .int(F.optionInvalid)
      .min(1, missing)
      .max(PG_INT_MAX, F.optionInvalid),
  );
/** An optional id: absent, '', null or 0 → undefined. */
export const optionalId = z.preprocess(
  (v) => (v === 0 || v === '0' ? undefined : digits(blank(v))),
  z
    .number({ error: F.optionInvalid })
    .int(F.optionInvalid)
    .positive(F.optionInvalid)
    .max(PG_INT_MAX, F.optionInvalid)
    .optional(),
);
/** Required text: numbers are read as text (document numbers), absent → ''. */
export const requiredText = (missing: string, max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: missing }).trim().min(1, missing).max(max, tooLong),
  );
/** Optional text: absent stays undefined (keep the stored value), null is ''. */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === null ? '' : typeof v === 'number' ? String(v) : v),
    z.string({ error: F.typeInvalid }).trim().max(max, tooLong).optional(),
  );
/** A whole number that must be positive: absent, '', null or 0 → `missing`. */
export const positiveWhole = (missing: string, max: number, invalid: string) =>
  z.preprocess(
    (v) => digits(blank(v) ?? 0),
    z.number({ error: invalid }).int(invalid).min(1, missing).max(max, invalid),
  );
/** An optional whole number ≥ 0 (0 is kept: each rule decides what 0 means). */
export const optionalWhole = (max: number, invalid: string) =>
  z.preprocess(
    (v) => digits(blank(v)),
    z.number({ error: invalid }).int(invalid).min(0, invalid).max(max, invalid).optional(),
  );
/** A money amount that must be positive when given (abono value): absent, '', 0 → `missing`. */
export const positivePesos = (missing: string, max: number) => positiveWhole(missing, max, F.valueInvalid);
/** Optional non-negative pesos (the initial payment of a credit). */
export const optionalPesos = (max: number) => optionalWhole(max, F.valueInvalid);

/** A business date 'YYYY-MM-DD'; "not after today" needs the server clock and is checked there. */
export const businessDate = (missing: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: missing })
      .trim()
      .min(1, { error: missing, abort: true })
      .refine(isCalendarDate, F.dateInvalid),
  );

const upper = (v: unknown): unknown => (typeof v === 'string' ? v.trim().toUpperCase() : v);
/** EFECTIVO | BANCO, optional ('' or null → not given). */
export const ZMethodField = z.preprocess(
  (v) => blank(upper(v)),
  z.enum(PAYMENT_METHODS, { error: F.optionInvalid }).optional(),
);
/** CONTADO | CREDITO, required. */
export const ZTypeField = z.preprocess(
  upper,
  z.enum(PAYMENT_TYPES, { error: (iss) => (iss.input === undefined ? MSG.required : F.optionInvalid) }),
);
/** The longest observations a document or abono keeps (docs/product/2-inventory-income-purchases.md §3, docs/product/3-expenses-reports.md §3); forms cap their field at it. */
export const OBSERVATIONS_MAX = 500;
export const ZObservations = optionalText(OBSERVATIONS_MAX, F.observationsLong);
