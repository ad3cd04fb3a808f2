import { type IncomeCreate, saleTotal } from '@cc/shared';
import { insertMany } from '../../db/bulk.ts';
import type { Tx } from '../../db/client.ts';
import { incomePayments, incomes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { type Posting, postMany, type ThirdParty } from '../../ledger/index.ts';
import { assertBookDate } from '../../lib/clock.ts';
import { reserveDocumentNumbers } from '../../lib/document-counter.ts';
import { documentHead, refreshSettledMany } from '../credit/index.ts';
import { lockStock, type MovementContext, type StockAllocation, StockDraws } from '../inventory/index.ts';
import { BatchClients } from './batch-clients.ts';
import { SALES } from './kind.ts';
import { INCOME_SOURCE, paymentPosting, salePosting, stockAccountsOf } from './postings.ts';
import {
  checkLineItems,
  type DrawnLine,
  drawOrder,
  type LineItem,
  lineItems,
  writeSalesLines,
} from './sale-lines.ts';

/** A sale of the batch once checked and drawn, before its rows exist. */
type Planned = {
  input: IncomeCreate;
  head: ReturnType<typeof documentHead>;
  clientId: number;
  thirdParty: ThirdParty | null;
  lines: DrawnLine[];
  /** Its draws' movements: their source id is the sale's, known once the sale is inserted. */
  movement: MovementContext;
};

/**
 * Many sales of one user in one transaction, with the books writeSale would write for them one
 * after another (ADR 029): the same numbers (consecutive, from the counter), clients, lines, FIFO
 * draws (each sale draws what the earlier ones left, only from batches that existed on its date),
 * initial payments, journal entries and monthly balances — but in ~15 statements for the whole
 * batch instead of ~33 per sale: the stock lock, the counter, the items and their batches are
 * taken once, the draws planned in memory (inventory/stock-draws.ts), and every table written
 * with multi-row INSERTs (ledger.postMany for the journal).
 *
 * Inputs are parsed payloads (ZIncomeCreate), as for createSale. Refusals are all or nothing: the
 * first sale that writeSale would refuse — checked in the batch's order, with the same checks in
 * the same order (future date, client, items, stock) — refuses the whole batch with its message,
 * and nothing is written. Returns the sales' ids in input order.
 */
export async function createSales(
  deps: AppDeps,
  userId: number,
  inputs: readonly IncomeCreate[],
): Promise<number[]> {
  if (!inputs.length) return [];
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockStock(tx, userId);
    const first = await reserveDocumentNumbers(tx, userId, SALES.counter, inputs.length);
    const items = await lineItems(
      tx,
      userId,
      inputs.flatMap((i) => i.details),
    );
    const draws = await StockDraws.open(tx, userId, [...items.values()]);
    const clients = new BatchClients(tx, userId, now);

    const planned: Planned[] = [];
    for (const [n, input] of inputs.entries()) {
      // In writeSale's order, sale by sale: the first refusal of the batch is the one it answers.
      assertBookDate(input.date, deps.clock, SALES.msg.futureDate);
      const head = documentHead(userId, first + n, input, saleTotal(input.details), now);
      const clientId = await clients.save(input.client);
      // As the journal named the client when this sale was written (a later one may rename it).
      const thirdParty = await clients.thirdParty(clientId);
      checkLineItems(input.details, items);
      const movement = { date: input.date, source: { type: INCOME_SOURCE, id: 0 } };
      const allocations = new Map<number, StockAllocation[]>();
      for (const i of drawOrder(input.details)) {
        const line = input.details[i] as (typeof input.details)[number];
        allocations.set(i, draws.draw(line.inventory_id, line.quantity, movement));
      }
      const lines = input.details.map((l, i) => {
        const item = items.get(l.inventory_id) as LineItem;
        const { id: inventoryId, name, category } = item;
        return {
          inventoryId,
          name,
          category,
          quantity: l.quantity,
          value: l.value,
          allocations: allocations.get(i) ?? [],
        };
      });
      planned.push({ input, head, clientId, thirdParty, lines, movement });
    }

    const ids = await insertSales(tx, planned);
    planned.forEach((p, i) => {
      p.movement.source.id = ids[i] as number;
    });
    await draws.write(tx);
    await writeSalesLines(
      tx,
      userId,
      planned.map((p, i) => ({ incomeId: ids[i] as number, lines: p.lines })),
    );
    const paymentIds = await insertInitialPayments(tx, userId, planned, ids, now);
    const postings: Posting[] = [];
    const held = await stockAccountsOf(
      tx,
      userId,
      planned.flatMap((p) => p.lines),
    );
    for (const [i, p] of planned.entries()) {
      const { thirdParty } = p;
      const id = ids[i] as number;
      postings.push({ ...salePosting(userId, { ...p.head, id }, p.lines, held), thirdParty });
      const paymentId = paymentIds.get(id);
      if (paymentId !== undefined && p.head.paymentMethod) {
        const payment = {
          id: paymentId,
          ordinal: 1,
          date: p.head.date,
          value: p.head.initial,
          paymentMethod: p.head.paymentMethod,
        };
        postings.push({ ...paymentPosting(userId, p.head.number, payment), thirdParty });
      }
    }
    await postMany(tx, userId, postings);
    // The same SQL as every other credit writer (credit/settled.ts), so the two paths cannot disagree.
    const credits = ids.filter((_, i) => planned[i]?.head.paymentType === 'CREDITO');
    await refreshSettledMany(tx, SALES, userId, credits);
    return ids;
  });
}

/** The sales' rows, one multi-row INSERT per slice; their ids in the batch's order (by number). */
async function insertSales(tx: Tx, planned: readonly Planned[]): Promise<number[]> {
  const rows = await insertMany(
    tx,
    incomes,
    planned.map(({ head: { initial: _, ...head }, clientId, input }) => ({
      ...head,
      clientId,
      observations: input.observations ?? '',
    })),
    { id: incomes.id, number: incomes.number },
  );
  const byNumber = new Map(rows.map((r) => [r.number, r.id]));
  return planned.map((p) => {
    const id = byNumber.get(p.head.number);
    if (id === undefined) throw new Error('income not written');
    return id;
  });
}

/** The initial payment of each credit sale that has one (createDocument's), by sale id. */
async function insertInitialPayments(
  tx: Tx,
  userId: number,
  planned: readonly Planned[],
  ids: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  const rows = planned.flatMap((p, i) => {
    const method = p.head.paymentMethod;
    if (!(p.head.initial > 0 && method)) return [];
    const fields = { ordinal: 1, date: p.head.date, value: p.head.initial, paymentMethod: method };
    return [
      {
        userId,
        incomeId: ids[i] as number,
        ...fields,
        observations: '',
        createdAt: now,
        updatedAt: now,
        isInitial: true,
      },
    ];
  });
  const written = await insertMany(tx, incomePayments, rows, {
    id: incomePayments.id,
    incomeId: incomePayments.incomeId,
  });
  const out = new Map(written.map((w) => [w.incomeId, w.id]));
  return out;
}
