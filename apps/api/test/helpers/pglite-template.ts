// Builds the test suite's template database (ADR 032): an in-memory PGlite migrated and seeded
// with the reference data, dumped to a tar file that every test app loads instead of running
// initdb, the migrations and the seed again. Run in a child process by test/global-setup.ts
// (`node --import tsx pglite-template.ts <file>`), so the ~400 MB PGlite grows to while it
// migrates goes back to the system when it exits instead of staying with vitest (ADR 029).
import { renameSync, writeFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/db/client.ts';
import { seedReferenceData } from '../../src/db/seed/index.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: pglite-template.ts <output.tar>');
const database = await openDatabase('memory://', '', { thread: false });
await seedReferenceData(database.db);
const client = (database.db as unknown as { $client: PGlite }).$client;
await client.exec('CHECKPOINT');
const dump = await client.dumpDataDir('none');
await database.close();
// Written beside the final name and renamed: a concurrent run never reads half a file.
const partial = `${file}.${process.pid}.partial`;
writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
renameSync(partial, file);
