import { PERIOD_MSG } from '@cc/shared';
import type { Tx } from '../../db/client.ts';
import { balancesBetween, post, reverseSource, YEAR_CLOSE_SOURCE } from '../../ledger/index.ts';

/** The PUC accounts of the year-end close (docs/accounting.md §Year-end). */
export const CLOSE_ACC = {
  profit: '3605',
  loss: '3610',
  retainedProfit: '3705',
  retainedLoss: '3710',
} as const;

/** Classes 4, 5, 6 and 7: income, expenses, cost of sales, production cost. */
const isResultAccount = (code: string) => /^[4-7]/.test(code);

/**
 * Closes year `year` (comprobante CI, ADR 038): an entry dated 31 December that zeroes every class
 * 4–7 account's balance of the year into 3605 (profit, credit) or 3610 (loss, debit), and one dated
 * 1 January of the next year that moves it to 3705 / 3710. Both are of source (year_close, year),
 * so a reopening reverses them together. A year without results posts nothing.
 */
export async function postYearClose(tx: Tx, userId: number, year: number): Promise<void> {
  const end = `${year}-12-31`;
  const balances = (await balancesBetween(tx, userId, `${year}-01-01`, end)).filter(
    (b) => isResultAccount(b.code) && b.net !== 0,
  );
  if (!balances.length) return;
  // net = debit − credit; the close writes the opposite of each. Profit = Σ credit balances.
  const lines = balances.map((b) =>
    b.net > 0 ? { account: b.code, credit: b.net } : { account: b.code, debit: 0 - b.net },
  );
  const profit = balances.reduce((s, b) => s - b.net, 0);
  if (profit > 0) lines.push({ account: CLOSE_ACC.profit, credit: profit });
  if (profit < 0) lines.push({ account: CLOSE_ACC.loss, debit: 0 - profit });
  const source = { type: YEAR_CLOSE_SOURCE, id: year };
  await post(tx, {
    userId,
    date: end,
    source,
    description: PERIOD_MSG.closingEntry(year),
    lines,
    closing: true,
  });
  if (profit === 0) return;
  const transfer =
    profit > 0
      ? [
          { account: CLOSE_ACC.profit, debit: profit },
          { account: CLOSE_ACC.retainedProfit, credit: profit },
        ]
      : [
          { account: CLOSE_ACC.retainedLoss, debit: 0 - profit },
          { account: CLOSE_ACC.loss, credit: 0 - profit },
        ];
  await post(tx, {
    userId,
    date: `${year + 1}-01-01`,
    source,
    description: PERIOD_MSG.transferEntry(year),
    lines: transfer,
    closing: true,
  });
}

/**
 * Reopening a closed year reverses its closing entries (mirrors of the same dates, the journal
 * stays append-only: ADR 038), so its results read again from classes 4–7.
 */
export async function reverseYearClose(tx: Tx, userId: number, year: number, now: Date): Promise<void> {
  await reverseSource(tx, userId, { type: YEAR_CLOSE_SOURCE, id: year }, now);
}

/** The years whose 31 December lies in (after, upTo]: those a lock move closes or reopens. */
export function yearEndsBetween(after: string | null, upTo: string, firstYear: number): number[] {
  const years: number[] = [];
  for (let y = firstYear; `${y}-12-31` <= upTo; y++)
    if (after === null || `${y}-12-31` > after) years.push(y);
  return years;
}
