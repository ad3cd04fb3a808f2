/** The texts of the 'Mis compras' sheet. */
export const SHOPPING_EXPORT_TEXT = {
  sheetName: 'Mis compras',
  docKind: 'Compra',
  settledStatus: 'Activo',
  category: 'Categoría',
  provider: 'Proveedor',
  providerDocument: 'Documento del proveedor',
} as const;
