import { type CategoryAppliesTo, CHART } from '@cc/shared';

/** Chart of accounts (shared/design/LEDGER.md §Accounts, packages/shared CHART), with its PUC names. */
export const ACCOUNTS: { code: string; name: string; class: string }[] = CHART.map((a) => ({
  code: a.code,
  name: a.name,
  class: a.class,
}));

/**
 * Default financial categories with fixed ids. 4, 5 and 6 are the purchase categories the
 * specification names by id; the rest are grouped by what they apply to.
 */
export const FINANCIAL_CATEGORIES: {
  id: number;
  name: string;
  appliesTo: CategoryAppliesTo;
  accountCode: string | null;
}[] = [
  { id: 1, name: 'Ventas de productos', appliesTo: 'INGRESO', accountCode: '4135' },
  { id: 2, name: 'Ventas de servicios', appliesTo: 'INGRESO', accountCode: '4135' },
  { id: 3, name: 'Otros ingresos', appliesTo: 'INGRESO', accountCode: '4135' },
  { id: 4, name: 'inventario', appliesTo: 'COMPRA', accountCode: '1435' },
  { id: 5, name: 'propiedades, planta y equipo', appliesTo: 'COMPRA', accountCode: '1524' },
  { id: 6, name: 'otros', appliesTo: 'COMPRA', accountCode: '7105' },
  { id: 7, name: 'Caja', appliesTo: 'ACTIVOS', accountCode: '1105' },
  { id: 8, name: 'Bancos', appliesTo: 'ACTIVOS', accountCode: '1110' },
  { id: 9, name: 'Cuentas por cobrar', appliesTo: 'ACTIVOS', accountCode: '1305' },
  { id: 10, name: 'Propiedad, planta y equipo', appliesTo: 'ACTIVOS', accountCode: '1524' },
  { id: 11, name: 'Otros activos', appliesTo: 'ACTIVOS', accountCode: '1895' },
  { id: 12, name: 'Obligaciones financieras', appliesTo: 'PASIVOS', accountCode: '2105' },
  { id: 13, name: 'Proveedores', appliesTo: 'PASIVOS', accountCode: '2205' },
  { id: 14, name: 'Costos y gastos por pagar', appliesTo: 'PASIVOS', accountCode: '2335' },
  { id: 15, name: 'Impuestos por pagar', appliesTo: 'PASIVOS', accountCode: '2495' },
  { id: 16, name: 'Obligaciones laborales', appliesTo: 'PASIVOS', accountCode: '2505' },
  { id: 17, name: 'Otros pasivos', appliesTo: 'PASIVOS', accountCode: '2895' },
  { id: 18, name: 'Arriendo', appliesTo: 'GASTO', accountCode: '5120' },
  { id: 19, name: 'Servicios públicos', appliesTo: 'GASTO', accountCode: '5135' },
  { id: 20, name: 'Nómina', appliesTo: 'GASTO', accountCode: '5105' },
  { id: 21, name: 'Transporte y domicilios', appliesTo: 'GASTO', accountCode: '5135' },
  { id: 22, name: 'Publicidad', appliesTo: 'GASTO', accountCode: '5235' },
  { id: 23, name: 'Mantenimiento y reparaciones', appliesTo: 'GASTO', accountCode: '5145' },
  { id: 24, name: 'Impuestos y tasas', appliesTo: 'GASTO', accountCode: '5115' },
  { id: 25, name: 'Gastos bancarios e intereses', appliesTo: 'GASTO', accountCode: '5305' },
  { id: 26, name: 'Papelería y aseo', appliesTo: 'GASTO', accountCode: '5195' },
  { id: 27, name: 'Otros gastos', appliesTo: 'GASTO', accountCode: '5195' },
  { id: 28, name: 'Honorarios', appliesTo: 'GASTO', accountCode: '5110' },
];

/** The four plans of docs/api.md §Subscriptions; plan 4 is the free trial of docs/product/1-account.md §9. */
export const PLANS = [
  { id: 1, name: 'Plan Mensual', duration: 1, amount: 30_000, isActive: true },
  { id: 2, name: 'Plan Semestral', duration: 6, amount: 160_000, isActive: true },
  { id: 3, name: 'Plan Anual', duration: 12, amount: 300_000, isActive: true },
  { id: 4, name: 'Prueba gratis', duration: 24, amount: 0, isActive: true },
];
