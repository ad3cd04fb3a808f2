import { padNumber, type ShoppingDetail, type ShoppingDetailLine, type ShoppingPayment } from '@cc/shared';
import { and, asc, eq } from 'drizzle-orm';
import { financialCategories, shoppingDetails, shoppingPayments, shoppings } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { paymentOut } from '../credit/index.ts';
import { providerRecords } from './providers.ts';

type PaymentRow = typeof shoppingPayments.$inferSelect;
type DetailRow = typeof shoppingDetails.$inferSelect;

export function toPayment(p: PaymentRow, shopping: { number: number; paidOut: boolean }): ShoppingPayment {
  return { ...paymentOut(p, shopping), shopping_id: p.shoppingId };
}

function toLine(d: DetailRow): ShoppingDetailLine {
  const isInventory = d.inventoryId !== null;
  return {
    id: d.id,
    // The name and category as bought: the document must not change when the item is renamed.
    inventory:
      d.inventoryId !== null && d.category !== null
        ? { id: d.inventoryId, name: d.name, category: d.category }
        : null,
    inventory_id: d.inventoryId,
    name: d.name,
    description: isInventory ? '' : d.name,
    quantity: d.quantity,
    value: d.value,
    unit_value: d.value,
    total_value: d.quantity * d.value,
    sale_value: d.saleValue,
    stock: d.stockId,
  };
}

/** GET /api/shoppings/{id}/ (docs/api.md §Document detail): lines, payments, provider and category. */
export async function getShopping(deps: AppDeps, userId: number, id: number): Promise<ShoppingDetail> {
  const { db } = deps;
  const [row] = await db
    .select({ s: shoppings, categoryName: financialCategories.name })
    .from(shoppings)
    .innerJoin(financialCategories, eq(financialCategories.id, shoppings.categoryId))
    .where(and(eq(shoppings.userId, userId), eq(shoppings.id, id)));
  if (!row) throw AppError.notFound();
  const { s } = row;
  const [details, payments, providerMap] = await Promise.all([
    db
      .select()
      .from(shoppingDetails)
      .where(and(eq(shoppingDetails.userId, userId), eq(shoppingDetails.shoppingId, s.id)))
      .orderBy(asc(shoppingDetails.position)),
    db
      .select()
      .from(shoppingPayments)
      .where(and(eq(shoppingPayments.userId, userId), eq(shoppingPayments.shoppingId, s.id)))
      .orderBy(asc(shoppingPayments.ordinal)),
    providerRecords(db, userId, [s.providerId]),
  ]);
  const provider = providerMap.get(s.providerId);
  if (!provider) throw new Error(`provider ${s.providerId} of shopping ${s.id} not found`);
  return {
    id: s.id,
    number: s.number,
    reference: padNumber(s.number),
    date: s.date,
    value: s.value,
    payment: s.payment,
    balance: s.value - s.payment,
    payment_type: s.paymentType,
    payment_method: s.paymentMethod,
    observations: s.observations,
    deleted: s.deleted,
    paid_out: s.paidOut,
    is_payment: false,
    category: { id: s.categoryId, name: row.categoryName },
    provider,
    details: details.map(toLine),
    payments: payments.map((p) => toPayment(p, s)),
  };
}
