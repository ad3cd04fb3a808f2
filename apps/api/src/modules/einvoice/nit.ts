// DIAN's check digit (dígito de verificación, DV) of a NIT: módulo 11 with DIAN's prime weights,
// applied from the rightmost digit. Documents carry it beside the NIT (schemeID of CompanyID and
// SoftwareProvider/ProviderID), never inside the keys (CUFE/CUDE take the NIT without DV).
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
