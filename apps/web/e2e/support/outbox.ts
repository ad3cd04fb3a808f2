import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './env.ts';

/** Undo quoted-printable soft breaks and escapes so a long link reads in one piece. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Base64 MIME parts, decoded, for mailers that choose that encoding. */
function decodeBase64Parts(raw: string): string {
  const parts = raw.split(/Content-Transfer-Encoding:\s*base64\s*\r?\n\r?\n/i).slice(1);
  return parts
    .map((part) =>
      Buffer.from((part.split(/\r?\n\r?\n|\r?\n--/)[0] ?? '').replace(/\s+/g, ''), 'base64').toString(),
    )
    .join('\n');
}

async function messagesTo(email: string): Promise<string[]> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const raws = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return raws.filter((raw) => raw.toLowerCase().includes(email.toLowerCase()));
}

/** The path of the newest password-reset link mailed to `email` (waits for the .eml file). */
export async function resetLinkPathFor(email: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const raws = await messagesTo(email);
        const last = raws.at(-1);
        if (!last) return null;
        const text = `${decodeQuotedPrintable(last)}\n${decodeBase64Parts(last)}`;
        found = /\/changepassword\/([A-Za-z0-9_-]+)/.exec(text)?.[0] ?? null;
        return found;
      },
      { message: `reset email for ${email} in ${E2E_DATA_DIR}/outbox`, timeout: 15_000 },
    )
    .not.toBeNull();
  return found as unknown as string;
}
