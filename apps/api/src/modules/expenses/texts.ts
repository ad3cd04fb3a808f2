/** The texts of the 'Mis gastos' sheet. */
export const EXPENSE_EXPORT_TEXT = {
  sheetName: 'Mis gastos',
  docKind: 'Gasto',
  settledStatus: 'Pagado',
  description: 'Descripción',
  category: 'Categoría',
  reminder: 'Recordar',
} as const;
