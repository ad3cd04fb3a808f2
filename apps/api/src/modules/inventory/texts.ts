/** The OpenAPI summaries of the inventory routes (/api/docs). */
export const INVENTORY_ROUTE_DOC = {
  list: 'Inventario (con stock sumado)',
  create: 'Crear inventario (JSON o multipart con inventory_image); quantity > 0 crea el primer stock',
  catalog: 'Catálogo público de un usuario (sin token; solo activos, sin costos)',
  get: 'Detalle del inventario con sus stocks',
  update: 'Actualizar inventario (JSON o multipart con inventory_image)',
  delete: 'Eliminar (o archivar, si tuvo stock) un inventario',
  stockCreate: 'Nuevo stock de un producto',
  stockVoid: 'Anular un stock (si no se ha vendido nada de él)',
  logs: 'Historial de cambios del inventario',
} as const;

/** What the item's change log records for a removal and a restore, and a batch's description. */
export const INVENTORY_LOG_TEXT = {
  deleted: 'Eliminado',
  archived: 'Archivado',
  batch: (id: number, quantity: number, cost: string, sale: string) =>
    `Lote ${id}: ${quantity} unidades, costo ${cost}, precio de venta ${sale}`,
  /** Where a late_void batch's units come from (ADR 038). */
  lateVoidBatch: 'devueltas al anular una venta de un periodo cerrado',
} as const;
