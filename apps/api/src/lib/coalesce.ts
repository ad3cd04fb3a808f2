import { Transform } from 'node:stream';

/**
 * A pass-through that hands its chunks on joined into pieces of at least `minBytes` (the rest at
 * the end). A zip stream emits pieces of 2 bytes to 32 KB, and each became a write to the
 * client's socket: hundreds of system calls per large download instead of ~30 (ADR 023).
 */
export function coalescing(minBytes: number): Transform {
  let held: Buffer[] = [];
  let size = 0;
  const release = (t: Transform) => {
    if (size === 0) return;
    t.push(held.length === 1 ? held[0] : Buffer.concat(held, size));
    held = [];
    size = 0;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      held.push(chunk);
      size += chunk.length;
      if (size >= minBytes) release(this);
      done();
    },
    flush(done) {
      release(this);
      done();
    },
  });
}
