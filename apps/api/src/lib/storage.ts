import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded images live. The local implementation serves them at /media; an S3 one can replace it. */
export type Storage = {
  save: (folder: 'logos' | 'inventory', data: Buffer, ext: string) => Promise<string>;
  remove: (key: string) => Promise<void>;
  url: (key: string) => string;
};

export function localStorage(root: string): Storage {
  return {
    async save(folder, data, ext) {
      const key = `${folder}/${randomBytes(16).toString('hex')}.${ext}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, key), data);
      return key;
    },
    async remove(key) {
      await unlink(path.join(root, key)).catch(() => undefined);
    },
    url: (key) => `/media/${key}`,
  };
}
