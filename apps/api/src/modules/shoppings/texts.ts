/** The texts of the 'Mis compras' sheet. */
export const SHOPPING_EXPORT_TEXT = {
  sheetName: 'Mis compras',
  docKind: 'Compra',
  settledStatus: 'Activo',
  category: 'Categoría',
  provider: 'Proveedor',
  providerDocument: 'Documento del proveedor',
} as const;

/** The OpenAPI summaries of the purchase routes (/api/docs). */
export const SHOPPING_ROUTE_DOC = {
  list: 'Resumen del mes (summary) o lista de compras filtrada (payment_type, payment_method, payment)',
  create: 'Registrar una compra',
  get: 'Detalle de una compra',
  update: 'Editar una compra',
  void: 'Anular una compra',
  export: 'Descargar "Reporte - Mis Compras.xlsx"',
  providers: 'Buscar proveedores por documento o por nombre',
  /** Names the document in its abono routes' summaries. */
  noun: 'una compra',
} as const;
