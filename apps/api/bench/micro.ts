import { sql } from 'drizzle-orm';
import { users } from '../src/db/schema/index.ts';
import { ACC, balancesAsOf, balancesBetween, post, reverseSource } from '../src/ledger/index.ts';
import { createTestApp } from '../test/helpers/app.ts';
import { type Figure, measure, print } from './harness.ts';
import { benchSales } from './sales.ts';

/**
 * Micro-benchmarks (npm run bench:micro) on an in-memory PGlite (or TEST_DATABASE_URL), in process.
 * Prints figures; asserts nothing.
 * Sizes are a busy shop's year: 10k journal entries for one tenant.
 */
const t = await createTestApp();
const db = t.deps.db;
const [user] = await db
  .insert(users)
  .values({
    email: 'bench@example.com',
    passwordHash: 'x',
    firstName: 'B',
    lastName: 'B',
    termsAcceptedAt: new Date(),
    personalDataAcceptedAt: new Date(),
  })
  .returning({ id: users.id });
const userId = user?.id ?? 0;
const figures: Figure[] = [];

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 10_000);
figures.push(
  await measure('ledger.post (sale: 4 lines, own tx)', ENTRIES, (i) =>
    db.transaction((tx) =>
      post(tx, {
        userId,
        date: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
        source: { type: 'bench', id: i },
        lines: [
          { account: ACC.caja, debit: 3000 },
          { account: ACC.ingresosVentas, credit: 3000 },
          { account: ACC.costoVentas, debit: 2000 },
          { account: ACC.inventarios, credit: 2000 },
        ],
      }),
    ),
  ),
);
figures.push(
  await measure('ledger.reverseSource', 200, (i) =>
    db.transaction((tx) => reverseSource(tx, userId, { type: 'bench', id: i }, new Date())),
  ),
);
// The server analyses PGlite every 10 minutes (db/client.ts); measure reads in that steady state.
await db.execute(sql`ANALYZE`);
figures.push(
  await measure(`balancesAsOf over ${ENTRIES} entries`, 30, () => balancesAsOf(db, userId, '2026-12-31')),
);
figures.push(
  await measure(`balancesBetween one month over ${ENTRIES} entries`, 30, () =>
    balancesBetween(db, userId, '2026-06-01', '2026-06-30'),
  ),
);
figures.push(
  await measure('GET /api/states/ (inject)', 200, () => t.app.inject({ method: 'GET', url: '/api/states/' })),
);

figures.push(...(await benchSales(t, Number(process.env.BENCH_SALES ?? 1000))));

print(figures);
await t.close();
