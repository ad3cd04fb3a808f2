// Creates a new embedded data directory in a short-lived child process (ADR 029): initdb and the
// migrations grow PGlite's WASM memory and the allocator's arenas to ~800 MB, which a process
// never gives back while it lives — not even when the thread that used them ends. The server
// then opens the finished directory like any later start. Plain JavaScript, like the worker, so
// it runs under node without a TypeScript loader.
// argv: dataDir, migrationsFolder, postgresqlconf as JSON.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [dataDir, migrationsFolder, conf] = process.argv.slice(2);
mkdirSync(dataDir, { recursive: true });
const client = await PGlite.create({ dataDir, postgresqlconf: JSON.parse(conf) });
await migrate(drizzle({ client }), { migrationsFolder });
await client.close();
