/** The OpenAPI summaries of the opening-balance and budget routes (/api/docs). */
export const FINANCIAL_ROUTE_DOC = {
  budgets: 'Presupuestos de ingresos o gastos (mes más reciente primero)',
  budgetCreate: 'Registrar un presupuesto mensual',
  budgetGet: 'Un presupuesto',
  budgetUpdate: 'Editar un presupuesto',
  budgetDelete: 'Eliminar un presupuesto',
  categories: 'Categorías financieras',
  infoList: 'Activos y pasivos iniciales',
  infoCreate: 'Registrar un activo o pasivo inicial (asienta el saldo de apertura)',
  infoGet: 'Un activo o pasivo inicial, con los abonos de un saldo por cobrar o por pagar',
  infoUpdate: 'Editar un activo o pasivo inicial (re-asienta el saldo de apertura)',
  infoDelete: 'Eliminar un activo o pasivo inicial',
  summary: 'Resumen de la información inicial',
  close: 'Cerrar la información inicial (el saldo de apertura queda de solo lectura)',
  /** The abono routes of an opening balance (credit/payment-routes.ts). */
  payments: {
    create: 'Registrar un abono a un saldo inicial (cuenta por cobrar o pasivo)',
    get: 'Un abono de un saldo inicial',
    update: 'Editar un abono de un saldo inicial',
    void: 'Anular un abono de un saldo inicial',
  },
} as const;
