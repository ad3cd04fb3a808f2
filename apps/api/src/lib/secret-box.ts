import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Secrets a shop gives the app to act for it (its signing certificate, its PIN) are kept sealed:
// AES-256-GCM, a fresh 96-bit IV each time, and `context` (whose secret and what it is) as
// associated data, so a sealed value copied into another row or field does not open there.

const VERSION = 'v1';
const b64 = (buf: Buffer) => buf.toString('base64url');

/** `v1.<iv>.<tag>.<ciphertext>`, base64url: a text column holds it. */
export function seal(key: Buffer, plaintext: Buffer, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(ciphertext)].join('.');
}

/** The plaintext of `sealed`; throws when the key, the context or a single byte differs. */
export function unseal(key: Buffer, sealed: string, context: string): Buffer {
  const [version, iv = '', tag = '', ciphertext = ''] = sealed.split('.');
  if (version !== VERSION) throw new Error(`unknown sealed-secret version ${version}`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
}
