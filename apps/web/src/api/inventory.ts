import type {
  InventoryDetail,
  InventoryListItem,
  InventoryLog,
  PublicInventoryItem,
  PublicProfile,
  StockBatch,
  TInventoryCreate,
  TInventoryUpdate,
  TStockCreate,
} from '@cc/shared';
import { http, IDEMPOTENT } from './client.ts';

export type {
  InventoryDetail,
  InventoryListItem,
  InventoryLog,
  PublicInventoryItem,
  PublicProfile,
  StockBatch,
};

/** The multipart field the API reads the item's image from (docs/product/2-inventory-income-purchases.md §3). */
export const INVENTORY_IMAGE_FIELD = 'inventory_image';

/**
 * A payload with an image goes as multipart (text fields + `inventory_image`), otherwise as JSON;
 * the server reads both with the same shared schema.
 */
function withImage(payload: Record<string, unknown>, image: File | null): FormData | Record<string, unknown> {
  if (!image) return payload;
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  form.append(INVENTORY_IMAGE_FIELD, image);
  return form;
}

/** Inventory calls of docs/product/2-inventory-income-purchases.md §7 (docs/api.md §Paths not shown in the specification (inventory rows)). */
export const inventoryApi = {
  list: () => http.get<InventoryListItem[]>('/api/inventories/'),
  detail: (id: number) => http.get<InventoryDetail>(`/api/inventories/${id}/`),
  create: (payload: TInventoryCreate, image: File | null) =>
    http.post<InventoryDetail>('/api/inventories/', withImage(payload, image), IDEMPOTENT),
  update: (id: number, payload: TInventoryUpdate, image: File | null) =>
    http.patch<InventoryDetail>(`/api/inventories/${id}/`, withImage(payload, image)),
  remove: (id: number) => http.del(`/api/inventories/${id}/`),
  createStock: (payload: TStockCreate) => http.post<StockBatch>('/api/stocks/', payload, IDEMPOTENT),
  cancelStock: (id: number) => http.del(`/api/stocks/${id}/`),
  logs: () => http.get<InventoryLog[]>('/api/logs/'),

  // Public catalogue: no token, the owner's user id comes from the link.
  publicList: (userId: string) =>
    http.get<PublicInventoryItem[]>(`/api/inventories/public/${encodeURIComponent(userId)}`, {
      auth: false,
    }),
  publicProfile: (userId: string) =>
    http.get<PublicProfile>(`/api/profiles/public/${encodeURIComponent(userId)}`, { auth: false }),
};
