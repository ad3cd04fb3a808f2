import { z } from 'zod';
import { ZSignatories } from './statements.ts';

/**
 * Books for the accountant (docs/accounting.md §Books for the accountant, issue 11): trial balance,
 * journal, general ledger, inventory valuation, the formal statements, aging and comparisons.
 * Texts shown to users, shared by the API (JSON, xlsx, PDF, CSV) and the report screens.
 */

export const BOOK_TITLES = {
  trial_balance: 'Balance de prueba',
  journal: 'Libro diario',
  general_ledger: 'Libro mayor',
  inventory_valuation: 'Valorización de inventario',
} as const;

/** The formal statement's name, under the app's title, on the balance and results files. */
export const FORMAL_TITLES: Partial<Record<string, string>> = {
  balance: 'Estado de situación financiera',
  results: 'Estado de resultados',
};

export const BOOK_ROWS = {
  totalCurrentAssets: 'Total activo corriente',
  totalNonCurrentAssets: 'Total activo no corriente',
  openingEntry: 'Saldo inicial',
  /** 'Reverso Venta 0007'. */
  reversal: 'Reverso',
  aging: 'Antigüedad de saldos',
  totalValuation: 'Total inventario',
} as const;

/** Signature lines at the foot of the formal statements. */
export const SIGNATURES = { legal: 'Representante legal', accountant: 'Contador', card: 'T.P.' } as const;

/** Period line of the files: 'Periodo: 01/01/2026 a 31/01/2026'; the balance is 'Corte a …'. */
export const PERIOD_LABELS = { period: 'Periodo', cutoff: 'Corte a' } as const;

// ---- Aging of receivables and payables ----

export const AGING_BUCKETS = [
  { key: '0-30', label: '0 a 30 días', max: 30 },
  { key: '31-60', label: '31 a 60 días', max: 60 },
  { key: '61-90', label: '61 a 90 días', max: 90 },
  { key: '>90', label: 'Más de 90 días', max: Number.POSITIVE_INFINITY },
] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number]['key'];

/** The bucket of a credit pending `days` days (0–30, 31–60, 61–90, >90). */
export function agingBucket(days: number): AgingBucket {
  return (AGING_BUCKETS.find((b) => days <= b.max) ?? AGING_BUCKETS[3]).key;
}

// ---- Comparisons (balance and results) ----

export const COMPARE_KINDS = ['previous_period', 'previous_year'] as const;
export type CompareKind = (typeof COMPARE_KINDS)[number];
export const COMPARE_LABELS: Record<CompareKind, string> = {
  previous_period: 'Periodo anterior',
  previous_year: 'Mismo periodo del año anterior',
};
/** A compared report's header: one of the kinds above, or (the balance) a previous cut-off asked by date. */
export const COMPARE_HEADER_KINDS = [...COMPARE_KINDS, 'cut_off'] as const;
export const COMPARE_COLUMNS = {
  none: 'Sin comparación',
  compare: 'Comparar con',
  previous: 'Comparado',
  difference: 'Diferencia',
  percent: 'Variación %',
} as const;

// ---- Journal CSV (for the accountant's own software) ----

export const JOURNAL_CSV_HEADER = [
  'fecha',
  'tipo comprobante',
  'número',
  'comprobante',
  'cuenta',
  'nombre cuenta',
  'tercero',
  'documento tercero',
  'tipo documento tercero',
  'número documento tercero',
  'dv',
  'débito',
  'crédito',
  'descripción',
  'registrado el',
] as const;

/**
 * The voucher type (tipo de comprobante) of a journal entry by its source (LEDGER.md "Journal,
 * ledger and CSV"): SI saldo inicial, FV venta, RC abono de cliente, FC compra, CE egreso (gasto,
 * abono a proveedor o a un gasto), NC nota crédito, CI cierre, CC comprobante de contabilidad for
 * anything else. An abono on an opening balance is RC when it collects a receivable, CE when it
 * pays a liability. New sources add their type here.
 */
