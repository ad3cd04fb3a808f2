/**
 * One Idempotency-Key per form submission (docs/decisions/014). A submission is one call with one
 * body. Its key is kept while no definitive answer has come back — still in flight, no connection,
 * a 5xx, the server's 409 'still processing' or 429 — so sending it again (a double tap, 'Enviar'
 * after a lost answer) repeats the key and the server answers the first result instead of writing
 * a second document. Any other answer ends the submission: sending again is a new submission
 * with a new key (a refused sale may go through after the stock arrives).
 */

type Open = { key: string; openedAt: number };

/** The server forgets a key after 24 h; an hour is plenty for a retry from the same screen. */
const KEEP_MS = 60 * 60 * 1000;
const open = new Map<string, Open>();

export type Submission = {
  key: string;
  /** The answer's status (0: none came back): a definitive one closes the submission. */
  settle: (status: number) => void;
};

export function startSubmission(method: string, path: string, body: unknown): Submission {
  const now = Date.now();
  for (const [id, entry] of open) if (now - entry.openedAt > KEEP_MS) open.delete(id);
  const id = `${method} ${path} ${identityOf(body)}`;
  let entry = open.get(id);
  if (!entry) {
    entry = { key: newKey(), openedAt: now };
    open.set(id, entry);
  }
  const { key } = entry;
  return {
    key,
    settle: (status) => {
      if (isDefinitive(status) && open.get(id)?.key === key) open.delete(id);
    },
  };
}

/** Worth retrying with the same key: no answer, a server failure, or the first still running. */
function isDefinitive(status: number): boolean {
  return status >= 200 && status < 500 && status !== 409 && status !== 429;
}

/** What makes two sends the same submission: the body, files named by name, size, type and date. */
function identityOf(body: unknown): string {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const parts: [string, string][] = [];
    for (const [name, value] of body.entries()) {
      parts.push([
        name,
        typeof value === 'string'
          ? value
          : `file:${value.name}:${value.size}:${value.type}:${value.lastModified}`,
      ]);
    }
    return JSON.stringify(parts);
  }
  return JSON.stringify(body) ?? '';
}

/**
 * A random UUID v4. crypto.randomUUID exists only in secure contexts (https, localhost): a shop
 * opening the app over plain http on its network still gets one from getRandomValues.
 */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
