import { saleTotal } from '@cc/shared';
import type { UseFormReturnType } from '@mantine/form';
import { wholeOf } from '../../../lib/whole-number.ts';
import type { IncomeFormValues, SaleLine } from './values.ts';

/** docs/product/2-inventory-income-purchases.md §5: a quantity that is empty or not a positive whole number becomes 1. */
export function parseQuantity(raw: string | number): number {
  const n = wholeOf(String(raw)) ?? 0;
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}

/** The sale lines of the wizard's form: add (never twice), change, remove, total. */
export function saleLines(form: UseFormReturnType<IncomeFormValues>) {
  // Read at call time: lines may be added while a stock check is in flight.
  const hasItem = (inventoryId: number) => form.getValues().lines.some((l) => l.inventory_id === inventoryId);
  return {
    hasItem,
    /** False when the item is already in the list (docs/product/2-inventory-income-purchases.md §4: it is not added again). */
    add: (line: SaleLine): boolean => {
      if (hasItem(line.inventory_id)) return false;
      form.insertListItem('lines', line);
      return true;
    },
    remove: (index: number) => form.removeListItem('lines', index),
    update: (index: number, patch: Partial<Pick<SaleLine, 'quantity' | 'value' | 'stock'>>) => {
      const line = form.getValues().lines[index];
      if (line) form.setFieldValue(`lines.${index}`, { ...line, ...patch });
    },
    total: saleTotal(form.values.lines),
  };
}
