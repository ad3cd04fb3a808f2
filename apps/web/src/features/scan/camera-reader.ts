/**
 * Reads barcodes from the camera (issue 10 item 3, decision 027): the browser's BarcodeDetector
 * where it exists (Android Chrome, Safari 17+), else ZXing's JS reader, bundled and loaded only
 * when the scanner opens — nothing is downloaded at run time. Answers a stop function.
 */

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats: () => Promise<string[]>;
};

const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'qr_code', 'itf'];

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const supported = await Native.getSupportedFormats().catch(() => [] as string[]);
  const formats = FORMATS.filter((f) => supported.includes(f));
  return formats.length ? new Native({ formats }) : null;
}

export async function readBarcodes(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
): Promise<() => void> {
  const native = await nativeDetector();
  if (native) {
    const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
    video.srcObject = stream;
    await video.play();
    let stopped = false;
    const stop = () => {
      stopped = true;
      for (const track of stream.getTracks()) track.stop();
    };
    const tick = async () => {
      if (stopped) return;
      const found = await native.detect(video).catch(() => []);
      const code = found[0]?.rawValue;
      if (code) {
        stop();
        onCode(code);
      } else {
        setTimeout(() => void tick(), 150);
      }
    };
    void tick();
    return stop;
  }
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  const reader = new BrowserMultiFormatReader();
  const controls = await reader.decodeFromConstraints(
    { video: { facingMode: 'environment' } },
    video,
    (result, _error, ctl) => {
      if (!result) return;
      ctl.stop();
      onCode(result.getText());
    },
  );
  return () => controls.stop();
}
