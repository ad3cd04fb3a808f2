// Runs PGlite on its own thread and serves it as a PostgreSQL server on a unix socket, so a long
// query or ANALYZE blocks this thread, not the one answering HTTP (ADR 028). Plain JavaScript so
// the worker loads the same under tsx, vitest and node without a TypeScript loader.
// @electric-sql/pglite-socket does this too but pins one exact PGlite release (and all of its
// extensions) as peers, which npm refuses next to ours; the framing below is all we need of it.
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ dataDir: string | null, socketPath: string, postgresqlconf: string[] }} */
const { dataDir, socketPath, postgresqlconf } = workerData;
const TERMINATE = 0x58; // 'X'

let db;
try {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), postgresqlconf });
} catch (e) {
  parentPort.postMessage({ type: 'error', message: String(e?.stack ?? e) });
  process.exit(1);
}

// PGlite has one session: every message of every connection runs in arrival order on this chain.
let chain = Promise.resolve();
const run = (fn) => {
  const next = chain.then(fn);
  chain = next.catch(() => undefined);
  return next;
};

/** A connection that left a transaction open must not leave it to the next one. */
const rollbackIfOpen = () =>
  run(async () => {
    if (db.isInTransaction()) await db.exec('ROLLBACK');
  });

const sockets = new Set();

/** Splits the byte stream into protocol messages: the first has no type byte (startup). */
function serve(socket) {
  sockets.add(socket);
  socket.setNoDelay(true);
  let buffer = Buffer.alloc(0);
  let started = false;
  socket.on('data', (data) => {
    buffer = buffer.length ? Buffer.concat([buffer, data]) : data;
    for (;;) {
      const head = started ? 1 : 0;
      if (buffer.length < head + 4) return;
      const length = head + buffer.readInt32BE(head);
      if (buffer.length < length) return;
      const message = new Uint8Array(buffer.subarray(0, length));
      buffer = buffer.subarray(length);
      started = true;
      if (head && message[0] === TERMINATE) {
        socket.end();
        return;
      }
      run(() =>
        db.runExclusive(() =>
          db.execProtocolRawStream(message, {
            onRawData: (out) => {
              if (!socket.destroyed) socket.write(Buffer.from(out));
            },
          }),
        ),
      ).catch(() => socket.destroy());
    }
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    sockets.delete(socket);
    void rollbackIfOpen();
  });
}

const server = net.createServer(serve);
server.on('error', (e) => parentPort.postMessage({ type: 'error', message: String(e?.stack ?? e) }));
server.listen(socketPath, () => parentPort.postMessage({ type: 'ready' }));

parentPort.on('message', async (msg) => {
  if (msg?.type !== 'close') return;
  server.close();
  for (const s of sockets) s.destroy();
  await rollbackIfOpen();
  await run(() => db.close());
  parentPort.postMessage({ type: 'closed' });
});
