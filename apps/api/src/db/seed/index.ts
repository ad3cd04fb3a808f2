import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  accounts,
  cities,
  documentTypes,
  economicActivities,
  financialCategories,
  plans,
  states,
} from '../schema/index.ts';
import { ACCOUNTS, FINANCIAL_CATEGORIES, PLANS } from './catalog.ts';

type StateRow = { code: string; name: string; cities: { code: string; name: string }[] };
type CodeName = { code: string; name: string };
type DocumentRow = CodeName & { abbreviation: string };

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`./reference-data/${file}`, import.meta.url), 'utf8')) as T;

/** Upserts every reference row. Safe to run on every start and from several replicas. */
export async function seedReferenceData(db: Db): Promise<void> {
  const statesData = readJson<StateRow[]>('states-cities.json');
  const docs = readJson<DocumentRow[]>('document-types.json');
  const activities = readJson<CodeName[]>('economic-activities.json');
  const excluded = (col: string) => sql.raw(`excluded.${col}`);

  await db.transaction(async (tx) => {
    await tx
      .insert(states)
      .values(statesData.map((s) => ({ id: Number(s.code), code: s.code, name: s.name })))
      .onConflictDoUpdate({ target: states.id, set: { name: excluded('name') } });
    const cityRows = statesData.flatMap((s) =>
      s.cities.map((c) => ({ id: Number(c.code), code: c.code, name: c.name, stateId: Number(s.code) })),
    );
    for (let i = 0; i < cityRows.length; i += 500) {
      await tx
        .insert(cities)
        .values(cityRows.slice(i, i + 500))
        .onConflictDoUpdate({
          target: cities.id,
          set: { name: excluded('name'), stateId: excluded('state_id') },
        });
    }
    await tx
      .insert(documentTypes)
      .values(
        docs.map((d) => ({ id: Number(d.code), code: d.code, abbreviation: d.abbreviation, name: d.name })),
      )
      .onConflictDoUpdate({
        target: documentTypes.id,
        set: { name: excluded('name'), abbreviation: excluded('abbreviation') },
      });
    await tx
      .insert(economicActivities)
      .values(activities.map((a) => ({ id: Number(a.code), code: a.code, name: a.name })))
      .onConflictDoUpdate({ target: economicActivities.id, set: { name: excluded('name') } });
    await tx
      .insert(accounts)
      .values(ACCOUNTS)
      .onConflictDoUpdate({
        target: accounts.code,
        set: { name: excluded('name'), class: excluded('class') },
      });
    await tx
      .insert(financialCategories)
      .values(FINANCIAL_CATEGORIES)
      .onConflictDoUpdate({
        target: financialCategories.id,
        set: {
          name: excluded('name'),
          appliesTo: excluded('applies_to'),
          accountCode: excluded('account_code'),
        },
      });
    await tx
      .insert(plans)
      .values(PLANS)
      .onConflictDoUpdate({ target: plans.id, set: { name: excluded('name') } });
  });
}
