import { createHash, type Hash } from 'node:crypto';

/**
 * SHA-256 of a value in a canonical form: object keys sorted, undefined members dropped, every
 * string and byte run length-prefixed (so no two different values share an encoding), and
 * Buffers hashed as their bytes — an uploaded image is part of what a request asks for.
 */
export function fingerprint(value: unknown): string {
  const hash = createHash('sha256');
  feed(hash, value);
  return hash.digest('hex');
}

function feed(hash: Hash, value: unknown): void {
  if (value === null || value === undefined) {
    hash.update('n;');
  } else if (typeof value === 'string') {
    hash.update(`s${Buffer.byteLength(value)}:`).update(value);
  } else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    hash.update(`${typeof value}:${String(value)};`);
  } else if (value instanceof Uint8Array) {
    hash.update(`b${value.byteLength}:`).update(value);
  } else if (value instanceof Date) {
    hash.update(`d${value.toISOString()};`);
  } else if (Array.isArray(value)) {
    hash.update(`a${value.length}[`);
    for (const item of value) feed(hash, item);
    hash.update(']');
  } else if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    hash.update(`o${entries.length}{`);
    for (const [k, v] of entries) {
      hash.update(`${Buffer.byteLength(k)}:`).update(k);
      feed(hash, v);
    }
    hash.update('}');
  } else {
    hash.update(`?${String(value)};`);
  }
}
