import { z } from 'zod';
import { slashDate } from './dates.ts';

/**
 * Closed periods and the year-end close (docs/accounting.md §Closed periods, ADR 038): the texts
 * the API answers and the Perfil screen shows, and the body of GET/PUT /api/books/lock/.
 */
export const PERIOD_MSG = {
  /** A write dated on or before the lock date (400 validations_error). */
  closed: (lockDate: string) =>
    `El periodo está cerrado hasta el ${slashDate(lockDate)}: no se pueden crear ni modificar documentos con fecha hasta ese día. Puedes anularlos: el reverso queda con la fecha de hoy.`,
  /** A document dated more than 24 months before today (400 on `date`). */
  tooOld: (earliest: string) =>
    `La fecha no puede ser anterior al ${slashDate(earliest)} (más de 24 meses antes de hoy).`,
  /** A document dated before the business's start date once a period is closed. */
  beforeStart: (start: string) =>
    `La fecha no puede ser anterior al inicio de los libros (${slashDate(start)}) porque ya hay periodos cerrados.`,
  notMonthEnd: 'La fecha de cierre debe ser el último día de un mes.',
  notEnded: 'Solo se puede cerrar un mes que ya terminó.',
  passwordRequired: 'Para reabrir un periodo escribe tu contraseña.',
  passwordWrong: 'La contraseña no es correcta.',
  /** Description of the closing entry of a year (comprobante CI) and of its 1 January transfer. */
  closingEntry: (year: number) => `Cierre del ejercicio ${year}`,
  transferEntry: (year: number) => `Traslado del resultado del ejercicio ${year}`,
  /** 'Reverso Venta 0007 (anulada el 04/12/2026)': a void of a document of a closed period. */
  lateVoid: (description: string, voidDate: string) => `${description} (anulada el ${slashDate(voidDate)})`,
} as const;

/** Texts of the 'Cierre de periodos' screen (Perfil). */
export const PERIOD_TEXTS = {
  title: 'Cierre de periodos',
  intro:
    'Al cerrar un mes nadie puede crear ni modificar documentos con fecha de ese mes o anteriores. Anular sigue siendo posible: el reverso queda con la fecha de hoy. Al cerrar diciembre se registra el cierre del ejercicio.',
  current: (lockDate: string | null) =>
    lockDate ? `Libros cerrados hasta el ${slashDate(lockDate)}` : 'No hay periodos cerrados',
  month: 'Cerrar hasta el mes',
  close: 'Cerrar periodo',
  reopen: 'Reabrir periodo',
  none: 'Ninguno (reabrir todo)',
  password: 'Contraseña',
  saved: 'Cierre de periodos guardado',
} as const;

/** GET /api/books/lock/ and the answer of PUT. */
export const ZBooksLock = z.object({
  /** Last closed day (YYYY-MM-DD, the last day of a month), null when no period is closed. */
  lock_date: z.string().nullable(),
  /** The years whose closing entry is posted (a 31 December on or before lock_date). */
  closed_years: z.array(z.number().int()),
});
export type BooksLock = z.infer<typeof ZBooksLock>;

/** PUT /api/books/lock/: moving it back (reopening) needs the owner's password. */
export const ZBooksLockUpdate = z.object({
  lock_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  password: z.string().max(200).optional(),
});
export type BooksLockUpdate = z.infer<typeof ZBooksLockUpdate>;
