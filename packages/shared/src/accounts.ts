import { z } from 'zod';

/** How the reports add an account up: its side of the balance sheet or of the income statement. */
export type AccountClass =
  | 'activo_corriente'
  | 'activo_no_corriente'
  | 'pasivo'
  | 'patrimonio'
  | 'ingreso'
  | 'costo'
  | 'gasto';

/** One account of the chart: its PUC code and name, class, PUC group and the statement row it adds to. */
export type ChartAccount = { code: string; name: string; class: AccountClass; group: string; row: string };

const ACTIVO_CORRIENTE = 'activo corriente';
const ACTIVO_NO_CORRIENTE = 'activo no corriente';
const GASTO_ADMINISTRACION = 'gasto operacional de administración';
const PPE = 'Propiedad, planta y equipo';
const INVENTARIOS = 'Inventarios';
const CAPITAL = 'Capital';

const account = (
  code: string,
  name: string,
  cls: AccountClass,
  group: string,
  row: string = name,
): ChartAccount => ({ code, name, class: cls, group, row });

/**
 * The chart of accounts (PUC for merchants, Decreto 2650 de 1993, at the four-digit cuenta level:
 * shared/design/LEDGER.md §Accounts). `name` is the PUC name the books show (journal, ledger, trial
 * balance, CSV); `row` is the row of the balance and results statements, which keep the names of
 * the first release ('Cuentas por cobrar', 'Inventarios', one 'Propiedad, planta y equipo' row…).
 */
