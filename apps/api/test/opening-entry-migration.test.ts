import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed/index.ts';
import {
  type AccountBalance,
  balancesAsOf,
  businessStartDate,
  journalLinesPage,
  monthlyBalanceMismatches,
  openingMismatches,
  rebuildMonthlyBalances,
} from '../src/ledger/index.ts';
import { queryRows } from '../src/ledger/rows.ts';
import {
  depsOn,
  migrationsBefore,
  type Place,
  scratchDatabase,
  shopBefore,
  writersColumns,
} from './helpers/reports-snapshot.ts';

/**
 * Migration 0030 (issue 23 item 2, ADR 037) on books of the old opening model: one is_opening
 * entry per record, dated the day it was typed, counted as of any date; edits and deletions as
 * reversed pairs. After it: ONE entry 'Saldo inicial' (id −user id) per shop on its start date, its lines
 * those of the live records (each naming its record and third party), the reversed pairs gone,
 * the monthly balances rebuilt, every balance from the start date on unchanged.
 */
const BEFORE = '0030_books_open';

type Line = [account: string, debit: number, credit: number];

async function entry(
  db: Db,
  userId: number,
  date: string,
  source: [string, number],
  lines: Line[],
  opts: { opening?: boolean; reversedAt?: boolean; reversalOf?: number; party?: [string, string] } = {},
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO journal_entries (user_id, date, source_type, source_id, is_opening, description,
          third_party_name, third_party_document, reversed_at, reversal_of)
        VALUES (${userId}, ${date}, ${source[0]}, ${source[1]}, ${opts.opening ?? false}, ${`${source[0]} ${source[1]}`},
          ${opts.party?.[0] ?? null}, ${opts.party?.[1] ?? null},
          ${opts.reversedAt ? new Date('2026-03-01T12:00:00Z') : null}, ${opts.reversalOf ?? null})
        RETURNING id`,
  );
  const id = Number(row?.id);
  for (const [account, debit, credit] of lines)
    await db.execute(sql`INSERT INTO journal_lines (entry_id, user_id, account_code, debit, credit, date)
      VALUES (${id}, ${userId}, ${account}, ${debit}, ${credit}, ${date}::date)`);
  return id;
}

let place: Place;
let migrated: Database;
const ids: Record<'closed' | 'open' | 'deleted', number> = { closed: 0, open: 0, deleted: 0 };
const before: Record<string, AccountBalance[]> = {};

beforeAll(async () => {
  place = await scratchDatabase();
  const old = await openDatabase(place.url, place.pgliteDir, {
    thread: false,
    migrationsFolder: migrationsBefore(BEFORE),
  });
  try {
    await writersColumns(old.db);
    await seedReferenceData(old.db);
    const deps = depsOn(old);
    ids.closed = (await shopBefore(deps, 1)).id;
    ids.open = (await shopBefore(deps, 2)).id;
    ids.deleted = (await shopBefore(deps, 3)).id;
    const db = old.db;
    // Closed initial information typed in February, a sale of 20 January typed later.
    const c = ids.closed;
    await entry(
      db,
      c,
      '2026-02-15',
      ['financial_info', 1],
      [
        ['1105', 1_000_000, 0],
        ['3130', 0, 1_000_000],
      ],
      {
        opening: true,
      },
    );
    const edited = await entry(
      db,
      c,
      '2026-02-15',
      ['financial_info', 2],
      [
        ['1110', 500, 0],
        ['3130', 0, 500],
      ],
      {
        opening: true,
        reversedAt: true,
      },
    );
    await entry(
      db,
      c,
      '2026-02-15',
      ['financial_info', 2],
      [
        ['1110', 0, 500],
        ['3130', 500, 0],
      ],
      {
        opening: true,
        reversedAt: true,
        reversalOf: edited,
      },
    );
    await entry(
      db,
      c,
      '2026-02-16',
      ['financial_info', 2],
      [
        ['1110', 700_000, 0],
        ['3130', 0, 700_000],
      ],
      {
        opening: true,
      },
    );
    await entry(
      db,
      c,
      '2026-02-16',
      ['financial_info', 3],
      [
        ['3130', 300_000, 0],
        ['2105', 0, 300_000],
      ],
      {
        opening: true,
        party: ['Banco Agrario', 'NIT 800037800'],
      },
    );
    await entry(
      db,
      c,
      '2026-02-16',
      ['stock', 5],
      [
        ['1435', 200_000, 0],
        ['3130', 0, 200_000],
      ],
      { opening: true },
    );
    await entry(
      db,
      c,
      '2026-01-20',
      ['income', 1],
      [
        ['1105', 95_000, 0],
        ['4135', 0, 95_000],
      ],
      {
        party: ['Juan Pérez', 'CC 1020304050'],
      },
    );
    await db.execute(sql`UPDATE users SET initial_info = true WHERE id = ${c}`);
    // Open initial information typed on 10 March, nothing else.
    await entry(
      db,
      ids.open,
      '2026-03-10',
      ['financial_info', 9],
      [
        ['1105', 50_000, 0],
        ['3130', 0, 50_000],
      ],
      {
        opening: true,
      },
    );
    // Every opening record deleted again: nothing to keep.
    const gone = await entry(
      db,
      ids.deleted,
      '2026-03-10',
      ['stock', 7],
      [
        ['1435', 10, 0],
        ['3130', 0, 10],
      ],
      {
        opening: true,
        reversedAt: true,
      },
    );
    await entry(
      db,
      ids.deleted,
      '2026-03-10',
      ['stock', 7],
      [
        ['1435', 0, 10],
        ['3130', 10, 0],
      ],
      {
        opening: true,
        reversedAt: true,
        reversalOf: gone,
      },
    );
    await db.transaction((tx) => rebuildMonthlyBalances(tx));
    for (const [k, id] of Object.entries(ids)) before[k] = await balancesAsOf(db, id, '2026-12-31');
  } finally {
    await old.close();
  }
  migrated = await openDatabase(place.url, place.pgliteDir, { thread: false });
}, 300_000);

afterAll(async () => {
  await migrated?.close();
  await place?.drop();
});

const openingLines = (userId: number) =>
  queryRows<{
    account_code: string;
    debit: string;
    credit: string;
    source_type: string;
    source_id: number;
    tp: string | null;
  }>(
    migrated.db,
    sql`SELECT account_code, debit, credit, source_type, source_id, third_party_name AS tp FROM journal_lines
        WHERE user_id = ${userId} AND entry_id = ${-userId} ORDER BY id`,
  );
const openingEntry = async (userId: number) =>
  (
    await queryRows<{ date: string; source_type: string; description: string }>(
      migrated.db,
      sql`SELECT to_char(date, 'YYYY-MM-DD') AS date, source_type, description FROM journal_entries
          WHERE user_id = ${userId} AND id = ${-userId}`,
    )
  )[0];

describe('migration 0030: one opening entry on the start date', () => {
  it('merges the live opening entries of a closed shop into one, dated back to the earliest document', async () => {
    const c = ids.closed;
    expect(await openingEntry(c)).toEqual({
      date: '2026-01-01',
      source_type: 'opening',
      description: 'Saldo inicial',
    });
    expect(await businessStartDate(migrated.db, c)).toBe('2026-01-01');
    expect(
      (await openingLines(c)).map((l) => [
        l.account_code,
        Number(l.debit),
        Number(l.credit),
        l.source_type,
        Number(l.source_id),
        l.tp,
      ]),
    ).toEqual([
      ['1105', 1_000_000, 0, 'financial_info', 1, null],
      ['3130', 0, 1_000_000, 'financial_info', 1, null],
      ['1110', 700_000, 0, 'financial_info', 2, null],
      ['3130', 0, 700_000, 'financial_info', 2, null],
      ['3130', 300_000, 0, 'financial_info', 3, 'Banco Agrario'],
      ['2105', 0, 300_000, 'financial_info', 3, 'Banco Agrario'],
      ['1435', 200_000, 0, 'stock', 5, null],
      ['3130', 0, 200_000, 'stock', 5, null],
    ]);
    // The journal's first entry is the opening one.
    const first = (await journalLinesPage(migrated.db, c, '2026-01-01', '2026-12-31', { limit: 1 }))[0];
    expect(first).toMatchObject({
      entryId: -c,
      date: '2026-01-01',
      description: 'Saldo inicial',
    });
  });

  it('dates an open shop on the month its records were typed; a shop whose records were all deleted has none', async () => {
    expect(await openingEntry(ids.open)).toMatchObject({ date: '2026-03-01' });
    expect(await openingEntry(ids.deleted)).toBeUndefined();
  });

  it('leaves no old opening entry, keeps every balance from the start date on, and the rollup agrees', async () => {
    const [row] = await queryRows<{ n: number }>(
      migrated.db,
      sql`SELECT count(*)::int AS n FROM journal_entries WHERE is_opening`,
    );
    expect(row?.n).toBe(0);
    // Accounts that net to 0 (the deleted shop's reversed pairs) are gone with their lines.
    const nonZero = (b: AccountBalance[] | undefined) => (b ?? []).filter((x) => x.net !== 0);
    for (const [k, id] of Object.entries(ids)) {
      expect(nonZero(await balancesAsOf(migrated.db, id, '2026-12-31')), k).toEqual(nonZero(before[k]));
    }
    expect(await monthlyBalanceMismatches(migrated.db)).toBe(0);
    expect(await openingMismatches(migrated.db)).toBe(0);
    const [closedOn] = await queryRows<{ d: string }>(
      migrated.db,
      sql`SELECT to_char(initial_info_closed_on, 'YYYY-MM-DD') AS d FROM users WHERE id = ${ids.closed}`,
    );
    expect(closedOn?.d).toBe('2026-02-16');
  });
});
