import { z } from 'zod';
import { DATE_INVALID } from './atoms.ts';
import { BOOK_HEADER_FIELDS, BOOK_ROW_FIELDS, BOOK_TITLES } from './books.ts';
import { isCalendarDate } from './dates.ts';

/**
 * Financial reports and charts (docs/product/3-expenses-reports.md §2, §5, §7-§9; docs/accounting.md §Reports and §Charts). The
 * server computes everything; these are the contract, the Spanish texts and the range rules that
 * the report screen and the API share.
 */

export const REPORT_CODES = [
  'balance',
  'results',
  'debts',
  'debtors',
  'inventory',
  'indicators',
  'expenses',
  'trial_balance',
  'journal',
  'general_ledger',
  'inventory_valuation',
] as const;
export const ZReportCode = z.enum(REPORT_CODES);
export type ReportCode = z.infer<typeof ZReportCode>;

/** Catalogue of docs/product/3-expenses-reports.md §2: title and whether the user picks the dates. */
export const REPORT_CATALOGUE: Record<ReportCode, { title: string; needsDates: boolean }> = {
  balance: { title: 'Mi balance', needsDates: true },
  results: { title: 'Mis resultados', needsDates: true },
  debts: { title: 'Mis deudas', needsDates: true },
  debtors: { title: 'Cuentas por cobrar', needsDates: true },
  inventory: { title: 'Movimiento de inventario', needsDates: true },
  indicators: { title: 'Indicadores', needsDates: false },
  expenses: { title: 'Control de gastos', needsDates: true },
  trial_balance: { title: BOOK_TITLES.trial_balance, needsDates: true },
  journal: { title: BOOK_TITLES.journal, needsDates: true },
  general_ledger: { title: BOOK_TITLES.general_ledger, needsDates: true },
  inventory_valuation: { title: BOOK_TITLES.inventory_valuation, needsDates: true },
};

