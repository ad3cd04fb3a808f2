import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

/**
 * The instance-wide value stored under `key`, created with `generate()` if there is none yet.
 * Replicas starting together may all generate one: INSERT … ON CONFLICT DO NOTHING keeps the first
 * and everyone reads that one back, so they converge on a single value.
 */
export async function sharedSetting(db: Executor, key: string, generate: () => string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: generate() })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  if (!row) throw new Error(`app setting ${key} missing right after its insert`);
  return row.value;
}
