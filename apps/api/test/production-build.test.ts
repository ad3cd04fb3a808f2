import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers/server.ts';

/**
 * ADR 033: production runs the API compiled by apps/api/build.mjs with plain node — no tsx, no
 * TypeScript — and its threads start from the build too: the PGlite thread and the process that
 * creates a new data directory (copied plain JavaScript), and the download thread (compiled).
 */
const API_DIR = path.resolve(import.meta.dirname, '..');
let out: string;
let web: string;
const scratch: string[] = [];

type Server = { proc: ChildProcess; url: string; output: () => string; stop: () => Promise<unknown> };

/** `node <build>/main.js` with only these variables (and PATH/HOME): as `npm start` serves it. */
async function serveBuild(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--enable-source-maps', path.join(out, 'main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      WEB_DIST: web,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  proc.stdout?.on('data', (d) => {
    text += String(d);
  });
  proc.stderr?.on('data', (d) => {
    text += String(d);
  });
  const exited = new Promise((resolve) => proc.once('exit', (code, signal) => resolve(code ?? signal)));
  return {
    proc,
    url: `http://127.0.0.1:${port}`,
    output: () => text,
    stop: async () => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      return exited;
    },
  };
}

/** Polls until `ok()` holds; fails with the server's output if it exits or takes too long. */
async function until(server: Server, what: string, ok: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.proc.exitCode !== null) throw new Error(`server exited before ${what}:\n${server.output()}`);
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${what} after 120 s:\n${server.output()}`);
}

const health = async (server: Server) => {
  try {
    const res = await fetch(`${server.url}/api/health`);
    return res.ok ? ((await res.json()) as { status: string; db: string }) : undefined;
  } catch {
    return undefined; // not listening yet
  }
};

beforeAll(() => {
  // Inside apps/api (under node_modules, ignored by git): the build's imports of packages resolve
  // from there to the workspace's node_modules, as they do from apps/api/dist.
  const cache = path.join(API_DIR, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  out = mkdtempSync(path.join(cache, 'build-test-'));
  scratch.push(out);
  execFileSync(process.execPath, ['build.mjs', out], { cwd: API_DIR, stdio: 'pipe' });
  // A stand-in for the SPA's build (Vite's takes minutes; the e2e suite and CI build the real one).
  web = path.join(out, 'web');
  mkdirSync(web);
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Cuentas Claras build test</title>');
}, 60_000);

afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe('the production build', () => {
  it('is JavaScript for plain node: no tsx, no TypeScript imports', () => {
    for (const file of ['main.js', 'download-worker.mjs', 'ledger-repair.js']) {
      const code = readFileSync(path.join(out, file), 'utf8');
      expect(code).not.toMatch(/from ["']tsx|["']tsx\/|\.ts["']\)/);
      expect(code).not.toMatch(/from ["']@cc\/shared["']/); // compiled in
    }
  });

  it('serves /api/health and the SPA on a new embedded database (PGlite thread from the build)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-build-test-'));
    scratch.push(dataDir);
    const server = await serveBuild({ DATA_DIR: dataDir });
    try {
      await until(server, '/api/health', async () => (await health(server)) !== undefined);
      expect(await health(server)).toEqual({ status: 'ok', db: 'pglite' });
      for (const page of ['/', '/ventas']) {
        const res = await fetch(`${server.url}${page}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await res.text()).toContain('Cuentas Claras build test');
      }
      expect(await server.stop()).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it('starts the download thread from the build on a PostgreSQL server', async () => {
    // The build's PGlite thread serves the PostgreSQL protocol on a socket: the server takes it
    // for a real PostgreSQL (DATABASE_URL), on which the downloads have their thread.
    const socketDir = mkdtempSync(path.join(tmpdir(), 'cc-build-pg-'));
    scratch.push(socketDir);
    const pglite = new Worker(path.join(out, 'pglite-worker.mjs'), {
      workerData: { dataDir: null, socketPath: path.join(socketDir, '.s.PGSQL.5432'), postgresqlconf: [] },
    });
    let server: Server | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        pglite.on('message', (m: { type: string; message?: string }) =>
          m.type === 'ready' ? resolve() : m.type === 'error' && reject(new Error(m.message)),
        );
        pglite.once('error', reject);
      });
      server = await serveBuild({
        DATABASE_URL: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
        DATA_DIR: socketDir,
      });
      const s = server;
      await until(s, 'the download thread', () => s.output().includes('download thread ready'));
      expect(await health(s)).toEqual({ status: 'ok', db: 'postgres' });
      expect(await s.stop()).toBe(0);
    } finally {
      await server?.stop();
      await pglite.terminate();
    }
  });
});
