import type { Download } from './downloads/jobs.ts';
import type { DownloadJob, ThreadJob } from './downloads/messages.ts';
import { CREDIT_KINDS, type CreditKindList, type KindDownload } from './modules/credit/index.ts';
import { exportExpenses } from './modules/expenses/index.ts';
import { exportIncomes } from './modules/incomes/index.ts';
import { writeReportDownload } from './modules/reports/index.ts';
import { exportShoppings } from './modules/shoppings/index.ts';

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

/**
 * The downloads, by name: what the download thread (download-worker.ts) runs for the server — the
 * module downloads and the reports' files (ADR 040). Here, among the composition roots, because it
 * names the modules: downloads/ is under them (the modules' routes call moduleDownload).
 */
export const DOWNLOADS: Record<ThreadJob, Download> = {
  ...(Object.fromEntries(CREDIT_KINDS.map((k) => [k.download, KIND_EXPORTS[k.list]])) as Record<
    DownloadJob,
    Download
  >),
  report: writeReportDownload,
};

/**
 * The download thread's entry, for startDownloadThread: next to this file from source (it
 * registers tsx for download-worker.ts) and next to dist/main.js in the build, where it is
 * download-worker.ts compiled (build.mjs).
 */
export const DOWNLOAD_WORKER = new URL('./download-worker.mjs', import.meta.url);
