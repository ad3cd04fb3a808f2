import { INCOME_MSG, type StockCheckResult } from '@cc/shared';
import { useState } from 'react';
import { incomesApi } from '../../../../api/incomes.ts';
import type { Message } from '../../../../components/MessageModal.tsx';
import { refusalMessage } from '../../../../lib/errors.ts';

const firstList = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') && value.length > 0 ? value : null;

/**
 * POST /api/incomes/inventories/ before a line is added or its quantity grows (spec 2 §5). A short
 * stock answers the 'Inventario insuficiente' modal with the server's messages.
 */
export function useStockCheck(notify: (message: Message) => void) {
  const [checking, setChecking] = useState(false);
  const check = async (inventoryId: number, quantity: number): Promise<StockCheckResult | null> => {
    setChecking(true);
    const result = await incomesApi.stockCheck({ inventory_id: inventoryId, quantity });
    setChecking(false);
    if (result.ok) return result.data;
    const lines = result.status === 400 ? firstList(result.data?.validations_errors) : null;
    notify(
      lines ? { title: INCOME_MSG.insufficientTitle, list: lines, tone: 'error' } : refusalMessage(result),
    );
    return null;
  };
  return { check, checking };
}
