import { REPORT_CATALOGUE, type ReportCode, type ReportHeader, type Signatories } from '@cc/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cities, documentTypes, economicActivities, profiles, states } from '../../db/schema/index.ts';

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

/** The entity of the notes (Nota 1): the profile's business, activity and address. */
export type NotesEntity = {
  tradename: string;
  identification: string;
  activity: string;
  address: string;
  city: string;
};

export async function notesEntity(tx: Tx, userId: number): Promise<NotesEntity> {
  const [p] = await tx
    .select({
      tradename: profiles.tradename,
      abbr: documentTypes.abbreviation,
      number: profiles.identificationNumber,
      activityId: economicActivities.id,
      activity: economicActivities.name,
      address: profiles.address,
      city: cities.name,
      state: states.name,
    })
    .from(profiles)
    .innerJoin(documentTypes, eq(documentTypes.id, profiles.identificationTypeId))
    .innerJoin(economicActivities, eq(economicActivities.id, profiles.economicActivityId))
    .innerJoin(cities, eq(cities.id, profiles.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(profiles.userId, userId));
  if (!p) return { tradename: '', identification: '', activity: '', address: '', city: '' };
  return {
    tradename: p.tradename,
    identification: `${p.abbr} ${p.number}`,
    activity: `${p.activityId} ${p.activity}`,
    address: p.address,
    city: `${p.city}, ${p.state}`,
  };
}