export const CHART: readonly ChartAccount[] = [
  account('1105', 'Caja', 'activo_corriente', ACTIVO_CORRIENTE),
  account('1110', 'Bancos', 'activo_corriente', ACTIVO_CORRIENTE),
  account('1305', 'Clientes', 'activo_corriente', ACTIVO_CORRIENTE, 'Cuentas por cobrar'),
  account(
    '1355',
    'Anticipo de impuestos y contribuciones o saldos a favor',
    'activo_corriente',
    ACTIVO_CORRIENTE,
    'Anticipo de impuestos',
  ),
  account('1380', 'Deudores varios', 'activo_corriente', ACTIVO_CORRIENTE),
  account('1399', 'Provisiones', 'activo_corriente', ACTIVO_CORRIENTE, 'Deterioro de cartera'),
  account('1430', 'Productos terminados', 'activo_corriente', ACTIVO_CORRIENTE, INVENTARIOS),
  account(
    '1435',
    'Mercancías no fabricadas por la empresa',
    'activo_corriente',
    ACTIVO_CORRIENTE,
    INVENTARIOS,
  ),
  account('1504', 'Terrenos', 'activo_no_corriente', ACTIVO_NO_CORRIENTE, PPE),
  account('1516', 'Construcciones y edificaciones', 'activo_no_corriente', ACTIVO_NO_CORRIENTE, PPE),
  account('1520', 'Maquinaria y equipo', 'activo_no_corriente', ACTIVO_NO_CORRIENTE, PPE),
  account('1524', 'Equipo de oficina', 'activo_no_corriente', ACTIVO_NO_CORRIENTE, PPE),
  account('1528', 'Equipo de computación y comunicación', 'activo_no_corriente', ACTIVO_NO_CORRIENTE, PPE),
  account('1540', 'Flota y equipo de transporte', 'activo_no_corriente', ACTIVO_NO_CORRIENTE, PPE),
  account('1592', 'Depreciación acumulada', 'activo_no_corriente', ACTIVO_NO_CORRIENTE, PPE),
  account('1895', 'Diversos', 'activo_no_corriente', ACTIVO_NO_CORRIENTE, 'Otros activos'),
  account('2105', 'Bancos nacionales', 'pasivo', 'pasivo', 'Obligaciones financieras'),
  account('2205', 'Proveedores nacionales', 'pasivo', 'pasivo', 'Proveedores'),
  account('2335', 'Costos y gastos por pagar', 'pasivo', 'pasivo'),
  account('2404', 'De renta y complementarios', 'pasivo', 'pasivo', 'Impuesto de renta por pagar'),
  account('2408', 'Impuesto sobre las ventas por pagar', 'pasivo', 'pasivo', 'IVA por pagar'),
  account('2495', 'Otros', 'pasivo', 'pasivo', 'Impuestos por pagar'),
  account('2505', 'Salarios por pagar', 'pasivo', 'pasivo', 'Obligaciones laborales'),
  account('2895', 'Diversos', 'pasivo', 'pasivo', 'Otros pasivos'),
  account('3105', 'Capital suscrito y pagado', 'patrimonio', 'patrimonio', CAPITAL),
  account('3130', 'Capital de personas naturales', 'patrimonio', 'patrimonio', CAPITAL),
  account('3605', 'Utilidad del ejercicio', 'patrimonio', 'patrimonio'),
  account('3610', 'Pérdida del ejercicio', 'patrimonio', 'patrimonio'),
  account('3705', 'Utilidades acumuladas', 'patrimonio', 'patrimonio'),
  account('3710', 'Pérdidas acumuladas', 'patrimonio', 'patrimonio'),
  account(
    '4135',
    'Comercio al por mayor y al por menor',
    'ingreso',
    'ingreso operacional',
    'Ingresos por ventas',
  ),
  account('4175', 'Devoluciones en ventas', 'ingreso', 'ingreso operacional'),
  account('4210', 'Financieros', 'ingreso', 'ingreso no operacional', 'Ingresos financieros'),
  account('4295', 'Diversos', 'ingreso', 'ingreso no operacional', 'Otros ingresos'),
  account('5105', 'Gastos de personal', 'gasto', GASTO_ADMINISTRACION, 'Nómina'),
  account('5110', 'Honorarios', 'gasto', GASTO_ADMINISTRACION),
  account('5115', 'Impuestos', 'gasto', GASTO_ADMINISTRACION, 'Impuestos y tasas'),
  account('5120', 'Arrendamientos', 'gasto', GASTO_ADMINISTRACION, 'Arriendo'),
  account('5135', 'Servicios', 'gasto', GASTO_ADMINISTRACION),
  account('5145', 'Mantenimiento y reparaciones', 'gasto', GASTO_ADMINISTRACION),
  account('5160', 'Depreciaciones', 'gasto', GASTO_ADMINISTRACION),
  account('5195', 'Diversos', 'gasto', GASTO_ADMINISTRACION, 'Otros gastos'),
  account('5199', 'Provisiones', 'gasto', GASTO_ADMINISTRACION, 'Deterioro de cartera'),
  account('5235', 'Servicios', 'gasto', 'gasto operacional de ventas', 'Publicidad'),
  account('5305', 'Financieros', 'gasto', 'gasto no operacional', 'Gastos bancarios e intereses'),
  account('5405', 'Impuesto de renta y complementarios', 'gasto', 'impuesto'),
  account(
    '6120',
    'Industrias manufactureras',
    'costo',
    'costo de ventas',
    'Costo de productos fabricados vendidos',
  ),
  account(
    '6135',
    'Comercio al por mayor y al por menor',
    'costo',
    'costo de ventas',
    'Costo de mercancías vendidas',
  ),
  account('7105', 'Materia prima', 'costo', 'costo de producción'),
];

const BY_CODE = new Map(CHART.map((a) => [a.code, a]));

/** The chart's account of a code, if the chart has it. */
export const chartAccount = (code: string): ChartAccount | undefined => BY_CODE.get(code);

/** GET /api/accounts/: the chart as the comprobante de contabilidad picks its accounts. */
export const ZChartAccount = z.object({
  code: z.string(),
  name: z.string(),
  class: z.enum([
    'activo_corriente',
    'activo_no_corriente',
    'pasivo',
    'patrimonio',
    'ingreso',
    'costo',
    'gasto',
  ]),
  group: z.string(),
});
export type ChartAccountOut = z.infer<typeof ZChartAccount>;
