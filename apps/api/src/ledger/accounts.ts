/** PUC account codes the services post to (names and classes are seeded from db/seed/catalog.ts). */
export const ACC = {
  caja: '1105',
  bancos: '1110',
  cuentasPorCobrar: '1305',
  inventarios: '1435',
  propiedadPlantaEquipo: '1500',
  otrosActivos: '1900',
  obligacionesFinancieras: '2105',
  proveedores: '2205',
  costosGastosPorPagar: '2335',
  capital: '3115',
  ingresosVentas: '4135',
  costoVentas: '6135',
  comprasInsumos: '7105',
} as const;

/** Cash account of a payment method (docs/accounting.md §Chart of accounts: M = 1105 EFECTIVO or 1110 BANCO). */
export function methodAccount(method: 'EFECTIVO' | 'BANCO'): string {
  return method === 'EFECTIVO' ? ACC.caja : ACC.bancos;
}
