import { NIT_DOCUMENT_TYPE } from '@cc/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { queryRows } from './rows.ts';

/** PUC account codes the services post to (names and classes: packages/shared CHART, seeded by db/seed/catalog.ts). */
export const ACC = {
  caja: '1105',
  bancos: '1110',
  cuentasPorCobrar: '1305',
  productosTerminados: '1430',
  inventarios: '1435',
  /** PPE whose kind is not known (a purchase of category 5, the opening record): Equipo de oficina. */
  propiedadPlantaEquipo: '1524',
  otrosActivos: '1895',
  obligacionesFinancieras: '2105',
  proveedores: '2205',
  costosGastosPorPagar: '2335',
  capitalSociedad: '3105',
  capitalPersonaNatural: '3130',
  ingresosVentas: '4135',
  devolucionesVentas: '4175',
  costoProductosFabricados: '6120',
  costoVentas: '6135',
  comprasInsumos: '7105',
} as const;

/** Cash account of a payment method (docs/accounting.md §Chart of accounts: M = 1105 EFECTIVO or 1110 BANCO). */
export function methodAccount(method: 'EFECTIVO' | 'BANCO'): string {
  return method === 'EFECTIVO' ? ACC.caja : ACC.bancos;
}

/**
 * The shop's capital account: 3105 Capital suscrito y pagado when its profile is identified by a NIT
 * (a company), 3130 Capital de personas naturales for any other identification (CC, CE, PPT…).
 */
export async function capitalAccount(db: Executor, userId: number): Promise<string> {
  const [p] = await queryRows<{ type: number | null }>(
    db,
    sql`SELECT identification_type_id AS type FROM profiles WHERE user_id = ${userId}`,
  );
  return Number(p?.type) === NIT_DOCUMENT_TYPE ? ACC.capitalSociedad : ACC.capitalPersonaNatural;
}

/** The inventory account a batch of an item is held in: 1430 for PRODUCTO FABRICADO, 1435 otherwise. */
export const stockAccount = (category: string): string =>
  category === 'PRODUCTO FABRICADO' ? ACC.productosTerminados : ACC.inventarios;

/** The cost of sales a batch's units go to when sold, by the account that holds it. */
export const costOfSalesAccount = (stockAccountCode: string): string =>
  stockAccountCode === ACC.productosTerminados ? ACC.costoProductosFabricados : ACC.costoVentas;
