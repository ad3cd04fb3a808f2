import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/** A PNG chunk with its length and CRC, so only the image data inside is wrong. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The 77-byte logo of issue 8: a valid signature and header (1×1 RGBA) with image data that is
 * not zlib. pdfkit inflates RGBA data in an async callback and threw there, ending the process.
 */
export function corruptPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from('esto no es zlib, no!')),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Random pixels: they compress like the worst photo, so re-encoding has work to do. */
const noise = (width: number, height: number, channels: 3 | 4): Sharp =>
  sharp(randomBytes(width * height * channels), { raw: { width, height, channels } });

export const photoJpeg = (width: number, height: number, quality = 70) =>
  noise(width, height, 3).jpeg({ quality }).toBuffer();
export const noisyPng = (width: number, height: number) => noise(width, height, 4).png().toBuffer();

/** A flat PNG: a few hundred KB even at 8000×8000 (the 249 KB one). */
export const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();

/** A real JPEG cut in half, as an interrupted transfer leaves it. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await photoJpeg(200, 150);
  return whole.subarray(0, Math.floor(whole.length / 2));
}
