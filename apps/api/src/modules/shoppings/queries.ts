import {
  type InventoryCategory,
  type PaymentMethod,
  type PaymentType,
  padNumber,
  paymentReference,
  type ShoppingDetail,
  type ShoppingDetailLine,
  type ShoppingListItem,
  type ShoppingPayment,
} from '@cc/shared';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  financialCategories,
  providers,
  shoppingDetails,
  shoppingPayments,
  shoppings,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { type Page, pageOf } from '../../lib/route-params.ts';
import { providerRecords } from './providers.ts';

type PaymentRow = typeof shoppingPayments.$inferSelect;
type DetailRow = typeof shoppingDetails.$inferSelect;

export function toPayment(p: PaymentRow, shopping: { number: number; paidOut: boolean }): ShoppingPayment {
  return {
    id: p.id,
    shopping_id: p.shoppingId,
    number: p.ordinal,
    reference: paymentReference(shopping.number, p.ordinal),
    date: p.date,
    value: p.value,
    payment_method: p.paymentMethod as PaymentMethod,
    observations: p.observations,
    deleted: p.deleted,
    is_finished: shopping.paidOut,
    is_initial: p.isInitial,
  };
}

function toLine(d: DetailRow): ShoppingDetailLine {
  const isInventory = d.inventoryId !== null;
  return {
    id: d.id,
    // The name and category as bought: the document must not change when the item is renamed.
    inventory:
      d.inventoryId !== null
        ? { id: d.inventoryId, name: d.name, category: d.category as InventoryCategory }
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

/** GET /api/shoppings/{id}/ (API.md): lines, payments, provider and category. */
export async function getShopping(deps: AppDeps, userId: number, id: number | null): Promise<ShoppingDetail> {
  if (id === null) throw AppError.notFound();
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
    payment_type: s.paymentType as PaymentType,
    payment_method: (s.paymentMethod as PaymentMethod | null) ?? null,
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

/** date, created instant, payments after documents of the same instant, id — all descending. */
type SortKey = [string, number, number, number];
function compareDesc(a: SortKey, b: SortKey): number {
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] !== b[i]) return (a[i] as string | number) < (b[i] as string | number) ? 1 : -1;
  }
  return 0;
}

export type ShoppingFilters = {
  paymentType?: PaymentType | undefined;
  paymentMethod?: PaymentMethod | undefined;
  /** Also list the payments made (by paymentMethod when given) as is_payment rows. */
  payments: boolean;
};

const head = {
  provider: { id: providers.id, name: providers.name },
  category: { id: financialCategories.id, name: financialCategories.name },
};

/**
 * GET /api/shoppings/ (API.md 'list items', purchases alike): the user's purchases filtered by
 * type and method, newest first, plus — with `payment=true` — every payment made by that method
 * (the cash and bank screens list the money that went out). Voided rows are listed, deleted true.
 */
export async function listShoppings(
  db: Executor,
  userId: number,
  filters: ShoppingFilters,
  page: Page,
): Promise<{ rows: ShoppingListItem[]; total: number }> {
  const { limit, offset } = pageOf(page);
  // Each side is read up to offset + limit rows, then merged: exact for any page.
  const window = offset + limit;
  const docWhere: SQL | undefined = and(
    eq(shoppings.userId, userId),
    filters.paymentType ? eq(shoppings.paymentType, filters.paymentType) : undefined,
    filters.paymentMethod ? eq(shoppings.paymentMethod, filters.paymentMethod) : undefined,
  );
  const docs = await db
    .select({ s: shoppings, ...head })
    .from(shoppings)
    .innerJoin(providers, eq(providers.id, shoppings.providerId))
    .innerJoin(financialCategories, eq(financialCategories.id, shoppings.categoryId))
    .where(docWhere)
    .orderBy(desc(shoppings.date), desc(shoppings.createdAt), desc(shoppings.id))
    .limit(window);
  const [docCount] = await db.select({ n: count() }).from(shoppings).where(docWhere);

  let payRows: ({ payment: PaymentRow } & (typeof docs)[number])[] = [];
  let payCount = 0;
  if (filters.payments) {
    const payWhere = and(
      eq(shoppingPayments.userId, userId),
      filters.paymentMethod ? eq(shoppingPayments.paymentMethod, filters.paymentMethod) : undefined,
    );
    payRows = await db
      .select({ payment: shoppingPayments, s: shoppings, ...head })
      .from(shoppingPayments)
      .innerJoin(shoppings, eq(shoppings.id, shoppingPayments.shoppingId))
      .innerJoin(providers, eq(providers.id, shoppings.providerId))
      .innerJoin(financialCategories, eq(financialCategories.id, shoppings.categoryId))
      .where(payWhere)
      .orderBy(desc(shoppingPayments.date), desc(shoppingPayments.createdAt), desc(shoppingPayments.id))
      .limit(window);
    const [n] = await db.select({ n: count() }).from(shoppingPayments).where(payWhere);
    payCount = n?.n ?? 0;
  }

  const items: (ShoppingListItem & { sortKey: SortKey })[] = [
    ...docs.map(({ s, provider, category }) => ({
      sortKey: [s.date, s.createdAt.getTime(), 0, s.id] as SortKey,
      id: s.id,
      number: s.number,
      reference: padNumber(s.number),
      date: s.date,
      value: s.value,
      payment: s.payment,
      payment_type: s.paymentType as PaymentType,
      payment_method: (s.paymentMethod as PaymentMethod | null) ?? null,
      deleted: s.deleted,
      paid_out: s.paidOut,
      is_payment: false,
      shopping_id: null,
      provider,
      category,
    })),
    ...payRows.map(({ payment, s, provider, category }) => ({
      sortKey: [payment.date, payment.createdAt.getTime(), 1, payment.id] as SortKey,
      id: payment.id,
      number: s.number,
      reference: paymentReference(s.number, payment.ordinal),
      date: payment.date,
      value: payment.value,
      payment: payment.value,
      payment_type: s.paymentType as PaymentType,
      payment_method: payment.paymentMethod as PaymentMethod,
      deleted: payment.deleted,
      paid_out: s.paidOut,
      is_payment: true,
      shopping_id: s.id,
      provider,
      category,
    })),
  ];
  items.sort((a, b) => compareDesc(a.sortKey, b.sortKey));
  return {
    rows: items.slice(offset, offset + limit).map(({ sortKey: _, ...row }) => row),
    total: (docCount?.n ?? 0) + payCount,
  };
}
