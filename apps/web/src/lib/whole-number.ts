import { INCOME_MSG } from '@cc/shared';

const DIGITS = /^\d+$/;

/** Whole pesos or units typed by the user: the number, or null when the text is not digits only. */
export function wholeOf(text: string): number | null {
  const t = text.trim();
  return DIGITS.test(t) ? Number(t) : null;
}

/**
 * The alert for a required amount (docs/product/2-inventory-income-purchases.md §5): the field's own text when it is empty or zero,
 * 'Solo se aceptan números, sin puntos, ni espacios.' when it is not digits only.
 */
export function requiredWholeAlert(text: string, missing: string): string | null {
  if (text.trim() === '') return missing;
  const n = wholeOf(text);
  if (n === null) return INCOME_MSG.valueInvalid;
  return n > 0 ? null : missing;
}

/**
 * A whole-number field's text as typed (issue 30 item 7): the digits a phone adds to a field that
 * showed '0' drop the zero ('024' → '24'), while '0' itself, an empty field and anything that is
 * not digits only are left for the validation to judge.
 */
export function typedWhole(text: string): string {
  return DIGITS.test(text) ? text.replace(/^0+(?=\d)/, '') : text;
}
