import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { DownloadThread } from './downloads/thread.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './lib/mail.ts';
import type { MailWorker } from './lib/mail-outbox.ts';
import type { Storage } from './lib/storage.ts';

/** Everything a module needs from the outside world; tests build their own. */
export type AppDeps = {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  /** Set when the embedded database runs on its own thread: whether that thread is running. */
  dbAlive?: () => boolean;
  clock: Clock;
  /** The transport (SMTP or .eml files); requests queue mail with enqueueMail, the worker sends it. */
  mailer: Mailer;
  /** The running mail worker (main.ts), woken after a message is queued. Unset in tests. */
  mailWorker?: Pick<MailWorker, 'wake'>;
  storage: Storage;
  /** Writes the module downloads off the event loop (main.ts, on PostgreSQL; ADR 030). Unset → inline. */
  downloadThread?: DownloadThread;
  /** Outgoing HTTP (Wompi transaction lookup); tests put a fake here. Unset → global fetch. */
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
};

/** What every module's routes are registered with (modules/index.ts, app.ts). */
export type ModuleOptions = { authRateLimit: number };

export type AuthUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  initialInfo: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** Set by the requireUser hook; null on public routes. */
    user: AuthUser | null;
    /** Id of the session token row, for logout and refresh. */
    authTokenId: number | null;
    /** The kept device of that session (ADR 036); null for a session of one tab. */
    authDeviceId: number | null;
  }
}
