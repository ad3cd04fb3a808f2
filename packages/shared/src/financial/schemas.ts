import { z } from 'zod';
import { DATE_INVALID } from '../atoms.ts';
import { isCalendarDate } from '../dates.ts';
import { FINANCIAL_MOVS, FINANCIAL_TYPES } from '../enums.ts';
import { optionalText, PG_INT_MAX, requiredId, requiredText } from '../form-fields.ts';
import { MSG } from '../messages.ts';
import { NIT_MSG } from '../nit.ts';
import { FINANCIAL_MSG } from './texts.ts';

/** Largest value accepted for an asset, liability or budget (12 digits, like inventory and sales). */
const FINANCIAL_VALUE_MAX = 999_999_999_999;

type Parse<T> = (raw: number | string) => { ok: true; value: T } | { ok: false; message: string };

/**
 * One form field, as the server receives it (JSON number or string) and as a form holds it
 * (string). Absent, null and '' are "required"; anything else goes through `parse`. Every issue
 * is a custom one, so the API answers exactly these texts.
 */
function field<T>(messages: { required: string; invalid: string }, parse: Parse<T>) {
  const raw = z.union([z.number(), z.string(), z.null()], { error: messages.invalid }).optional();
  const run = (v: number | string | null | undefined, ctx: z.RefinementCtx, optional: boolean) => {
    if (v === undefined && optional) return undefined;
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: messages.required });
      return z.NEVER;
    }
    const out = parse(v);
    if (!out.ok) {
      ctx.addIssue({ code: 'custom', message: out.message });
      return z.NEVER;
    }
    return out.value;
  };
  return {
    required: raw.transform((v, ctx): T => run(v, ctx, false) as T),
    optional: raw.transform((v, ctx): T | undefined => run(v, ctx, true)),
  };
}

const DIGITS = /^\d+$/;

/** A select's id: a positive integer, as a JSON number or a digit string. */
const parseId =
  (invalid: string): Parse<number> =>
  (raw) => {
    const n = typeof raw === 'number' ? raw : DIGITS.test(raw) ? Number(raw) : Number.NaN;
    return Number.isInteger(n) && n > 0 && n <= PG_INT_MAX
      ? { ok: true, value: n }
      : { ok: false, message: invalid };
  };

/** Whole pesos: digits only ('300000' or 300000), no dots, signs, spaces or decimals. */
const parsePesos: Parse<number> = (raw) => {
  const n = typeof raw === 'number' ? raw : DIGITS.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n) || n < 0) return { ok: false, message: FINANCIAL_MSG.value.digits };
  if (n > FINANCIAL_VALUE_MAX) return { ok: false, message: FINANCIAL_MSG.value.tooLarge };
  return { ok: true, value: n };
};

const DATE = /^(\d{4})[-/](\d{1,2})(?:[-/](\d{1,2}))?$/;

/**
 * A budget month: 'yyyy-MM' (the month picker), 'yyyy/MM' or a full 'yyyy-MM-dd' day (docs/product/1-account.md §5:
 * digits, then / or -, then digits). The output is the month, 'yyyy-MM'.
 */
const parseMonth: Parse<string> = (raw) => {
  const bad = { ok: false, message: FINANCIAL_MSG.budget.dateInvalid } as const;
  if (typeof raw !== 'string') return bad;
  const m = DATE.exec(raw.trim());
  if (!m) return bad;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (year < 1900 || year > 2100 || month < 1 || month > 12) return bad;
  if (m[3] !== undefined) {
    const day = Number(m[3]);
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    if (day < 1 || day > last) return bad;
  }
  return { ok: true, value: `${m[1]}-${String(month).padStart(2, '0')}` };
};

const C = FINANCIAL_MSG.category;
const V = FINANCIAL_MSG.value;
const B = FINANCIAL_MSG.budget;
const categoryField = field({ required: C.required, invalid: C.invalid }, parseId(C.invalid));
const valueField = field({ required: V.required, invalid: V.digits }, parsePesos);
const budgetCategoryField = field(
  { required: B.categoryRequired, invalid: B.categoryUnknown },
  parseId(B.categoryUnknown),
);
const dateField = field({ required: B.dateRequired, invalid: B.dateInvalid }, parseMonth);
const option = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (iss) =>
      iss.input === undefined || iss.input === null ? MSG.required : MSG.register.unknownOption,
  });

/** POST /api/financial_info/ (docs/product/1-account.md §3). Whether the category applies to the type is checked on the server. */
/**
 * A liability's due date (issue 23 item 5): 'YYYY-MM-DD', or null / '' for none. Due more than 12
 * months after a balance's cut-off, the liability is non-current there.
 */
const dueDateField = z
  .union([z.string(), z.null()], { error: DATE_INVALID })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const text = v?.trim() ?? '';
    if (text === '') return null;
    if (!isCalendarDate(text)) {
      ctx.addIssue({ code: 'custom', message: DATE_INVALID });
      return z.NEVER;
    }
    return text;
  });

/**
 * Who owes an opening receivable or is owed an opening liability (optional; LEDGER.md "Journal,
 * ledger and CSV"): name and identification, a NIT's DV typed apart or after '-' (checked).
 */
export const ZOpeningThirdParty = z.object({
  name: requiredText(FINANCIAL_MSG.thirdParty.name, 200, FINANCIAL_MSG.thirdParty.nameLong),
  doc_type: requiredId(FINANCIAL_MSG.thirdParty.docType),
  doc_number: requiredText(FINANCIAL_MSG.thirdParty.docNumber, 20, FINANCIAL_MSG.thirdParty.docNumberLong),
  dv: optionalText(1, NIT_MSG.digits),
});
export type OpeningThirdParty = z.output<typeof ZOpeningThirdParty>;

export const ZFinancialInfoCreate = z.object({
  category: categoryField.required,
  value: valueField.required,
  financial_type: option(FINANCIAL_TYPES),
  due_date: dueDateField,
  third_party: ZOpeningThirdParty.nullable().optional(),
});
export type TFinancialInfoCreate = z.input<typeof ZFinancialInfoCreate>;

/** PATCH /api/financial_info/{id}/: any subset of the create fields. */
export const ZFinancialInfoUpdate = z.object({
  category: categoryField.optional,
  value: valueField.optional,
  financial_type: option(FINANCIAL_TYPES).optional(),
  due_date: dueDateField,
  /** Another third party; null takes it away. */
  third_party: ZOpeningThirdParty.nullable().optional(),
});
export type TFinancialInfoUpdate = z.input<typeof ZFinancialInfoUpdate>;

/** POST /api/budgets/ (docs/product/1-account.md §3); `date` comes out as 'yyyy-MM'. */
export const ZBudgetCreate = z.object({
  date: dateField.required,
  category: budgetCategoryField.required,
  value: valueField.required,
  financial_mov: option(FINANCIAL_MOVS),
});
export type TBudgetCreate = z.input<typeof ZBudgetCreate>;

export const ZBudgetUpdate = z.object({
  date: dateField.optional,
  category: budgetCategoryField.optional,
  value: valueField.optional,
  financial_mov: option(FINANCIAL_MOVS).optional(),
});
export type TBudgetUpdate = z.input<typeof ZBudgetUpdate>;
