import type { Readable } from 'node:stream';
import type { AppDeps } from '../deps.ts';
import { exportExpenses } from '../modules/expenses/export-xlsx.ts';
import { exportIncomes } from '../modules/incomes/export-xlsx.ts';
import { exportShoppings } from '../modules/shoppings/export-xlsx.ts';
import type { DownloadJob } from './messages.ts';

export type DownloadFile = { name: string; type: string; body: Readable };

/** The module downloads, by name: what the download thread (worker.ts) runs for the server. */
export const DOWNLOADS: Record<
  DownloadJob,
  (deps: Pick<AppDeps, 'db'>, userId: number) => Promise<DownloadFile>
> = {
  incomes: exportIncomes,
  purchases: exportShoppings,
  expenses: exportExpenses,
};

/**
 * A module's download, written on the download thread when the server has one ready (on
 * PostgreSQL, ADR 030), else on this thread: the same file either way.
 */
export function moduleDownload(deps: AppDeps, job: DownloadJob, userId: number): Promise<DownloadFile> {
  const thread = deps.downloadThread;
  return thread?.ready() ? thread.run(job, userId) : DOWNLOADS[job](deps, userId);
}
