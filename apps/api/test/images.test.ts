import { IMAGE_MSG, MAX_UPLOAD_BYTES } from '@cc/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfImage, prepareUpload, STORED_MAX_EDGE } from '../src/lib/images.ts';
import { concurrencyLimit } from '../src/lib/limit.ts';
import { corruptPng, flatPng, noisyPng, photoJpeg, truncatedJpeg } from './helpers/images.ts';

/** The stored copy, or the test fails with the refusal. */
async function stored(data: Buffer) {
  const out = await prepareUpload(data);
  if ('error' in out) throw new Error(`refused: ${out.error}`);
  return { ...out, meta: await sharp(out.data).metadata() };
}

describe('prepareUpload: only what decodes is kept, re-encoded', () => {
  it('refuses a PNG with a valid header and corrupt pixel data (the 77-byte logo of issue 8)', async () => {
    const png = corruptPng();
    expect(png).toHaveLength(77);
    expect(await prepareUpload(png)).toEqual({ error: IMAGE_MSG.invalid });
  });

  it('refuses a truncated JPEG', async () => {
    expect(await prepareUpload(await truncatedJpeg())).toEqual({ error: IMAGE_MSG.invalid });
  });

  it('refuses an image over 40 megapixels before decoding it, however small the file', async () => {
    const bomb = await flatPng(8000, 8000);
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const started = Date.now();
    expect(await prepareUpload(bomb)).toEqual({ error: IMAGE_MSG.tooManyPixels });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses other formats sharp could read, and bytes that only pretend', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    const signatureOnly = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(64, 1)]);
    for (const data of [svg, tiff, signatureOnly, Buffer.alloc(0)]) {
      expect(await prepareUpload(data)).toEqual({ error: IMAGE_MSG.invalid });
    }
    expect(await prepareUpload(Buffer.alloc(MAX_UPLOAD_BYTES + 1))).toEqual({ error: IMAGE_MSG.tooBig });
  });

  it('shrinks a large photo to fit, as a smaller JPEG', async () => {
    const photo = await photoJpeg(3000, 2000);
    const out = await stored(photo);
    expect(out.ext).toBe('jpg');
    expect(out.meta).toMatchObject({ format: 'jpeg', width: STORED_MAX_EDGE, height: 1067 });
    expect(out.data.length).toBeLessThan(photo.length);
  });

  it('keeps a small image at its size; turns a phone photo upright and drops its metadata', async () => {
    const sideways = await sharp(await photoJpeg(300, 200))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'GPS aquí' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const out = await stored(sideways);
    expect(out.meta).toMatchObject({ width: 200, height: 300 });
    expect(out.meta.orientation).toBeUndefined();
    expect(out.meta.exif).toBeUndefined();
  });

  it('PNG, GIF and transparent WebP are kept as PNG; opaque WebP as JPEG', async () => {
    const base = () => sharp({ create: { width: 40, height: 30, channels: 4, background: '#ff000080' } });
    const opaque = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#00ff00' } });
    const cases: [Buffer, 'png' | 'jpg'][] = [
      [await base().png().toBuffer(), 'png'],
      [await base().gif().toBuffer(), 'png'],
      [await base().webp().toBuffer(), 'png'],
      [await opaque().webp().toBuffer(), 'jpg'],
    ];
    for (const [input, ext] of cases) {
      const out = await stored(input);
      expect(out.ext).toBe(ext);
      expect(out.meta).toMatchObject({ format: ext === 'jpg' ? 'jpeg' : 'png', width: 40, height: 30 });
    }
    expect((await stored(cases[0]?.[0] as Buffer)).meta.hasAlpha).toBe(true);
  });

  it('photo-like pixels in a PNG are bounded: half the edge with transparency, JPEG without', async () => {
    const withAlpha = await noisyPng(1100, 1000);
    expect(withAlpha.length).toBeGreaterThan(2 * 1024 * 1024);
    const halved = await stored(withAlpha);
    expect(halved.ext).toBe('png');
    expect(halved.meta).toMatchObject({ hasAlpha: true, width: STORED_MAX_EDGE / 2, height: 727 });

    const opaque = await sharp(await photoJpeg(1000, 1000))
      .png()
      .toBuffer();
    expect(opaque.length).toBeGreaterThan(2 * 1024 * 1024);
    const asJpeg = await stored(opaque);
    expect(asJpeg.ext).toBe('jpg');
    expect(asJpeg.meta).toMatchObject({ width: 1000, height: 1000 });
    expect(asJpeg.data.length).toBeLessThan(opaque.length / 2);
  });
});

describe('pdfImage', () => {
  it('is a small JPEG for any readable image, null for an unreadable one', async () => {
    const logo = await pdfImage(await noisyPng(900, 600));
    expect(logo && (await sharp(logo).metadata())).toMatchObject({ format: 'jpeg', width: 400, height: 267 });
    expect(await pdfImage(corruptPng())).toBeNull();
    expect(await pdfImage(await truncatedJpeg())).toBeNull();
    expect(await pdfImage(await flatPng(8000, 8000))).toBeNull();
    expect(await pdfImage(Buffer.from('%PDF-1.4'))).toBeNull();
  });
});

describe('concurrencyLimit', () => {
  it('runs at most the given number at once, in order, and a failure frees its place', async () => {
    const run = concurrencyLimit(2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number, fail = false) =>
      run(async () => {
        active++;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(n);
        active--;
        if (fail) throw new Error(`tarea ${n}`);
        return n;
      });
    const results = await Promise.allSettled([task(1), task(2, true), task(3), task(4), task(5)]);
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
