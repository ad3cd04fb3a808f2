/** The module downloads a download thread can run (jobs.ts). */
export type DownloadJob = 'incomes' | 'purchases' | 'expenses';

/** What the thread runs: a module download, or a report's file (xlsx, PDF, CSV; issue 24). */
export type ThreadJob = DownloadJob | 'report';

/** Server → download thread. `more`: the server has passed on a chunk, the thread may send another. */
export type ToThread =
  | { t: 'run'; id: number; job: ThreadJob; userId: number; args?: unknown }
  | { t: 'more'; id: number }
  | { t: 'stop'; id: number };

/**
 * Download thread → server. `head` comes before the first chunk of a download. An `error` with a
 * status is the API's own answer (a 404, a 400 with its messages), given before any byte.
 */
export type FromThread =
  | { t: 'ready' }
  | { t: 'head'; id: number; name: string; type: string }
  | { t: 'chunk'; id: number; data: Uint8Array }
  | { t: 'end'; id: number }
  | { t: 'error'; id: number; message: string; status?: number; body?: Record<string, unknown> };
