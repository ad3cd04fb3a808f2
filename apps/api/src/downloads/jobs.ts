import type { Readable } from 'node:stream';
import type { Db } from '../db/client.ts';
import type { DownloadJob } from './messages.ts';
import type { DownloadThread } from './thread.ts';

export type DownloadFile = { name: string; type: string; body: Readable };
/** A module's download writer; the download thread runs them by name (download-jobs.ts). */
export type Download = (deps: { db: Db }, userId: number) => Promise<DownloadFile>;

/**
 * A module's download, written on the download thread when the server has one ready (on
 * PostgreSQL, ADR 030), else on this thread by `write`, the module's own writer (the one the
 * thread runs for `job`): the same file either way. The writer comes from the module, which
 * imports this file, so downloads never imports the modules back.
 */
export function moduleDownload(
  deps: { db: Db; downloadThread?: DownloadThread },
  job: DownloadJob,
  userId: number,
  write: Download,
): Promise<DownloadFile> {
  const thread = deps.downloadThread;
  return thread?.ready() ? thread.run(job, userId) : write(deps, userId);
}
