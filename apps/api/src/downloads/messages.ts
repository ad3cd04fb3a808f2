/** The module downloads a download thread can run (jobs.ts). */
export type DownloadJob = 'incomes' | 'purchases' | 'expenses';

/** Server → download thread. `more`: the server has passed on a chunk, the thread may send another. */
export type ToThread =
  | { t: 'run'; id: number; job: DownloadJob; userId: number }
  | { t: 'more'; id: number }
  | { t: 'stop'; id: number };

/** Download thread → server. `head` comes before the first chunk of a download. */
export type FromThread =
  | { t: 'ready' }
  | { t: 'head'; id: number; name: string; type: string }
  | { t: 'chunk'; id: number; data: Uint8Array }
  | { t: 'end'; id: number }
  | { t: 'error'; id: number; message: string };
