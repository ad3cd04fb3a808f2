// Exact decimal arithmetic for the simulator's checks: an xsd:decimal as written ('83300.00',
// '2521.5', '19.00') becomes a bigint of millionths, so sums and products never round.
const SCALE_DIGITS = 6;
export const ONE = 10n ** BigInt(SCALE_DIGITS);

export function parseDecimal(value: string): bigint {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match || (match[2] === '' && !match[3])) throw new Error(`Valor decimal inválido: ${value}`);
  const fraction = (match[3] ?? '').padEnd(SCALE_DIGITS, '0');
  if (fraction.length > SCALE_DIGITS && /[1-9]/.test(fraction.slice(SCALE_DIGITS))) {
    throw new Error(`Demasiados decimales: ${value}`);
  }
  const scaled = BigInt(match[2] || '0') * ONE + BigInt(fraction.slice(0, SCALE_DIGITS) || '0');
  return match[1] === '-' ? -scaled : scaled;
}

export function sum(values: bigint[]): bigint {
  return values.reduce((total, value) => total + value, 0n);
}

/** a × b ÷ c, all scaled, truncated toward zero (a tolerance absorbs the truncation). */
export function mulDiv(a: bigint, b: bigint, c: bigint): bigint {
  return (a * b) / c;
}

export function abs(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** Back to the shortest decimal text: 19000000n → '19', 19500000n → '19.5'. */
export function formatDecimal(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const magnitude = abs(value);
  const fraction = (magnitude % ONE).toString().padStart(SCALE_DIGITS, '0').replace(/0+$/, '');
  return `${sign}${magnitude / ONE}${fraction ? `.${fraction}` : ''}`;
}
