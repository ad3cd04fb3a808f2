/** The OpenAPI summary of the chart of accounts (/api/docs). */
export const ACCOUNTS_ROUTE_DOC = {
  list: 'Plan de cuentas (PUC): código, nombre, clase y grupo',
} as const;
