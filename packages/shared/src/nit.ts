// DIAN's check digit (dígito de verificación, DV) of a NIT: módulo 11 with DIAN's prime weights,
// applied from the rightmost digit. Documents carry it beside the NIT (the e-invoice's schemeID of
// CompanyID and SoftwareProvider/ProviderID; the journal CSV's `dv` column), never inside the
// number (CUFE/CUDE take the NIT without DV; the directory stores it in its own column).
const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

export function nitCheckDigit(nit: string): string {
  if (!/^\d{1,15}$/.test(nit)) throw new Error(`NIT inválido: ${nit}`);
  let sum = 0;
  const digits = [...nit].reverse();
  digits.forEach((digit, i) => {
    sum += Number(digit) * (WEIGHTS[i] as number);
  });
  const rest = sum % 11;
  return String(rest > 1 ? 11 - rest : rest);
}

/** document_types id of a NIT (the reference data's 31, DIAN's code). */
export const NIT_DOCUMENT_TYPE = 31;

export const NIT_MSG = {
  digits: 'El NIT debe tener solo dígitos (sin puntos ni guiones), hasta 15.',
  checkDigit: (expected: string) =>
    `El dígito de verificación no corresponde al NIT (según la DIAN es ${expected}).`,
} as const;

/**
 * A NIT as typed with or without its DV ('900123456', '900123456-7', '900.123.456-7'): the number
 * and the DV, checked with DIAN's módulo 11. Null when the DV typed (or sent apart) is wrong or
 * the number is not one; `dv` given apart wins over a suffix.
 */
export function parseNit(
  typed: string,
  dvApart?: string | null,
): { number: string; dv: string } | { error: string } {
  const compact = typed.replace(/[\s.]/g, '');
  const m = /^(\d{1,15})(?:-(\d))?$/.exec(compact);
  if (!m?.[1]) return { error: NIT_MSG.digits };
  const number = m[1];
  const expected = nitCheckDigit(number);
  const given = dvApart?.trim() || m[2];
  if (given !== undefined && given !== '' && given !== expected)
    return { error: NIT_MSG.checkDigit(expected) };
  return { number, dv: expected };
}