export const VOUCHER_TYPES: Readonly<Record<string, string>> = {
  opening: 'SI',
  income: 'FV',
  income_payment: 'RC',
  shopping: 'FC',
  shopping_payment: 'CE',
  expense: 'CE',
  expense_payment: 'CE',
  credit_note: 'NC',
  closing: 'CI',
  year_close: 'CI',
};

export function voucherType(sourceType: string, receivable = false): string {
  if (sourceType === 'financial_info_payment') return receivable ? 'RC' : 'CE';
  return VOUCHER_TYPES[sourceType] ?? 'CC';
}

/**
 * The voucher's number from the document label: '0007' of 'Venta 0007', '0007-02' of 'Abono
 * 0007-02', 'SI-01' of an opening abono; the opening entry is number 1; else the entry's id.
 */
export function voucherNumber(sourceType: string, document: string, entryId: number): string {
  if (sourceType === 'opening') return '1';
  const token = document.split(/\s+/).find((w) => /^(SI-\d+|\d{4,}(-\d{2,})?)$/.test(w));
  return token ?? String(entryId);
}

/**
 * A text cell of a CSV or xlsx file that a spreadsheet would read as a formula (it starts with
 * '=', '+', '-', '@', a tab or a carriage return) gets a leading apostrophe: shown as typed,
 * never run (OWASP CSV injection).
 */
export function spreadsheetText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export const BOOK_MSG = {
  accountInvalid: 'La cuenta no existe en el plan de cuentas',
  compareInvalid: 'La comparación debe ser periodo anterior o mismo periodo del año anterior',
  csvOnlyJournal: 'Solo el libro diario se descarga como CSV',
  allAccounts: 'Todas las cuentas',
  account: 'Cuenta',
  limitInvalid: 'El tamaño de página debe ser un número entre 1 y 1000',
  cursorInvalid: 'cursor inválido',
} as const;

/** Lines per page of the journal and the general ledger when `after` comes without `limit`. */
export const BOOK_PAGE_SIZE = 200;
export const BOOK_PAGE_MAX = 1000;

/** Row fields the books add to a report row (names of docs/accounting.md §Books for the accountant). */
export const BOOK_ROW_FIELDS = {
  /** PUC code of the account row. */
  code: z.string().optional(),
  opening: z.number().optional(),
  debit: z.number().optional(),
  credit: z.number().optional(),
  /** Running balance of the ledger (net debit − credit). */
  balance: z.number().optional(),
  third_party: z.object({ name: z.string(), document: z.string() }).nullable().optional(),
  description: z.string().optional(),
  /** Journal: voucher type (SI, FV, RC, FC, CE, NC, CC, CI) and number of the line's entry. */
  voucher_type: z.string().optional(),
  voucher_number: z.string().optional(),
  /** Journal: when the entry was written (ISO 8601), beside its accounting date. */
  recorded_at: z.string().optional(),
  /** Journal: the document's own text (the expense's description, the sale's products). */
  detail: z.string().optional(),
  /** Aging: days an open credit has been pending as of to_date (the oldest one of a client). */
  days: z.number().nullable().optional(),
  bucket: z.string().optional(),
  /** Comparison column: the figure of the compared period, and value − previous, in %. */
  previous: z.number().nullable().optional(),
  percent: z.number().nullable().optional(),
};

export const BOOK_HEADER_FIELDS = {
  /** 'Estado de situación financiera' / 'Estado de resultados'. */
  formal_title: z.string().optional(),
  /** The ledger of one account. */
  account: z.object({ code: z.string(), name: z.string() }).optional(),
  compare: z
    .object({
      kind: z.enum(COMPARE_HEADER_KINDS),
      label: z.string(),
      from_date: z.string(),
      to_date: z.string(),
    })
    .optional(),
  /** The formal statements: who signs them, when the profile states at least one signer (ADR 039). */
  signatories: ZSignatories.optional(),
};
