/**
 * Whole pesos as people type and paste them (issue 10 item 4). The field shows es-CO thousands
 * separators ('500.000'); its value is the digits alone ('500000', '' when empty).
 */

/** 15 digits stay below 2^53 and above every limit the schemas enforce (999.999.999.999). */
export const MONEY_MAX_DIGITS = 15;

/** The digits a form value stands for: a number, a digit string, or '' for nothing. */
export function moneyDigits(value: number | string | null | undefined): string {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : '';
  if (typeof value !== 'string') return '';
  const t = value.trim();
  return /^\d+$/.test(t) ? String(Number(t)) : '';
}

/** '500000' → '500.000' (the field's display; the server never sees dots). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Two texts of a field mean the same amount ('' and '0' both mean nothing typed yet). */
export const sameAmount = (a: string, b: string): boolean => Number(a || 0) === Number(b || 0);

const ES_GROUPS = /^\d{1,3}(\.\d{3})+(,\d+)?$/;
const EN_GROUPS = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const PLAIN = /^\d+([.,]\d{1,2})?$/;

/**
 * Pesos in a pasted text, as the digits of a whole amount, or null when the text is not an amount.
 * '500.000', '$ 500.000', '500000', '1.500.000,00' (es-CO), '1,500,000.00' (a bank export) and
 * '2500,5' are read; cents are rounded to the nearest peso, since pesos have no minor unit here.
 */
export function pastedPesos(text: string): string | null {
  const t = text.replace(/COP|\$|\s|\u00a0/gi, '');
  let whole: string;
  let cents = '';
  if (ES_GROUPS.test(t)) {
    [whole = '', cents = ''] = t.split(',');
    whole = whole.replaceAll('.', '');
  } else if (EN_GROUPS.test(t)) {
    [whole = '', cents = ''] = t.split('.');
    whole = whole.replaceAll(',', '');
  } else if (PLAIN.test(t)) {
    [whole = '', cents = ''] = t.split(/[.,]/);
  } else {
    return null;
  }
  const roundUp = cents !== '' && Number(`0.${cents}`) >= 0.5;
  const digits = roundUp ? String(BigInt(whole) + 1n) : String(BigInt(whole));
  return digits.length <= MONEY_MAX_DIGITS ? digits : null;
}
