import { REPORT_CATALOGUE, type ReportCode, type ReportHeader, type Signatories } from '@cc/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { documentTypes, profiles } from '../../db/schema/index.ts';

/** Report header: title of docs/product/3-expenses-reports.md §2 and the business of the profile ('NIT 900123456'). */
export async function reportHeader(
  tx: Tx,
  userId: number,
  p: { code: ReportCode; from: string; to: string; now: Date },
): Promise<ReportHeader> {
  const [profile] = await tx
    .select({
      tradename: profiles.tradename,
      abbr: documentTypes.abbreviation,
      number: profiles.identificationNumber,
    })
    .from(profiles)
    .innerJoin(documentTypes, eq(documentTypes.id, profiles.identificationTypeId))
    .where(eq(profiles.userId, userId));
  return {
    title: REPORT_CATALOGUE[p.code].title,
    tradename: profile?.tradename ?? '',
    identification: profile ? `${profile.abbr} ${profile.number}` : '',
    from_date: p.from,
    to_date: p.to,
    generated_at: p.now.toISOString(),
  };
}

/**
 * Who signs the formal statements and the notes (the profile's signers, ADR 039); undefined
 * while neither is stated, so the header is the first release's.
 */
export async function reportSignatories(tx: Tx, userId: number): Promise<Signatories | undefined> {
  const [p] = await tx
    .select({
      legalName: profiles.legalRepName,
      legalId: profiles.legalRepIdentification,
      accountantName: profiles.accountantName,
      accountantId: profiles.accountantIdentification,
      card: profiles.accountantCard,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!p || (!p.legalName && !p.accountantName)) return undefined;
  return {
    legal_rep: p.legalName ? { name: p.legalName, identification: p.legalId } : null,
    accountant: p.accountantName
      ? { name: p.accountantName, identification: p.accountantId, card: p.card }
      : null,
  };
}
