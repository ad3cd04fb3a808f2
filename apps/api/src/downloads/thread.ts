import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { AppError } from '../lib/errors.ts';
import type { DownloadFile } from './jobs.ts';
import type { FromThread, ThreadJob, ToThread } from './messages.ts';

export type DownloadThread = {
  /** Whether the thread has started and runs: until then, and if it ends, downloads run inline. */
  ready: () => boolean;
  /** Resolves once the thread is ready; rejects if it ends before (benchmarks and tests wait on it). */
  whenReady: () => Promise<void>;
  /** A download written on the thread; its body streams the bytes as they come. */
  run: (job: ThreadJob, userId: number, args?: unknown) => Promise<DownloadFile>;
  close: () => Promise<void>;
};

/** Old-generation heap the thread may use: a download gone wrong ends the thread, not the server. */
const HEAP_MB = 256;

type Pending = {
  head: { resolve: (file: DownloadFile) => void; reject: (err: Error) => void };
  body?: Readable;
  /** A chunk was held back (the body's buffer was full): `more` is sent when it is read. */
  owed: boolean;
};

/**
 * Starts the download thread on `databaseUrl`. The 100k-sale 'Mis ingresos' download
 * spent ~2 s of CPU on the server's event loop, every other request waiting behind its turns and
 * its garbage collections (/api/health 50–120 ms on the first one after a start); on this thread
 * the server only passes on its bytes (ADR 030). Returns at once: downloads asked for before the
 * thread is ready are written inline. A thread that ends unexpectedly fails its downloads in
 * flight (cut, never presented as whole) and is started again. `entry` is DOWNLOAD_WORKER
 * (download-jobs.ts): the thread's root names the modules' writers, which downloads/ cannot import.
 */
export function startDownloadThread(
  entry: URL,
  databaseUrl: string,
  log: { error: (obj: unknown, msg: string) => void },
): DownloadThread {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let closing = false;
  let worker: Worker;
  let isReady = false;
  /** Settles when the current thread is ready, or has ended before it was. */
  let started: Promise<void>;
  let settleStart: (err?: Error) => void;

  const post = (msg: ToThread) => worker.postMessage(msg);

  const onMessage = (msg: FromThread) => {
    if (msg.t === 'ready') {
      isReady = true;
      settleStart();
      return;
    }
    const p = pending.get(msg.id);
    if (!p) return;
    if (msg.t === 'head') {
      const { id } = msg;
      p.body = new Readable({
        read() {
          if (p.owed) {
            p.owed = false;
            post({ t: 'more', id });
          }
        },
        destroy(err, done) {
          // Destroyed before its end (the client left, or an error): the thread stops writing.
          if (pending.delete(id)) post({ t: 'stop', id });
          done(err);
        },
      });
      p.head.resolve({ name: msg.name, type: msg.type, body: p.body });
    } else if (msg.t === 'chunk') {
      const data = Buffer.from(msg.data.buffer, msg.data.byteOffset, msg.data.byteLength);
      if (p.body?.push(data)) post({ t: 'more', id: msg.id });
      else p.owed = true;
    } else if (msg.t === 'end') {
      pending.delete(msg.id);
      p.body?.push(null);
    } else {
      // The API's own refusal (a 404, a 400) answers as it would inline; anything else is a 500.
      const status = msg.status;
      fail(msg.id, p, status && msg.body ? new AppError(status, msg.body) : new Error(msg.message));
    }
  };

  const fail = (id: number, p: Pending, err: Error) => {
    pending.delete(id);
    if (p.body) p.body.destroy(err);
    else p.head.reject(err);
  };

  const start = () => {
    isReady = false;
    started = new Promise<void>((resolve, reject) => {
      settleStart = (err) => (err ? reject(err) : resolve());
    });
    started.catch(() => undefined); // seen by whoever waits on it
    worker = new Worker(entry, {
      workerData: { databaseUrl },
      // Not the server's own flags (tsx's loader among them: download-worker.mjs registers its
      // own). In the build, download-worker.mjs is download-worker.ts compiled (build.mjs).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    });
    worker.on('message', onMessage);
    worker.on('error', (err) => log.error({ err }, 'download thread failed'));
    worker.once('exit', (code) => {
      const wasReady = isReady;
      isReady = false;
      const err = new Error(`download thread ended (${code})`);
      for (const [id, p] of pending) fail(id, p, err);
      if (!wasReady) settleStart(err);
      // Started again only if it had worked: one that cannot start would only fail again.
      if (!closing && wasReady) start();
    });
  };
  start();

  return {
    ready: () => isReady,
    whenReady: () => started,
    run(job, userId, args) {
      const id = nextId++;
      return new Promise<DownloadFile>((resolve, reject) => {
        pending.set(id, { head: { resolve, reject }, owed: false });
        post(args === undefined ? { t: 'run', id, job, userId } : { t: 'run', id, job, userId, args });
      });
    },
    async close() {
      closing = true;
      await worker.terminate();
    },
  };
}
