import { IMAGE_MSG, MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES } from '@cc/shared';
import type sharpFn from 'sharp';
import { fairLimit } from './fair-limit.ts';

/**
 * Uploaded images are decoded in full by sharp (libvips) before anything keeps them, and only
 * the re-encoded copy is stored (decision 013). sharp works in libuv's thread pool, off the
 * event loop; that pool (4 threads) also serves file reads and the scrypt of every login, so at
 * most two images are worked on at once, each on one libvips thread, and at most one of each
 * user's (for callers that pass the owner): a shop sending many large photos waits behind its
 * own, not another shop's logo.
 * Every image is new, so libvips' operation cache would only hold memory.
 */
let sharpLoaded: Promise<typeof sharpFn> | undefined;
/** sharp (libvips, ~24 MB resident) is loaded by the first image, not by every start (ADR 029). */
function loadSharp(): Promise<typeof sharpFn> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoaded;
}
/** Images worked on at once, in all (the thread pool's share) and per user (decision 013). */
export const IMAGE_JOBS = { total: 2, perOwner: 1 } as const;
const limit = fairLimit(IMAGE_JOBS);
/**
 * Whose image it is: the user id, so one user's images queue behind each other only. Undefined
 * (a caller that does not say) is bounded by the total alone, in arrival order.
 */
export type ImageOwner = number | undefined;

/** Longest side of a stored image: sharp on a retina screen in the detail views, a fraction of a photo's bytes. */
export const STORED_MAX_EDGE = 1600;
/** Above this a stored PNG is made smaller (see prepareUpload); the worst case stays under the upload cap. */
const PNG_MAX_BYTES = 2 * 1024 * 1024;
/** libjpeg-turbo at 82: mozjpeg saves a fifth of the bytes for two to four times the CPU. */
const JPEG = { quality: 82 } as const;
/** Longest side of an image embedded in a PDF: about 360 dpi for the invoice's 80-point logo box. */
const PDF_MAX_EDGE = 400;

type Kind = 'png' | 'jpg' | 'gif' | 'webp';
const SIGNATURES: { kind: Kind; format: string; test: (b: Buffer) => boolean }[] = [
  {
    kind: 'png',
    format: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { kind: 'jpg', format: 'jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    kind: 'gif',
    format: 'gif',
    test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  },
  {
    kind: 'webp',
    format: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/**
 * The four formats we take, by content (never by name or declared type). Checked before sharp
 * sees the bytes, so libvips' other loaders (SVG, TIFF, HEIF, PDF…) are never reached.
 */
function signatureOf(data: Buffer) {
  return SIGNATURES.find((s) => s.test(data));
}

/**
 * Reads the whole image: `failOn: 'error'` refuses corrupt and truncated data but not the
 * harmless warnings many phone JPEGs carry; the pixel limit holds even if the header lied.
 * Animated GIF and WebP keep their first frame.
 */
const decode = (sharp: typeof sharpFn, data: Buffer) =>
  sharp(data, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });

export type StoredImage = { data: Buffer; ext: 'png' | 'jpg' };

/**
 * An upload checked and made safe to keep: decoded in full, turned upright (EXIF orientation),
 * shrunk to fit STORED_MAX_EDGE, stripped of metadata (GPS position of phone photos included)
 * and re-encoded. JPEG stays JPEG; PNG, GIF and transparent WebP become PNG, opaque WebP JPEG:
 * the two formats a PDF embeds. Anything that does not decode is refused with the image message.
 * `owner`: the uploading user (see ImageOwner).
 */
export async function prepareUpload(
  data: Buffer,
  owner?: ImageOwner,
): Promise<StoredImage | { error: string }> {
  if (data.length > MAX_UPLOAD_BYTES) return { error: IMAGE_MSG.tooBig };
  const signature = signatureOf(data);
  if (!signature) return { error: IMAGE_MSG.invalid };
  try {
    return await limit(owner, async () => {
      const sharp = await loadSharp();
      // The header alone: tells a bomb from a broken file before a single pixel is decoded.
      const meta = await sharp(data, { limitInputPixels: false }).metadata();
      if (meta.format !== signature.format) return { error: IMAGE_MSG.invalid };
      if (meta.width * meta.height > MAX_IMAGE_PIXELS) return { error: IMAGE_MSG.tooManyPixels };
      const jpeg = signature.kind === 'jpg' || (signature.kind === 'webp' && !meta.hasAlpha);
      const upright = decode(sharp, data).autoOrient();
      const fit = (edge: number) => upright.resize(edge, edge, { fit: 'inside', withoutEnlargement: true });
      if (jpeg) return { data: await fit(STORED_MAX_EDGE).jpeg(JPEG).toBuffer(), ext: 'jpg' };
      const png = await fit(STORED_MAX_EDGE).png().toBuffer();
      if (png.length <= PNG_MAX_BYTES) return { data: png, ext: 'png' };
      // Photo-like pixels in a PNG. Without transparency JPEG holds them; with it, half the edge
      // does (at most 800 × 800 × 4 bytes). Quantising to a palette would take seconds of CPU.
      return meta.hasAlpha
        ? {
            data: await fit(STORED_MAX_EDGE / 2)
              .png()
              .toBuffer(),
            ext: 'png',
          }
        : { data: await sharp(png).jpeg(JPEG).toBuffer(), ext: 'jpg' };
    });
  } catch {
    // libvips' reasons (bad zlib data, premature end, exceeds pixel limit) all mean the same to
    // the user: this file is not an image we can use.
    return { error: IMAGE_MSG.invalid };
  }
}

/**
 * A stored image as a small JPEG on white for a PDF, or null when it cannot be read (a file
 * kept before uploads were decoded, or damaged on disk). pdfkit embeds a JPEG as it is, with
 * no decoding of its own: its PNG path inflates in an async callback, where an error cannot be
 * caught and ends the process (issue 8). `owner`: the user whose document it is (see ImageOwner).
 */
export async function pdfImage(data: Buffer, owner?: ImageOwner): Promise<Buffer | null> {
  if (!signatureOf(data)) return null;
  try {
    const sharp = await loadSharp();
    return await limit(owner, () =>
      decode(sharp, data)
        .autoOrient()
        .resize(PDF_MAX_EDGE, PDF_MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
  } catch {
    return null;
  }
}
