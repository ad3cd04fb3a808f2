import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { openDatabase, usesEmbeddedDataDir } from '../src/db/client.ts';
import {
  lineDateMismatches,
  monthlyBalanceMismatches,
  openingMismatches,
  rebuildMonthlyBalances,
  repairLineDates,
  repairOpeningDates,
} from '../src/ledger/index.ts';
import { holdDataDirOrExit } from '../src/lib/data-dir-lock.ts';
import { CREDIT_KINDS } from '../src/modules/credit/kinds.ts';
import { listTotalsMismatches, rebuildListTotalsRetrying } from '../src/modules/credit/list-totals.ts';
import { rebuildSettled, settledMismatches } from '../src/modules/credit/settled.ts';
import { rebuildStockRollups, stockRollupMismatches } from '../src/modules/inventory/index.ts';

/**
 * npm run ledger:repair [-- --user <id>]: rebuilds the monthly balances (decision 020) from the
 * journal lines, for every user or one, in one transaction, on DATABASE_URL or DATA_DIR's PGlite
 * (stop the server first: PGlite takes one process). Safe while a PostgreSQL server runs: postings
 * wait for the rebuild. Prints how many rows disagreed before and after. Also rebuilds the
 * credits' `settled_on` (ADR 023 part B) from their payments, and the lists' header totals
 * (`list_totals`, kept by triggers) from the documents and payments, and the stock rollups (ADR 040)
 * from the stock movements — the other derived state — and first dates each shop's opening entry
 * on its start date (ledger/opening.ts) and every journal line on its entry's date, failing while
 * an entry of the old opening model (is_opening) is left.
 */
const { values } = parseArgs({ options: { user: { type: 'string' } } });
const userId = values.user === undefined ? null : Number(values.user);
if (userId !== null && !(Number.isSafeInteger(userId) && userId > 0)) {
  console.error(`--user must be a user id, not '${values.user}'`);
  process.exit(2);
}

const config = loadConfig();
// PGlite takes one process: refused at once while the server runs on the same DATA_DIR.
const dataDirLock = holdDataDirOrExit(usesEmbeddedDataDir(config.databaseUrl), config.dataDir);
const database = await openDatabase(config.databaseUrl, config.pgliteDir);
try {
  const scope = userId === null ? 'every user' : `user ${userId}`;
  // The credit kinds the two rebuilds below cover: the registry's (credit/kinds.ts), never a list of their own.
  const kinds = CREDIT_KINDS.map((k) => k.list).join(', ');
  // The opening entry first (ADR 037): re-dated to the start date, its month then rebuilt below.
  const openingBefore = await openingMismatches(database.db, userId);
  await database.db.transaction((tx) => repairOpeningDates(tx, userId));
  const openingAfter = await openingMismatches(database.db, userId);
  console.log(
    `opening entries of ${scope} re-dated: ${openingBefore} shops off their start date, now ${openingAfter}`,
  );
  const datesBefore = await lineDateMismatches(database.db, userId);
  await database.db.transaction((tx) => repairLineDates(tx, userId));
  const datesAfter = await lineDateMismatches(database.db, userId);
  console.log(
    `journal line dates of ${scope}: ${datesBefore} differed from their entry's, now ${datesAfter}`,
  );
  const before = await monthlyBalanceMismatches(database.db, userId);
  // Read committed (the default): the rebuild reads the journal after it holds its lock.
  await database.db.transaction((tx) => rebuildMonthlyBalances(tx, userId));
  const after = await monthlyBalanceMismatches(database.db, userId);
  console.log(`monthly balances of ${scope} rebuilt: ${before} rows differed from the journal, now ${after}`);
  const settledBefore = await settledMismatches(database.db, userId);
  await database.db.transaction((tx) => rebuildSettled(tx, userId));
  const settledAfter = await settledMismatches(database.db, userId);
  console.log(
    `settled days of ${scope} rebuilt (${kinds}): ${settledBefore} credits differed from their payments, now ${settledAfter}`,
  );
  const totalsBefore = await listTotalsMismatches(database.db, userId);
  await rebuildListTotalsRetrying(database.db, userId);
  const totalsAfter = await listTotalsMismatches(database.db, userId);
  console.log(
    `list totals of ${scope} rebuilt (${kinds}): ${totalsBefore} rows differed from the documents and payments, now ${totalsAfter}`,
  );
  const stockBefore = await stockRollupMismatches(database.db, userId);
  await database.db.transaction((tx) => rebuildStockRollups(tx, userId));
  const stockAfter = await stockRollupMismatches(database.db, userId);
  console.log(
    `stock rollups of ${scope} rebuilt: ${stockBefore} rows differed from the stock movements, now ${stockAfter}`,
  );
  if (
    openingAfter !== 0 ||
    datesAfter !== 0 ||
    after !== 0 ||
    settledAfter !== 0 ||
    totalsAfter !== 0 ||
    stockAfter !== 0
  )
    process.exitCode = 1;
} finally {
  await database.close();
  dataDirLock?.release();
}
