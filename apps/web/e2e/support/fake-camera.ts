import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The CommonJS build of ZXing (its ES build is for bundlers): the writer runs in Node as it is.
const { BarcodeFormat, EncodeHintType, MultiFormatWriter } = createRequire(import.meta.url)(
  '@zxing/library',
) as typeof import('@zxing/library');

/**
 * A Y4M video of a barcode for Chromium's fake camera (--use-file-for-fake-video-capture): white
 * frames with the black modules of `text`, 640×480 4:2:0. A QR code: ZXing's JS build writes only
 * 2D codes (the reader in the app reads EAN/UPC/Code 128 too).
 */
export function writeBarcodeVideo(path: string, text: string): void {
  const width = 640;
  const height = 480;
  const hints = new Map([[EncodeHintType.MARGIN, 4]]);
  const bars = new MultiFormatWriter().encode(text, BarcodeFormat.QR_CODE, 360, 360, hints);
  const luma = Buffer.alloc(width * height, 235);
  const left = Math.floor((width - bars.getWidth()) / 2);
  const top = Math.floor((height - bars.getHeight()) / 2);
  for (let y = 0; y < bars.getHeight(); y += 1) {
    for (let x = 0; x < bars.getWidth(); x += 1) {
      if (bars.get(x, y)) luma[(top + y) * width + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, frame, frame, frame, frame, frame]));
}
