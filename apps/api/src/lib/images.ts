import { MAX_UPLOAD_BYTES } from '@cc/shared';

const SIGNATURES: { ext: string; test: (b: Buffer) => boolean }[] = [
  {
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    ext: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export const IMAGE_INVALID = 'Solo se aceptan imágenes PNG, JPG, GIF o WEBP.';
export const IMAGE_TOO_BIG = 'La imagen no puede pesar más de 5 MB.';

/** The image type by its content (magic bytes), never by the name or the declared type. */
export function detectImage(data: Buffer): { ext: string } | { error: string } {
  if (data.length > MAX_UPLOAD_BYTES) return { error: IMAGE_TOO_BIG };
  const match = SIGNATURES.find((s) => s.test(data));
  return match ? { ext: match.ext } : { error: IMAGE_INVALID };
}