/** Every report comes as xlsx and as an A4 PDF (issue 11); the journal also as CSV. */
export const PDF_REPORTS: readonly ReportCode[] = REPORT_CODES;
export const REPORT_FORMATS = ['json', 'xlsx', 'pdf', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_MSG = {
  // docs/product/3-expenses-reports.md §5.
  sameYear: 'El rango de fechas debe estar dentro del mismo año',
  productRequired: 'Debe seleccionar un producto',
  // docs/product/3-expenses-reports.md §5: the filter's rules show through an alert modal.
  alertTitle: '¡Alerta!',
  // docs/product/3-expenses-reports.md §8.
  failedTitle: 'Reporte fallido',
  failed: 'Ha ocurrido un problema generando el reporte. Por favor, inténtelo nuevamente.',
  // docs/product/3-expenses-reports.md §5 and §9 state the 1-12 month rule without its wording; these texts are ours.
  range: 'El rango de fechas debe ser de 1 a 12 meses',
  emptyHint:
    'No hay información para mostrar en el rango seleccionado. Recuerde que el rango de fechas debe ser de 1 a 12 meses.',
  fromRequired: 'Debe indicar la fecha inicial',
  toRequired: 'Debe indicar la fecha final',
  dateInvalid: DATE_INVALID,
  fromAfterTo: 'La fecha inicial no puede ser posterior a la fecha final',
  formatInvalid: 'El formato debe ser json, xlsx, pdf o csv',
  pdfUnavailable: 'Este informe solo se puede descargar como hoja de cálculo (xlsx)',
  chartTypeInvalid: 'Debe seleccionar un tipo de gráfica válido',
  generate: 'Generar informe',
  // The spreadsheet generator of docs/product/3-expenses-reports.md §4 (idle → processing → processed); texts ours.
  processing: 'Procesando…',
  ready: 'Informe listo:',
  generateChart: 'Generar gráfica',
} as const;

/** docs/product/1-account.md §1: the statements rest on what the user supplies; only certified ones are official. */
export const REPORT_NOTICE =
  'Los estados financieros aquí presentados se elaboran con base en la información suministrada por el usuario. ' +
  'Solo tienen carácter oficial los estados financieros certificados por el usuario y su contador público.';

export const INDICATORS = {
  debt: {
    name: 'Razón de endeudamiento',
    hint: 'La razón de endeudamiento no debería superar 0,6; entre más cerca de 1, más endeudado está el negocio.',
  },
  liquidity: {
    name: 'Liquidez',
    hint: 'Entre mayor sea la liquidez, mayor es la capacidad para cubrir los pasivos.',
  },
  receivablesDays: {
    name: 'Rotación de cartera (días)',
    hint: 'Entre menor sea la rotación de cartera en días, mejor.',
  },
  grossMargin: { name: 'Margen bruto', hint: 'Entre mayor sea el margen bruto, mejor.' },
  operatingMargin: { name: 'Margen operacional', hint: 'Entre mayor sea el margen operacional, mejor.' },
} as const;

/** Why an indicator has no value (its divisor is 0): shown beside the hint. */
export const INDICATOR_NO_VALUE = {
  noAssets: 'No se puede calcular: no hay activos registrados.',
  noLiabilities: 'No se puede calcular: no hay pasivos registrados.',
  noSales: 'No se puede calcular: no hay ventas en el periodo.',
} as const;

/** Row names of the reports (docs/accounting.md §Reports). Account rows carry the account's name. */
export const REPORT_ROWS = {
  assets: 'ACTIVOS',
  totalAssets: 'Total activos',
  liabilities: 'PASIVOS',
  totalLiabilities: 'Total pasivos',
  equity: 'PATRIMONIO',
  priorResults: 'Resultados de ejercicios anteriores',
  yearResult: 'Resultado del ejercicio',
  totalEquity: 'Total patrimonio',
  totalLiabilitiesEquity: 'Total pasivo y patrimonio',
  sales: 'Ingresos por ventas',
  costOfSales: 'Costo de mercancias',
  grossProfit: 'Utilidad bruta',
  expenses: 'Gastos administrativos y de ventas',
  operatingProfit: 'Utilidad operacional',
  // Third release (LEDGER.md §Statements): the statement down to net profit.
  salesReturns: 'Devoluciones en ventas',
  operatingIncome: 'Ingresos operacionales',
  otherIncome: 'Ingresos no operacionales',
  otherExpenses: 'Gastos no operacionales',
  profitBeforeTax: 'Utilidad antes de impuestos',
  incomeTax: 'Impuesto de renta',
  netProfit: 'Utilidad neta',
  totalCurrentLiabilities: 'Total pasivo corriente',
  totalNonCurrentLiabilities: 'Total pasivo no corriente',
  totalDebts: 'Total deudas',
  openingBalance: 'Saldo inicial',
  totalReceivables: 'Total cuentas por cobrar',
  finalBalance: 'Saldo final',
  total: 'Total',
} as const;

export const REPORT_COLOR_RED = 'red';

const ZReportRow = z.object({
  name: z.string(),
  value: z.number().nullable(),
  is_title: z.boolean(),
  is_total: z.boolean(),
  color: z.string().nullable(),
  total_color: z.string().nullable(),
  // Extra columns of some reports (docs/accounting.md §Reports).
  total: z.number().optional(),
  paid: z.number().optional(),
  budget: z.number().optional(),
  difference: z.number().optional(),
  hint: z.string().optional(),
  note: z.string().nullable().optional(),
  date: z.string().nullable().optional(),
  document: z.string().nullable().optional(),
  quantity: z.number().optional(),
  unit_cost: z.number().nullable().optional(),
  balance_quantity: z.number().optional(),
  balance_value: z.number().optional(),
  /** Debtors' 'Saldo inicial' and debts' opening rows: the record whose abonos settle it. */
  financial_info_id: z.number().optional(),
  ...BOOK_ROW_FIELDS,
});
export type ReportRow = z.infer<typeof ZReportRow>;

const ZReportHeader = z.object({
  title: z.string(),
  tradename: z.string(),
  identification: z.string(),
  from_date: z.string(),
  to_date: z.string(),
  generated_at: z.string(),
  product: z.object({ id: z.number(), name: z.string() }).optional(),
  ...BOOK_HEADER_FIELDS,
});
export type ReportHeader = z.infer<typeof ZReportHeader>;

export const ZReport = z.object({
  code: ZReportCode,
  header: ZReportHeader,
  rows: z.array(ZReportRow),
  notice: z.string(),
  /**
   * A page of the journal or the general ledger (issue 12, asked with `limit` or `after`): `next`
   * is the cursor of the following page (null on the last); `totals` are the closing rows of the
   * whole range computed by the server (journal 'Total', each account's 'Saldo final'), for the
   * screen to show under the rows loaded so far. All pages' rows in order are the whole answer.
   */
  next: z.string().nullable().optional(),
  totals: z.array(ZReportRow).optional(),
  /**
   * The general ledger's first page: every account the ledger has in the range (code and name, in
   * code order), whatever `account` filters — the screen's 'Cuenta' filter lists them all.
   */
  accounts: z.array(z.object({ code: z.string(), name: z.string() })).optional(),
});
export type Report = z.infer<typeof ZReport>;

/** 'Reporte - Mi balance 2026-01-01 a 2026-01-31.xlsx' (file names keep no path characters). */
export function reportFileName(
  title: string,
  from: string,
  to: string,
  ext: 'xlsx' | 'pdf' | 'csv',
  extra?: string,
): string {
  const name = [title, extra].filter(Boolean).join(' - ');
  return `Reporte - ${name} ${from} a ${to}.${ext}`.replace(/[\\/:*?"<>|]/g, ' ');
}

// ---- Ranges (docs/product/3-expenses-reports.md §5, §9) ----

function parseDate(v: string): { y: number; m: number; d: number } | null {
  if (!isCalendarDate(v)) return null;
  return { y: Number(v.slice(0, 4)), m: Number(v.slice(5, 7)), d: Number(v.slice(8, 10)) };
}

/** True when `to` is less than 12 months after `from` (2026-01-15 … 2027-01-14 is the longest). */
function withinTwelveMonths(
  from: { y: number; m: number; d: number },
  to: { y: number; m: number; d: number },
): boolean {
  // The same day one year later is the first day out (29 February → 28 February).
  const day = from.m === 2 && from.d === 29 ? 28 : from.d;
  return to.y * 10_000 + to.m * 100 + to.d < (from.y + 1) * 10_000 + from.m * 100 + day;
}

export type RangeErrors = Partial<Record<'from_date' | 'to_date' | 'product_id', string[]>>;

/**
 * The date rules of a report or a chart: both dates valid, from ≤ to, at most 12 months, and for
 * the expenses report and the monthly charts both in the same year. Null when all is well.
 */
export function rangeErrors(
  from: string | undefined,
  to: string | undefined,
  opts: { sameYear: boolean },
): RangeErrors | null {
  const errors: RangeErrors = {};
  const f = from ? parseDate(from) : null;
  const t = to ? parseDate(to) : null;
  if (!from) errors.from_date = [REPORT_MSG.fromRequired];
  else if (!f) errors.from_date = [REPORT_MSG.dateInvalid];
  if (!to) errors.to_date = [REPORT_MSG.toRequired];
  else if (!t) errors.to_date = [REPORT_MSG.dateInvalid];
  if (f && t && from && to) {
    if (from > to) errors.from_date = [REPORT_MSG.fromAfterTo];
    else if (opts.sameYear && f.y !== t.y) errors.to_date = [REPORT_MSG.sameYear];
    else if (!withinTwelveMonths(f, t)) errors.to_date = [REPORT_MSG.range];
  }
  return Object.keys(errors).length ? errors : null;
}
