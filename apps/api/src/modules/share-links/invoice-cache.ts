import { createHash } from 'node:crypto';

export type CachedFile = { name: string; type: string; body: Buffer };
type Entry = { version: string; file: CachedFile; expiresAt: number };

/** The version of a document: the SHA-256 of everything it is drawn from (JSON, stable order). */
export const versionOf = (content: unknown): string =>
  createHash('sha256').update(JSON.stringify(content)).digest('base64url');

/**
 * The PDFs of shared links, in this process (decision 027, 'Shared links under load'): one entry
 * per document, valid for one version of its contents and until the last link that asked for it
 * expires. Least recently used entries go first once the bodies pass `maxBytes`. Requests for a
 * version being drawn wait for that drawing instead of starting their own.
 */
export function fileCache(maxBytes: number) {
  const entries = new Map<string, Entry>();
  const drawing = new Map<string, Promise<CachedFile>>();
  let bytes = 0;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.file.body.length;
  }

  function keep(key: string, entry: Entry, nowMs: number): void {
    drop(key);
    if (entry.file.body.length > maxBytes) return;
    for (const [k, e] of entries) if (e.expiresAt <= nowMs) drop(k);
    entries.set(key, entry);
    bytes += entry.file.body.length;
    // A Map iterates in insertion order, and a hit re-inserts: the first key is the least recent.
    for (const k of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(k);
    }
  }

  return {
    /**
     * The file of `key` at `version`: cached, being drawn, or drawn now by `draw`. `expiresAt`
     * (ms) is when the link asking for it dies; the entry lives until the last such link does.
     * A failed drawing is nobody's cache: the next request draws again.
     */
    async get(
      key: string,
      version: string,
      expiresAt: number,
      nowMs: number,
      draw: () => Promise<CachedFile>,
    ): Promise<CachedFile> {
      const hit = entries.get(key);
      if (hit && hit.version === version && hit.expiresAt > nowMs) {
        entries.delete(key);
        entries.set(key, hit);
        hit.expiresAt = Math.max(hit.expiresAt, expiresAt);
        return hit.file;
      }
      if (hit) drop(key);
      const id = `${key} ${version}`;
      let pending = drawing.get(id);
      if (!pending) {
        pending = draw()
          .then((file) => {
            keep(key, { version, file, expiresAt }, nowMs);
            return file;
          })
          .finally(() => drawing.delete(id));
        drawing.set(id, pending);
      }
      return pending;
    },
    drop,
    /** Entries and bytes held (tests, logs). */
    size: () => ({ entries: entries.size, bytes }),
  };
}
