import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from '../src/lib/data-dir-lock.ts';
import { type ServerProcess, spawnServer, waitHealthy } from './helpers/server.ts';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'cc-lock-'));
const owner = (pid: number, host = hostname()) =>
  `${JSON.stringify({ pid, hostname: host, startedAt: '2026-01-01T00:00:00.000Z' })}\n`;

describe('lockDataDir', () => {
  it('is exclusive until released, and leaves no file behind', () => {
    const dir = tempDir();
    const first = lockDataDir(dir);
    const content = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'));
    expect(content).toMatchObject({ pid: process.pid, hostname: hostname() });
    // Another live process (simulated: a different pid that is alive) is refused.
    expect(() => lockDataDir(dir, { pid: 999_001, ppid: 999_002 })).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir, { pid: 999_001, ppid: 999_002 })).toThrow(dir);
    first.release();
    expect(readdirSync(dir)).toEqual([]);
    lockDataDir(dir).release();
  });

  it('takes over the file of a dead process on this host (restart after kill -9)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), owner(4_000_000));
    const lock = lockDataDir(dir, { isAlive: (pid) => pid !== 4_000_000 });
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a file that names our own or our parent pid (a container restarts with the same pid)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), owner(process.ppid));
    lockDataDir(dir).release();
    writeFileSync(path.join(dir, LOCK_FILE), owner(process.pid));
    lockDataDir(dir).release();
  });

  it('never takes over a file written on another host, nor an unreadable one', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), owner(4_000_000, 'otro-servidor'));
    expect(() => lockDataDir(dir, { isAlive: () => false })).toThrow(/otro-servidor/);
    writeFileSync(path.join(dir, LOCK_FILE), '{"pid":');
    expect(() => lockDataDir(dir, { isAlive: () => false })).toThrow(DataDirLockedError);
  });

  it('release keeps a lock that is no longer ours', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    writeFileSync(lock.file, owner(4_000_000));
    lock.release();
    expect(existsSync(lock.file)).toBe(true);
  });
});

// Real server processes on one DATA_DIR. PGlite-only by nature, so it runs in `npm test` and is
// skipped in `npm run test:pg`, where it would only repeat itself.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('two servers on one DATA_DIR', () => {
  const started: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of started) await s.stop();
  });

  it('the second exits non-zero at once naming the directory; the first keeps serving; kill -9 then restart works', async () => {
    const dataDir = tempDir();
    const first = await spawnServer({ DATA_DIR: dataDir });
    started.push(first);
    await waitHealthy(first);

    const second = await spawnServer({ DATA_DIR: dataDir });
    started.push(second);
    const code = await Promise.race([
      second.exited,
      new Promise((r) => setTimeout(() => r('still running'), 120_000)),
    ]);
    expect(code).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another Cuentas Claras server`);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    first.proc.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

    const restarted = await spawnServer({ DATA_DIR: dataDir });
    started.push(restarted);
    await waitHealthy(restarted);
    expect(await (await fetch(`${restarted.url}/api/health`)).json()).toEqual({ status: 'ok', db: 'pglite' });
    expect(await restarted.stop()).toBe(0);
    // A clean shutdown releases the lock.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 600_000);
});
