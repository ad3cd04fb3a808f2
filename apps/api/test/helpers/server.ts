import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** The repository root: the spawned servers run `apps/api/src/main.ts` from there, as `npm start` does. */
const ROOT = path.resolve(import.meta.dirname, '../../../..');

export type ServerProcess = {
  proc: ChildProcess;
  port: number;
  url: string;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | NodeJS.Signals>;
  /** SIGTERM (clean shutdown) and wait for the exit. */
  stop: () => Promise<number | NodeJS.Signals>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Spawns a real server process (`node --import tsx apps/api/src/main.ts`: one process, so a
 * signal reaches the server itself). Only the variables given here and the system's PATH/HOME
 * are passed: a DATABASE_URL of the developer's shell must not leak in.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(ROOT, 'no-spa-in-this-test'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d) => {
    out += String(d);
  });
  proc.stderr?.on('data', (d) => {
    out += String(d);
  });
  const exited = new Promise<number | NodeJS.Signals>((resolve) => {
    proc.once('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  return {
    proc,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    exited,
    stop: async () => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      return exited;
    },
  };
}

/** Waits until GET /api/health answers 200; fails early if the process exits first. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline) {
    if (ended) throw new Error(`server exited before it was ready:\n${server.output()}`);
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}
