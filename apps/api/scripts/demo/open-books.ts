import { ZFinancialInfoCreate, ZInventoryCreate } from '@cc/shared';
import type { AppDeps } from '../../src/deps.ts';
import { createFinancialInfo } from '../../src/modules/financial/financial-info.service.ts';
import { closeInitialInfo } from '../../src/modules/financial/summary.service.ts';
import { createInventory } from '../../src/modules/inventory/create-item.ts';
import { CATALOGUE } from './catalogue.ts';

export type Product = { id: number; name: string; cost: number; price: number; isService: boolean };

/** Categories of the demo's accounts and expenses (reference data). */
export const CAT = { caja: 7, bancos: 8, obligaciones: 12, arriendo: 18, servicios: 19, nomina: 20 } as const;
/** Units of each product in the opening inventory. */
export const OPENING_UNITS = 30;

/** A new shop's initial information: cash, bank, a loan, its catalogue with opening stock; then closed. */
export async function openBooks(deps: AppDeps, userId: number): Promise<Product[]> {
  const opening = [
    { category: CAT.caja, value: 1_500_000, financial_type: 'ACTIVOS' },
    { category: CAT.bancos, value: 12_000_000, financial_type: 'ACTIVOS' },
    { category: CAT.obligaciones, value: 5_000_000, financial_type: 'PASIVOS' },
  ];
  for (const o of opening) await createFinancialInfo(deps, userId, ZFinancialInfoCreate.parse(o));
  const products: Product[] = [];
  for (const item of CATALOGUE) {
    const isService = item.category === 'SERVICIO';
    const created = await createInventory(
      deps,
      userId,
      ZInventoryCreate.parse({
        category: item.category,
        sku: item.sku,
        name: item.name,
        description: '',
        cost_value: isService ? undefined : item.cost,
        sale_value: item.price,
        quantity: isService ? 0 : OPENING_UNITS,
        is_initial: !isService,
      }),
    );
    products.push({ id: created.id, name: item.name, cost: item.cost, price: item.price, isService });
  }
  await closeInitialInfo(deps, userId);
  return products;
}
