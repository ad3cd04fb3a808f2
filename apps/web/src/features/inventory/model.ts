import { type InventoryCategory, isService, TIMEZONE } from '@cc/shared';
import { formatDate } from '../../lib/format.ts';
import {
  CATEGORY_LABELS,
  INVENTORY_FIELD_LABELS,
  INVENTORY_TEXT,
  INVENTORY_TITLES,
  INVENTORY_TOOLTIP,
} from './messages.ts';

export { CATEGORY_LABELS, INVENTORY_FIELD_LABELS, INVENTORY_TITLES, INVENTORY_TOOLTIP };

/** The five mutually exclusive list filters of docs/product/2-inventory-income-purchases.md §2 (owner's list and public catalogue). */
export const INVENTORY_TABS = [
  { value: 'all', label: INVENTORY_TEXT.tabs.all },
  { value: 'products', label: INVENTORY_TEXT.tabs.products },
  { value: 'services', label: INVENTORY_TEXT.tabs.services },
  { value: 'soldOut', label: INVENTORY_TEXT.tabs.soldOut },
  { value: 'history', label: INVENTORY_TEXT.tabs.history },
] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number]['value'];
export const DEFAULT_TAB: InventoryTab = 'all';

export function isInventoryTab(value: string | null): value is InventoryTab {
  return INVENTORY_TABS.some((t) => t.value === value);
}

/** What the filters need of an item: its list form and its public form both have it. */
type Filterable = { category: InventoryCategory; is_active: boolean; stock: { quantity: number | null } };

/** Sold out (docs/product/2-inventory-income-purchases.md §2): a service marked inactive, or a product with no units left. */
export function isSoldOut(item: Filterable): boolean {
  return isService(item.category) ? !item.is_active : (item.stock.quantity ?? 0) <= 0;
}

/** The items a list tab shows; 'history' shows the change log instead, never items. */
export function filterItems<T extends Filterable>(items: T[], tab: InventoryTab): T[] {
  switch (tab) {
    case 'all':
      return items;
    case 'products':
      return items.filter((i) => !isService(i.category));
    case 'services':
      return items.filter((i) => isService(i.category));
    case 'soldOut':
      return items.filter(isSoldOut);
    case 'history':
      return [];
  }
}

export const CATEGORY_OPTIONS = (Object.keys(CATEGORY_LABELS) as InventoryCategory[]).map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

/** Batch date (docs/product/2-inventory-income-purchases.md §3): '2025-03-05' → '05/03/2025', as every date. */
export const formatBatchDate = formatDate;

const historyParts = new Intl.DateTimeFormat('es-CO', {
  timeZone: TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** History date (docs/product/2-inventory-income-purchases.md §2), in Bogotá time: '05/03/2025 (3:45 p. m.)'. */
export function formatHistoryDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(historyParts.formatToParts(date).map((p) => [p.type, p.value]));
  const time = `${parts.hour}:${parts.minute}${parts.dayPeriod ? ` ${parts.dayPeriod}` : ''}`;
  return `${parts.day}/${parts.month}/${parts.year} (${time})`;
}

/**
 * The two flows share every screen (docs/product/2-inventory-income-purchases.md §2): the onboarding one ('initial') creates initial
 * items and batches and keeps the user inside /initial-* routes.
 */
export type InventoryFlow = {
  initial: boolean;
  list: string;
  newItem: string;
  detail: (id: number) => string;
  edit: (id: number) => string;
  newStock: (id: number) => string;
};

export const REGULAR_FLOW: InventoryFlow = {
  initial: false,
  list: '/my-inventory',
  newItem: '/inventory-form/new',
  detail: (id) => `/inventory-detail/${id}`,
  edit: (id) => `/edit-inventory-form/${id}`,
  newStock: (id) => `/stock-form/${id}`,
};

export const INITIAL_FLOW: InventoryFlow = {
  initial: true,
  list: '/initial-inventory',
  newItem: '/initial-inventory-form',
  detail: (id) => `/initial-inventory-detail/${id}`,
  edit: (id) => `/edit-initial-inventory-form/${id}`,
  newStock: (id) => `/initial-stock-form/${id}`,
};

/** The owner's public catalogue link (docs/product/2-inventory-income-purchases.md §2), shared from /my-inventory. */
export function catalogUrl(userId: number, origin: string = window.location.origin): string {
  return `${origin}/my-catalog?authorization=${userId}`;
}
