import { parentPort, workerData } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './db/client.ts';
import { PG_SESSION_OPTIONS } from './db/pg-options.ts';
import * as schema from './db/schema/index.ts';
import { DOWNLOADS } from './download-jobs.ts';
import type { FromThread, ThreadJob, ToThread } from './downloads/messages.ts';
import { AppError } from './lib/errors.ts';
import { warmDownloads } from './lib/xlsx.ts';

/**
 * The download thread (downloads/thread.ts starts it): writes the module downloads and the report
 * files the server asks for, on its own connections to the database, and hands the file's bytes back a chunk at a
 * time. The thread's composition root, as main.ts is the server's: it names the modules' writers
 * (download-jobs.ts), which downloads/ cannot import.
 */
const port = parentPort;
if (!port) throw new Error('download-worker.ts runs as a worker thread');
const { databaseUrl } = workerData as { databaseUrl: string };

/** Chunks (~256 KB each) sent and not yet passed on by the server: what one download may buffer. */
const WINDOW = 4;

// A page and the next one read ahead, for two downloads at once.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, options: PG_SESSION_OPTIONS });
pool.on('error', () => undefined); // an idle connection dropped by the server; the next query reports it
const db = drizzle({ client: pool, schema }) as unknown as Db;

const post = (msg: FromThread, transfer: ArrayBuffer[] = []) => port.postMessage(msg, transfer);

type Running = { more: () => void; stop: () => void };
const running = new Map<number, Running>();

async function run(id: number, job: ThreadJob, userId: number, args: unknown): Promise<void> {
  let inFlight = 0;
  let stopped = false;
  let wake = () => {};
  const file = await DOWNLOADS[job]({ db }, userId, args);
  running.set(id, {
    more: () => {
      inFlight -= 1;
      wake();
    },
    stop: () => {
      stopped = true;
      file.body.destroy();
      wake();
    },
  });
  post({ t: 'head', id, name: file.name, type: file.type });
  try {
    for await (const chunk of file.body as AsyncIterable<Buffer>) {
      // Moved, not copied, when the chunk owns its memory; a slice of a larger buffer (zlib's
      // output) is copied first, or moving it would take the rest of that buffer with it.
      const own = chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength;
      const data = own ? new Uint8Array(chunk.buffer) : new Uint8Array(chunk);
      post({ t: 'chunk', id, data }, [data.buffer as ArrayBuffer]);
      inFlight += 1;
      while (inFlight >= WINDOW && !stopped) await new Promise<void>((resolve) => (wake = resolve));
      if (stopped) return;
    }
    post({ t: 'end', id });
  } catch (err) {
    if (!stopped) throw err;
  }
}

port.on('message', (msg: ToThread) => {
  if (msg.t === 'run') {
    run(msg.id, msg.job, msg.userId, msg.args)
      .catch((err: Error) =>
        post(
          err instanceof AppError
            ? { t: 'error', id: msg.id, message: err.message, status: err.statusCode, body: err.body }
            : { t: 'error', id: msg.id, message: err.message },
        ),
      )
      .finally(() => running.delete(msg.id));
  } else if (msg.t === 'more') running.get(msg.id)?.more();
  else running.get(msg.id)?.stop();
});

// Compiled and connected before the first download (ADR 023: the first one paid for it).
await Promise.all([warmDownloads(), pool.query('SELECT 1'), pool.query('SELECT 1')]);
post({ t: 'ready' });
