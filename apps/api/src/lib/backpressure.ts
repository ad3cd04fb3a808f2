import type { Stream, Writable } from 'node:stream';

/**
 * Waits until `stream` can take more (its buffer drained) or `out` — what the client reads — has
 * closed; resolves whether the client is still there. A download that writes without asking
 * buffered a whole year's file for a slow client, and one whose client left kept reading the
 * database. Listeners, not once() with an AbortSignal: each abort built an AbortError with its
 * stack (~60 ms of CPU in the 100k-sale download, ADR 023).
 */
export async function roomIn(
  stream: Writable,
  out: Stream & { destroyed: boolean } = stream,
): Promise<boolean> {
  if (out.destroyed) return false;
  if (!stream.writableNeedDrain) return true;
  await new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      out.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    out.on('close', done);
  });
  return !out.destroyed;
}
