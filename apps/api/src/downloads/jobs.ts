import type { Readable } from 'node:stream';
import type { AppDeps } from '../deps.ts';
import { CREDIT_KINDS, type CreditKindList, type KindDownload } from '../modules/credit/kinds.ts';
import { exportExpenses } from '../modules/expenses/export-xlsx.ts';
import { exportIncomes } from '../modules/incomes/export-xlsx.ts';
import { exportShoppings } from '../modules/shoppings/export-xlsx.ts';
import type { DownloadJob } from './messages.ts';

export type DownloadFile = { name: string; type: string; body: Readable };
type Download = (deps: Pick<AppDeps, 'db'>, userId: number) => Promise<DownloadFile>;

/** Each registered credit kind's export, by its list (credit/kinds.ts): a new kind fails to compile until it has one. */
const KIND_EXPORTS: Record<CreditKindList, Download> = {
  incomes: exportIncomes,
  shoppings: exportShoppings,
  expenses: exportExpenses,
};

// The thread's job names are the registry's downloads, exactly (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const jobsAreTheKinds: Same<DownloadJob, KindDownload> = true;
void jobsAreTheKinds;

/** The module downloads, by name: what the download thread (worker.ts) runs for the server. */
export const DOWNLOADS = Object.fromEntries(
  CREDIT_KINDS.map((k) => [k.download, KIND_EXPORTS[k.list]]),
) as Record<DownloadJob, Download>;

/**
 * A module's download, written on the download thread when the server has one ready (on
 * PostgreSQL, ADR 030), else on this thread: the same file either way.
 */
export function moduleDownload(deps: AppDeps, job: DownloadJob, userId: number): Promise<DownloadFile> {
  const thread = deps.downloadThread;
  return thread?.ready() ? thread.run(job, userId) : DOWNLOADS[job](deps, userId);
}
