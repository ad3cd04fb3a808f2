/**
 * Exact ratio of two integers rounded half away from zero to `decimals` places, computed with
 * BigInt so no float ever enters the division. A zero divisor gives null (never Infinity/NaN).
 */
export function ratio(numerator: bigint, denominator: bigint, decimals = 2): number | null {
  if (denominator === 0n) return null;
  const scale = 10n ** BigInt(decimals);
  let num = numerator * scale;
  let den = denominator;
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const negative = num < 0n;
  const abs = negative ? -num : num;
  const rounded = (2n * abs + den) / (2n * den); // ⌊abs/den + 1/2⌋
  const scaled = negative ? -rounded : rounded;
  // At most `decimals` places: Number(scaled) / scale is the nearest double to the exact result.
  const out = Number(scaled) / Number(scale);
  return out === 0 ? 0 : out; // no -0
}

export const big = (n: number): bigint => BigInt(n);
