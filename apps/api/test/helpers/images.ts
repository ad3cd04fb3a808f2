import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
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

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG with well-formed chunks (RGBA, 8 bits) whose header and data say whatever is asked. */
export function craftedPng(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The 77-byte logo of issue 8: a valid signature and header (1×1 RGBA) with image data that is
 * not zlib. pdfkit inflates RGBA data in an async callback and threw there, ending the process.
 */
export const corruptPng = () => craftedPng(1, 1, Buffer.from('esto no es zlib, no!'));

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

/**
 * Files no upload may store or answer with a 5xx: broken, cut, lying about their size, too many
 * pixels, or not images at all. Built once per test file (a few hundred KB).
 */
export async function badImages(): Promise<{ name: string; data: Buffer }[]> {
  const cut = (b: Buffer) => b.subarray(0, Math.floor(b.length / 2));
  const small = sharp({ create: { width: 64, height: 48, channels: 4, background: '#336699cc' } });
  return [
    { name: 'corrupt.png', data: corruptPng() },
    { name: 'truncated.jpg', data: await truncatedJpeg() },
    { name: 'truncated.png', data: cut(await noisyPng(64, 48)) },
    { name: 'truncated.gif', data: cut(await small.clone().gif().toBuffer()) },
    { name: 'truncated.webp', data: cut(await small.clone().webp().toBuffer()) },
    { name: 'huge-header.png', data: craftedPng(100_000, 100_000, deflateSync(Buffer.alloc(64))) },
    { name: 'zero-size.png', data: craftedPng(0, 0, deflateSync(Buffer.alloc(1))) },
    { name: '8000x8000.png', data: await flatPng(8000, 8000) },
    { name: 'signature-only.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) },
    { name: 'script.png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
    { name: 'texto.gif', data: Buffer.from('GIF89a pero en realidad es texto') },
  ];
}
