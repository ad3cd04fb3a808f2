import {
  type InventoryDetail,
  type PaymentMethod,
  SHOPPING_CATEGORY,
  type ShoppingCategoryKey,
  type ShoppingDetail,
  type ShoppingPayment,
  type TPaymentCreate,
  type TShoppingCreate,
  type TShoppingUpdate,
} from '@cc/shared';
import {
  emptyParty,
  type PartyFields,
  partyFromRecord,
  partyPayload,
} from '../../../components/document/party.ts';
import { ABONO_METHOD } from '../../../components/document/payment-mode.ts';
import { todayIso } from '../../../lib/format.ts';
import { KINDS, type ShoppingKind } from '../kinds.ts';

export type LineValues = {
  key: string;
  inventory_id: number | null;
  /** The item's name or the typed description. */
  name: string;
  quantity: number;
  value: number;
  sale_value: number;
};

/** Providers have the client fields (docs/product/2-inventory-income-purchases.md §3): selects as id strings ('' = none). */
export type ProviderValues = PartyFields;

export type ShoppingFormValues = {
  lines: LineValues[];
  provider: ProviderValues;
  date: string;
  payment_method: PaymentMethod | '';
  /** Credit's initial payment, or the abono's value (digits). */
  payment: string;
  observations: string;
};

export const initialValues = (kind: ShoppingKind | null): ShoppingFormValues => ({
  lines: [],
  provider: emptyParty,
  date: todayIso(),
  payment_method: kind ? (KINDS[kind].paymentMethod ?? '') : ABONO_METHOD,
  payment: '',
  observations: '',
});

export function fromShopping(doc: ShoppingDetail): ShoppingFormValues {
  return {
    lines: doc.details.map((d) => ({
      key: `l${d.id}`,
      inventory_id: d.inventory_id,
      name: d.name,
      quantity: d.quantity,
      value: d.value,
      sale_value: d.sale_value ?? 0,
    })),
    provider: partyFromRecord(doc.provider),
    date: doc.date,
    payment_method: doc.payment_method ?? '',
    payment: '',
    observations: doc.observations,
  };
}

export const fromPayment = (p: ShoppingPayment): ShoppingFormValues => ({
  ...initialValues(null),
  date: p.date,
  payment_method: p.payment_method,
  payment: String(p.value),
  observations: p.observations,
});

const typed = (v: string) => v.trim();

const details = (category: ShoppingCategoryKey, lines: LineValues[]) =>
  lines.map((l) =>
    category === 'inventories'
      ? { inventory_id: l.inventory_id ?? 0, quantity: l.quantity, value: l.value, sale_value: l.sale_value }
      : { description: l.name, quantity: l.quantity, value: l.value },
  );

export function createPayload(
  kind: ShoppingKind,
  category: ShoppingCategoryKey,
  v: ShoppingFormValues,
): TShoppingCreate {
  const credit = kind === 'credit';
  // The typed text goes as is: the server reads it, or refuses it with the field's message.
  const initial = credit ? typed(v.payment) : '';
  return {
    category_id: SHOPPING_CATEGORY[category],
    details: details(category, v.lines),
    date: v.date,
    payment_type: KINDS[kind].paymentType,
    payment_method: credit
      ? initial
        ? v.payment_method || undefined
        : undefined
      : (KINDS[kind].paymentMethod ?? undefined),
    payment: initial || undefined,
    observations: v.observations,
    provider: partyPayload(v.provider),
  };
}

/** Edits keep the type; a credit's method changes from its abonos (server rule). */
export function updatePayload(
  kind: ShoppingKind,
  category: ShoppingCategoryKey,
  v: ShoppingFormValues,
): TShoppingUpdate {
  return {
    details: details(category, v.lines),
    date: v.date,
    observations: v.observations,
    provider: partyPayload(v.provider),
    ...(kind === 'credit' ? {} : { payment_method: KINDS[kind].paymentMethod ?? undefined }),
  };
}

export const paymentPayload = (v: ShoppingFormValues): TPaymentCreate => ({
  date: v.date,
  value: typed(v.payment),
  payment_method: v.payment_method || undefined,
  observations: v.observations,
});

export const linesTotal = (lines: readonly LineValues[]) =>
  lines.reduce((s, l) => s + l.quantity * l.value, 0);

/** Inventory lines whose sale price is 0: they would sell for nothing (issue 10 asks first). */
export const zeroSaleNames = (lines: readonly LineValues[]): string[] =>
  lines.filter((l) => l.inventory_id !== null && l.sale_value === 0).map((l) => l.name);

type PricedItem = Pick<InventoryDetail, 'cost_value' | 'sale_value' | 'stock'>;

/**
 * What a product bought again starts its purchase line with (issue 30 item 5): the cost and sale
 * price of its newest live batch — the last time it was bought or stocked — else the item's own;
 * '' where there is none, for the user to type.
 */
export function lastPrices(item: PricedItem): { cost: string; sale: string } {
  const newest = item.stock.find((b) => b.is_active);
  const cost = newest?.cost_value ?? item.cost_value;
  const sale = newest?.sale_value ?? item.sale_value;
  return { cost: cost ? String(cost) : '', sale: sale ? String(sale) : '' };
}
