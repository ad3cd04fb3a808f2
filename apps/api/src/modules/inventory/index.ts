/**
 * What other modules may use from inventory (docs/integrations.md §Module boundaries: modules call each other only through
 * service functions). Incomes draw and give back stock; purchases create and cancel batches; the
 * module list mounts its routes.
 */
export { findItem, isServiceCategory, STOCK_SOURCE } from './common.ts';
export { restoreItemsOfBatches } from './restore.ts';
export { inventoryRoutes } from './routes.ts';
export {
  allocateStock,
  batchesAsOf,
  drawableBatches,
  latestBatchDate,
  type MovementContext,
  planDraw,
  redrawStock,
  releaseStock,
  type StockAllocation,
  shortageMessage,
  totalAvailable,
} from './stock-allocation.ts';
export { StockDraws } from './stock-draws.ts';
export { lockStock } from './stock-lock.ts';
export {
  netsBetween,
  rebuildStockRollups,
  rolledUpBefore,
  type StockBalance,
  type StockNet,
  stockRollupMismatches,
} from './stock-rollups.ts';
export { cancelPurchaseBatches, createPurchaseBatch } from './stocks.ts';
export { stockSummaries, summarize } from './summary.ts';
