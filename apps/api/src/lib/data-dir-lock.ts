import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One server process per embedded database (docs/decisions/015). PGlite has no lock of its own:
 * two processes on one DATA_DIR each keep their own view of the files and silently lose writes.
 *
 * Node has no flock and native addons cannot be installed here, so this is PostgreSQL's
 * postmaster.pid scheme: the file `DATA_DIR/cuentas-claras.pid` holds pid, host and start time of
 * the owner. It is created atomically (link(2) of a fully written temp file fails with EEXIST), so
 * a reader never sees a half-written owner. A file left by a killed process is stale when its pid
 * is not alive on this host — or is our own or our parent's pid (a container restarts its process
 * with the same low pid, as PostgreSQL also assumes) — and is then taken over, so a restart after
 * kill -9 just works. A file written on another host is never taken over automatically: a shared
 * volume is exactly where two servers must not meet.
 */
export const LOCK_FILE = 'cuentas-claras.pid';
const TAKEOVER_STALE_MS = 10_000;
const ATTEMPTS = 20;

export type LockOwner = { pid: number; hostname: string; startedAt: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner
      ? `pid ${owner.pid} on host ${owner.hostname}, started ${owner.startedAt}`
      : 'an owner that could not be read';
    super(
      `DATA_DIR ${dir} is in use by another Cuentas Claras server (${who}). ` +
        'Stop that server first: two servers on one embedded database lose data. ' +
        'Several servers need DATABASE_URL (PostgreSQL). ' +
        `If no server uses this directory, delete ${path.join(dir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { file: string; release: () => void };

type Probe = {
  /** Whether `pid` names a live process on this host (tests replace it). */
  isAlive?: (pid: number) => boolean;
  hostname?: string;
  pid?: number;
  ppid?: number;
};

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: alive, but another user's process.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | null | 'gone' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw err;
  }
  try {
    const o = JSON.parse(text) as Partial<LockOwner>;
    if (Number.isSafeInteger(o.pid) && typeof o.hostname === 'string' && typeof o.startedAt === 'string') {
      return o as LockOwner;
    }
  } catch {
    // fall through: unreadable
  }
  return null;
}

const errno = (err: unknown) => (err as NodeJS.ErrnoException).code;

/**
 * Takes the lock on `dir` (which must exist) or throws DataDirLockedError at once. The lock is
 * released by `release()` and, as a last resort, when the process exits normally.
 */
export function lockDataDir(dir: string, probe: Probe = {}): DataDirLock {
  const alive = probe.isAlive ?? isAlive;
  const me: LockOwner = {
    pid: probe.pid ?? process.pid,
    hostname: probe.hostname ?? hostname(),
    startedAt: new Date().toISOString(),
  };
  const ownPids = new Set([me.pid, probe.ppid ?? process.ppid]);
  const file = path.join(dir, LOCK_FILE);
  const content = `${JSON.stringify(me)}\n`;
  const isStale = (o: LockOwner) => o.hostname === me.hostname && (ownPids.has(o.pid) || !alive(o.pid));

  const temp = `${file}.${me.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, content, { flag: 'wx', mode: 0o644 });
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        linkSync(temp, file);
        const onExit = () => releaseIfOurs(file, content);
        process.once('exit', onExit);
        return {
          file,
          release: () => {
            process.off('exit', onExit);
            releaseIfOurs(file, content);
          },
        };
      } catch (err) {
        if (errno(err) !== 'EEXIST') throw err;
      }
      const owner = readOwner(file);
      if (owner === 'gone') continue;
      // An unreadable owner is never guessed stale: link() publishes only complete files, so
      // it was edited by hand or the disk is damaged — the operator must look.
      if (!owner || !isStale(owner)) throw new DataDirLockedError(dir, owner);
      removeStale(file, isStale);
    }
    throw new DataDirLockedError(dir, null);
  } finally {
    unlinkSync(temp);
  }
}

/**
 * Two processes that both found the same stale file must not both delete it: the second would
 * delete the first one's fresh lock. Removal is serialised by an O_EXCL takeover file, and the
 * owner is re-read and re-judged under it.
 */
function removeStale(file: string, isStale: (o: LockOwner) => boolean): void {
  const takeover = `${file}.takeover`;
  try {
    writeFileSync(takeover, '', { flag: 'wx' });
  } catch (err) {
    if (errno(err) !== 'EEXIST') throw err;
    // Left by a process killed inside this very window: old enough → remove and retry.
    try {
      if (Date.now() - statSync(takeover).mtimeMs > TAKEOVER_STALE_MS) unlinkSync(takeover);
    } catch {
      // already gone
    }
    sleep(25);
    return;
  }
  try {
    const owner = readOwner(file);
    if (owner && owner !== 'gone' && isStale(owner)) unlinkSync(file);
  } finally {
    unlinkSync(takeover);
  }
}

function releaseIfOurs(file: string, content: string): void {
  try {
    if (readFileSync(file, 'utf8') === content) unlinkSync(file);
  } catch {
    // Already gone: nothing to release.
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * For every process that opens the embedded database (the server, seed:demo, ledger:repair):
 * the lock on `dataDir`, or exit 1 at once with the message naming it. Null on PostgreSQL.
 */
export function holdDataDirOrExit(embedded: boolean, dataDir: string): DataDirLock | null {
  if (!embedded) return null;
  mkdirSync(dataDir, { recursive: true });
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
