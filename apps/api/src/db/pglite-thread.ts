import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';

export type PgliteThread = {
  /** node-postgres over the worker's socket; one connection, as PGlite has one session. */
  pool: pg.Pool;
  /** False once the worker thread has ended (crashed or closed). */
  alive: () => boolean;
  /** Ends the connection, then PGlite closes its files on its thread, then the thread ends. */
  close: () => Promise<void>;
};

const SOCKET_PORT = 5432;

/**
 * Starts PGlite in a worker thread (persisted in `dataDir`, or in memory when null) serving the
 * PostgreSQL protocol on a unix socket in a private temporary directory.
 */
export async function startPgliteThread(
  dataDir: string | null,
  postgresqlconf: string[],
): Promise<PgliteThread> {
  const socketDir = mkdtempSync(path.join(tmpdir(), 'cc-pglite-'));
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), postgresqlconf },
  });
  let running = true;
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      running = false;
      rmSync(socketDir, { recursive: true, force: true });
      resolve();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    const onMessage = (msg: { type: string; message?: string }) => {
      if (msg.type === 'ready') resolve();
      if (msg.type === 'error') reject(new Error(`PGlite worker: ${msg.message}`));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    void exited.then(() => reject(new Error('PGlite worker ended before it was ready')));
  });
  const pool = new pg.Pool({
    host: socketDir,
    port: SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
    max: 1,
  });
  // A connection lost with the worker must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  return {
    pool,
    alive: () => running,
    close: async () => {
      await pool.end().catch(() => undefined);
      if (!running) return;
      const closed = new Promise<void>((resolve) =>
        worker.on('message', (m: { type: string }) => m.type === 'closed' && resolve()),
      );
      worker.postMessage({ type: 'close' });
      await Promise.race([closed, exited]);
      await worker.terminate();
      await exited;
    },
  };
}
