import { INCOME_MSG, isService, type StockCheckResult } from '@cc/shared';
import { useState } from 'react';
import { incomesApi } from '../../../../api/incomes.ts';
import { refusalMessage } from '../../../../components/errors.ts';
import type { Message } from '../../../../components/MessageModal.tsx';
import type { SaleLine } from '../../form/values.ts';

const firstList = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') && value.length > 0 ? value : null;

type Refusal = { list: string[] } | { message: Message };

/**
 * POST /api/incomes/inventories/ before a line is added or its quantity grows (docs/product/2-inventory-income-purchases.md §5), as of
 * the sale's date: a sale draws only the stock that existed that day (docs/accounting.md §Stock as of a date). A short stock
 * answers the 'Inventario insuficiente' modal with the server's messages, which say from which
 * day there are enough units.
 */
export function useStockCheck(notify: (message: Message) => void) {
  const [checking, setChecking] = useState(false);

  const ask = async (
    inventoryId: number,
    quantity: number,
    date: string,
  ): Promise<StockCheckResult | Refusal> => {
    const result = await incomesApi.stockCheck({ inventory_id: inventoryId, quantity, date });
    if (result.ok) return result.data;
    const lines = result.status === 400 ? firstList(result.data?.validations_errors) : null;
    return lines ? { list: lines } : { message: refusalMessage(result) };
  };
  const show = (refusals: Refusal[]) => {
    const other = refusals.find((r): r is { message: Message } => 'message' in r);
    if (other) return notify(other.message);
    const list = refusals.flatMap((r) => ('list' in r ? r.list : []));
    notify({ title: INCOME_MSG.insufficientTitle, list, tone: 'error' });
  };

  const check = async (
    inventoryId: number,
    quantity: number,
    date: string,
  ): Promise<StockCheckResult | null> => {
    setChecking(true);
    const answer = await ask(inventoryId, quantity, date);
    setChecking(false);
    if ('inventory_id' in answer) return answer;
    show([answer]);
    return null;
  };

  /**
   * The lines' products as of a new sale date (the units a saved sale already holds excepted):
   * one modal names every line that is short on that day. True when all of them have stock.
   */
  const checkLines = async (lines: readonly SaleLine[], date: string): Promise<boolean> => {
    const asked = lines.filter((l) => !isService(l.category) && l.quantity > l.saved);
    if (!asked.length) return true;
    setChecking(true);
    const answers = await Promise.all(asked.map((l) => ask(l.inventory_id, l.quantity - l.saved, date)));
    setChecking(false);
    const refusals = answers.filter((a): a is Refusal => !('inventory_id' in a));
    if (refusals.length) show(refusals);
    return refusals.length === 0;
  };

  return { check, checkLines, checking };
}
