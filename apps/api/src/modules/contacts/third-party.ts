import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients, documentTypes, providers } from '../../db/schema/index.ts';
import type { ThirdParty } from '../../ledger/index.ts';

/**
 * The client of a sale or the provider of a purchase as the journal records it (docs/accounting.md §Journal
 * "Books for the accountant"): name and 'CC 1020304050'. Null when the contact is not the user's.
 */
export async function thirdPartyOf(
  ex: Executor,
  kind: 'client' | 'provider',
  userId: number,
  id: number,
): Promise<ThirdParty | null> {
  const table = kind === 'client' ? clients : providers;
  const [row] = await ex
    .select({ name: table.name, abbr: documentTypes.abbreviation, number: table.docNumber })
    .from(table)
    .innerJoin(documentTypes, eq(documentTypes.id, table.docTypeId))
    .where(and(eq(table.userId, userId), eq(table.id, id)));
  return row ? { name: row.name, document: `${row.abbr} ${row.number}` } : null;
}
