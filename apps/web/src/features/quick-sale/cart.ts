import type { BestSeller, PaymentMethod, SellableItem, TIncomeCreate } from '@cc/shared';
import { normalize } from '../../lib/search.ts';

/** One line of the quick sale: the item, how many, and its unit price (pre-filled, editable). */
export type CartLine = { item: SellableItem; quantity: number; value: number };

/** Best sellers first (in their rank), then every other sellable item by name. */
export function rankItems(items: readonly SellableItem[], best: readonly BestSeller[]): SellableItem[] {
  const rank = new Map(best.map((b, i) => [b.inventory_id, i]));
  return [...items].sort((a, b) => {
    const ra = rank.get(a.id) ?? Number.POSITIVE_INFINITY;
    const rb = rank.get(b.id) ?? Number.POSITIVE_INFINITY;
    return ra !== rb ? ra - rb : a.name.localeCompare(b.name, 'es');
  });
}

/** Every typed word in the name, ignoring case and accents. */
export function searchItems(items: readonly SellableItem[], text: string): SellableItem[] {
  const words = normalize(text).split(/\s+/).filter(Boolean);
  return items.filter((item) => words.every((w) => normalize(item.name).includes(w)));
}

/** How many of the item the stock allows (services: no limit). */
export const maxUnits = (item: SellableItem): number => item.stock ?? Number.POSITIVE_INFINITY;

/**
 * One more (or `delta` more) of an item: a new line at its sale price, or the existing line
 * changed; a line that reaches 0 leaves the cart. Refuses (answers null) beyond the stock.
 */
export function stepItem(cart: readonly CartLine[], item: SellableItem, delta: number): CartLine[] | null {
  const at = cart.findIndex((l) => l.item.id === item.id);
  const quantity = (at === -1 ? 0 : (cart[at]?.quantity ?? 0)) + delta;
  if (delta > 0 && quantity > maxUnits(item)) return null;
  if (at === -1) return quantity > 0 ? [...cart, { item, quantity, value: item.value }] : [...cart];
  if (quantity <= 0) return cart.filter((_, i) => i !== at);
  return cart.map((l, i) => (i === at ? { ...l, quantity } : l));
}

export const setPrice = (cart: readonly CartLine[], itemId: number, value: number): CartLine[] =>
  cart.map((l) => (l.item.id === itemId ? { ...l, value } : l));

export const cartTotal = (cart: readonly CartLine[]): number =>
  cart.reduce((sum, l) => sum + l.quantity * l.value, 0);

/** The client object of the payload: a saved client travels by id with its document. */
export type QuickClient = { id: number; name: string; doc_type: { id: number }; doc_number: string };

/** POST /api/incomes/: the very payload of the wizard's cash or bank sale. */
export function salePayload(
  cart: readonly CartLine[],
  client: QuickClient,
  method: PaymentMethod,
  date: string,
): TIncomeCreate {
  return {
    details: cart.map((l) => ({ inventory_id: l.item.id, quantity: l.quantity, value: l.value })),
    date,
    payment_type: 'CONTADO',
    payment_method: method,
    observations: '',
    client: { id: client.id, name: client.name, doc_type: client.doc_type.id, doc_number: client.doc_number },
  };
}
