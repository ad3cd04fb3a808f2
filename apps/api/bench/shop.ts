import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { rebuildMonthlyBalances } from '../src/ledger/index.ts';
import { loadHistory } from '../test/helpers/history.ts';

/**
 * One shop's history for benchmarks and scale tests: its product created through the API, then
 * test/helpers/history.ts's SQL loader (`sales` sales, 30 a day, ending `today`) and the monthly
 * balances rebuilt (the loader writes journal lines only). `more` adds rows before the rebuild.
 * Returns the product's id.
 */
export async function loadShop(
  t: { app: FastifyInstance; deps: { db: Db } },
  user: { id: number; auth: { authorization: string } },
  opts: { sales: number; today: string; more?: (db: Db) => Promise<void> },
): Promise<number> {
  const item = await t.app.inject({
    method: 'POST',
    url: '/api/inventories/',
    headers: user.auth,
    payload: {
      category: 'PRODUCTO COMPRADO',
      name: 'Arroz 500g',
      sku: 'ARZ',
      cost_value: 2000,
      sale_value: 3000,
    },
  });
  const productId = (item.json() as { id: number }).id;
  const { db } = t.deps;
  await loadHistory(db, user.id, productId, { sales: opts.sales, perDay: 30, today: opts.today });
  await opts.more?.(db);
  await db.transaction((tx) => rebuildMonthlyBalances(tx, user.id));
  return productId;
}
