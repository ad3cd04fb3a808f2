import type { Readable } from 'node:stream';
import type { Db } from '../db/client.ts';
import type { ThreadJob } from './messages.ts';
import type { DownloadThread } from './thread.ts';

export type DownloadFile = { name: string; type: string; body: Readable };
/**
 * A download writer; the download thread runs them by name (download-jobs.ts). `args` is what the
 * route parsed (structured-cloneable: it crosses to the thread as a message).
 */
export type Download = (deps: { db: Db }, userId: number, args?: unknown) => Promise<DownloadFile>;

/**
 * A download, written on the download thread when the server has one ready (on PostgreSQL,
 * ADR 030, ADR 040), else on this thread by `write`, the module's own writer (the one the thread
 * runs for `job`): the same file either way. The writer comes from the module, which imports this
 * file, so downloads never imports the modules back.
 */
export function moduleDownload(
  deps: { db: Db; downloadThread?: DownloadThread },
  job: ThreadJob,
  userId: number,
  write: Download,
  args?: unknown,
): Promise<DownloadFile> {
  const thread = deps.downloadThread;
  if (thread?.ready()) return args === undefined ? thread.run(job, userId) : thread.run(job, userId, args);
  return write(deps, userId, args);
}
