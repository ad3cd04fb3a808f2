import { MAX_UPLOAD_BYTES } from './constants.ts';

/**
 * The most pixels an uploaded image may have: 40 megapixels takes every ordinary camera and
 * phone photo (12–24 MP, 8000 × 5000 at most) and refuses decompression bombs such as the
 * 249 KB, 8000 × 8000 PNG of issue 8, whose decoded pixels alone are 256 MB.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Field errors of an image upload (logo, inventory image); the spec has no wording for them. */
export const IMAGE_MSG = {
  invalid: 'Solo se aceptan imágenes PNG, JPG, GIF o WEBP.',
  tooBig: `La imagen no puede pesar más de ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  tooManyPixels:
    'La imagen es demasiado grande: puede tener hasta 40 megapíxeles (por ejemplo, 8000 × 5000).',
} as const;
