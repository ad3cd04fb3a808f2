// How the keys (CUFE, CUDE) and the document write an amount: two decimals, '.' as separator, no
// thousands separator. DIAN truncates further decimals instead of rounding them (Anexo Técnico),
// so a value read back from a document ('235.2801') keeps its first two decimals as written.

/** An amount in integer pesos (what the app stores) or a decimal as written in a document. */
export type Amount = number | string;

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

export function keyAmount(value: Amount): string {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new Error(`Valor en pesos inválido: ${value}`);
    }
    return `${value}.00`;
  }
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`Valor inválido: ${value}`);
  const whole = (match[1] as string).replace(/^0+(?=\d)/, '');
  const cents = `${match[2] ?? ''}00`.slice(0, 2);
  return `${whole}.${cents}`;
}
