import { type InventoryCategory, isService, TIMEZONE } from '@cc/shared';
import { dayjs } from '../../lib/dayjs.ts';
import { capitalize } from '../../lib/format.ts';

/** Labels of the inventory payload fields, for the server's refusals listed in a modal. */
export const INVENTORY_FIELD_LABELS: Record<string, string> = {
  category: 'Categoría',
  sku: 'Referencia',
  name: 'Nombre',
  description: 'Descripción',
  cost_value: 'Valor de costo',
  sale_value: 'Valor de venta',
  quantity: 'Cantidad',
  date: 'Fecha',
  is_active: 'Estado',
  inventory_id: 'Inventario',
  inventory_image: 'Imagen',
};

/** Screen titles of the inventory forms and details (spec 2 §2). */
export const INVENTORY_TITLES = {
  create: 'Nuevo inventario',
  createInitial: 'Nuevo inventario inicial',
  edit: 'Editar inventario',
  editInitial: 'Editar inventario inicial',
  detail: 'Detalle del inventario',
  detailInitial: 'Detalle del inventario inicial',
  initialList: 'Inventario inicial',
  datePlaceholder: 'Seleccione la fecha',
  optionPlaceholder: 'Seleccione una opción',
} as const;

/** Help behind the inventory titles (spec 1 §9: the inventory screens have a tooltip). */
export const INVENTORY_TOOLTIP =
  'Registra tus productos y servicios. Cada producto lleva sus stocks con su costo, su precio de venta y las unidades disponibles; las ventas los descuentan automáticamente.';

/** The five mutually exclusive list filters of spec 2 §2 (owner's list and public catalogue). */
export const INVENTORY_TABS = [
  { value: 'all', label: 'Todos' },
  { value: 'products', label: 'Productos' },
  { value: 'services', label: 'Servicios' },
  { value: 'soldOut', label: 'Agotados' },
  { value: 'history', label: 'Historial' },
] as const;
export type InventoryTab = (typeof INVENTORY_TABS)[number]['value'];
export const DEFAULT_TAB: InventoryTab = 'all';

export function isInventoryTab(value: string | null): value is InventoryTab {
  return INVENTORY_TABS.some((t) => t.value === value);
}

/** What the filters need of an item: its list form and its public form both have it. */
type Filterable = { category: InventoryCategory; is_active: boolean; stock: { quantity: number | null } };

/** Sold out (spec 2 §2): a service marked inactive, or a product with no units left. */
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

export const CATEGORY_LABELS: Record<InventoryCategory, string> = {
  'PRODUCTO FABRICADO': 'Producto fabricado',
  'PRODUCTO COMPRADO': 'Producto comprado',
  SERVICIO: 'Servicio',
};

export const CATEGORY_OPTIONS = (Object.keys(CATEGORY_LABELS) as InventoryCategory[]).map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

/** Batch date (spec 2 §3): '2025-03-05' → 'Marzo 05 de 2025'. */
export function formatBatchDate(iso: string): string {
  const d = dayjs(iso.slice(0, 10), 'YYYY-MM-DD', true);
  return d.isValid() ? capitalize(d.format('MMMM DD [de] YYYY')) : iso;
}

const historyParts = new Intl.DateTimeFormat('es-CO', {
  timeZone: TIMEZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** History date (spec 2 §2), in Bogotá time: 'Marzo 5 de 2025 (3:45 p. m.)'. */
export function formatHistoryDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(historyParts.formatToParts(date).map((p) => [p.type, p.value]));
  const time = `${parts.hour}:${parts.minute}${parts.dayPeriod ? ` ${parts.dayPeriod}` : ''}`;
  return `${capitalize(parts.month)} ${parts.day} de ${parts.year} (${time})`;
}

/**
 * The two flows share every screen (spec 2 §2): the onboarding one ('initial') creates initial
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

/** The owner's public catalogue link (spec 2 §2), shared from /my-inventory. */
export function catalogUrl(userId: number, origin: string = window.location.origin): string {
  return `${origin}/my-catalog?authorization=${userId}`;
}
