import type { Tx } from '../../db/client.ts';
import type { AccountBalance } from '../../ledger/balances.ts';
import { openingBalances as ledgerOpening } from '../../ledger/index.ts';

/** Opening-balance (initial information) balances per account, from the journal; zeros left out. */
export async function openingBalances(tx: Tx, userId: number): Promise<AccountBalance[]> {
  return (await ledgerOpening(tx, userId)).filter((r) => r.balance !== 0);
}
