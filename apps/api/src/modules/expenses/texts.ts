/** The texts of the 'Mis gastos' sheet. */
export const EXPENSE_EXPORT_TEXT = {
  sheetName: 'Mis gastos',
  docKind: 'Gasto',
  settledStatus: 'Pagado',
  description: 'Descripción',
  category: 'Categoría',
  reminder: 'Recordar',
} as const;

/** The OpenAPI summaries of the expense and reminder routes (/api/docs). */
export const EXPENSE_ROUTE_DOC = {
  list: 'Resumen del mes (summary) o lista de gastos filtrada (payment_type, payment_method, payment)',
  create: 'Registrar un gasto (con reminder_id acepta ese recordatorio)',
  get: 'Detalle de un gasto',
  update: 'Editar un gasto (a crédito con abonos: el valor queda fijo)',
  void: 'Anular un gasto',
  export: 'Descargar "Reporte - Mis Gastos.xlsx"',
  reminders: 'Recordatorios de gastos (ACTIVA, ACEPTADA, DESCARTADA), los más recientes primero',
  discardReminder: 'Descartar un recordatorio',
  reminderOptions: 'Opciones del campo Recordar; la primera es la predeterminada',
  /** Names the document in its abono routes' summaries. */
  noun: 'un gasto',
} as const;
