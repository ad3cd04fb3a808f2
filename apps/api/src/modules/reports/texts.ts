import { INVENTORY_CHANGE_TYPES } from '@cc/shared';

/** The texts of the report downloads' heading and of rows the reports build (API only). */
export const REPORT_FILE_TEXT = {
  brand: 'Cuentas Claras',
  product: (name: string) => `Producto: ${name}`,
  account: (code: string, name: string) => `Cuenta: ${code} ${name}`,
  generated: (at: string) => `Generado: ${at}`,
  compared: (label: string, from: string, to: string) => `Comparado con: ${label}, ${from} a ${to}`,
  comparedPrefix: 'Comparado con:',
  /** 'Página 3 de 12' at the foot of every page (written when the document ends: pdf-pages.ts). */
  pageOf: (n: number, m: number) => `Página ${n} de ${m}`,
  /** The carried totals of the books' PDFs, at the foot of a page and the top of the next. */
  carriedOut: 'Van',
  carriedIn: 'Vienen',
} as const;

/** The equity row a balance shows when no capital account moved yet (PUC 31: 3130 or 3105). */
export const CAPITAL_ROW = 'Capital';

/** 'Kardex' concepts by stock movement type. */
export const STOCK_CONCEPT: Record<string, string> = {
  manual: INVENTORY_CHANGE_TYPES.stockAdded,
  purchase: 'Compra',
  sale: 'Venta',
  void: 'Devolución por anulación',
  cancel: INVENTORY_CHANGE_TYPES.stockCancelled,
  late_void: 'Devolución por anulación',
  late_cancel: INVENTORY_CHANGE_TYPES.stockCancelled,
};

export const REPORT_ROUTE_DOC = {
  report: (codes: readonly string[]) => `Informe financiero (${codes.join(', ')}) en JSON, xlsx o PDF`,
  notes: 'Notas a los estados financieros en PDF (?cut_off o ?from_date&to_date)',
} as const;
