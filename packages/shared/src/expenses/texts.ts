import { DOCUMENT_MSG as D } from '../documents/texts.ts';
import { formatCOP, padNumber } from '../money.ts';

/**
 * Expenses (Mis gastos), expense credits, their abonos and reminders (docs/product/3-expenses-reports.md §2-§9, docs/api.md,
 * docs/accounting.md). The alert texts of docs/product/3-expenses-reports.md §5 are enforced by the server too, as field errors.
 */
export const EXPENSE_MSG = {
  alert: {
    description: 'Debe indicar la descripción del gasto',
    value: 'Debe indicar el valor del gasto',
    category: 'Debe seleccionar una categoría financiera',
    date: 'Debe indicar la fecha',
    reminder: 'Debe seleccionar un valor para el campo Recordar',
    paymentMethod: D.alert.paymentMethod,
    paymentDate: D.alert.date,
    paymentValue: D.alert.paymentValue,
  },
  futureDate: D.futureDate,

  // Not in the specification: field texts and server refusals.
  dateInvalid: D.dateInvalid,
  optionInvalid: D.optionInvalid,
  categoryInvalid: 'La categoría seleccionada no es una categoría de gastos.',
  valueInvalid: D.valueInvalid,
  descriptionLong: 'La descripción no puede tener más de 255 caracteres.',
  observationsLong: D.observationsLong,
  initialPaymentTooHigh: 'El pago inicial no puede ser mayor al valor del gasto.',
  paymentTooHigh: D.paymentTooHigh,
  paymentsOnlyCredit: 'Solo los gastos a crédito reciben abonos.',
  paymentBeforeExpense: 'La fecha del abono no puede ser anterior a la fecha del gasto.',
  expenseAfterPayments: 'La fecha del gasto no puede ser posterior a la de sus abonos.',
  creditValueLocked: 'El valor de un gasto a crédito con abonos no se puede cambiar.',
  paymentTypeLocked: 'El tipo de pago de un gasto no se puede cambiar.',
  voided: {
    edit: 'Este gasto está anulado: no se puede editar.',
    void: 'Este gasto ya fue anulado.',
    payment: 'Este gasto está anulado: no recibe abonos.',
  },
  paymentVoided: D.paymentVoided,
  reminderNotFound: 'El recordatorio no existe.',
  reminderClosed: 'Este recordatorio ya fue aceptado o descartado.',
  reminderAccepted: 'Este recordatorio ya fue aceptado.',

  // Screens, modals and files (docs/product/3-expenses-reports.md §2, §4, §8).
  title: 'Mis gastos',
  empty: D.empty,
  voidedTag: D.voidedTag,
  finishedTag: D.finishedTag,
  created: 'Gasto registrado',
  updated: 'Gasto actualizado',
  createFailed: D.createFailed,
  updateFailed: D.updateFailed,
  paymentCreated: D.paymentCreated,
  paymentUpdated: D.paymentUpdated,
  paymentCreateFailed: D.paymentCreateFailed,
  voidedOk: {
    title: D.successTitle,
    text: (id: string | number) => `El gasto o abono ${id} ha sido anulado satisfactoriamente`,
  },
  voidConfirm: {
    gasto: '¿Está seguro de que desea anular el gasto?',
    abono: D.voidPaymentQuestion,
    cancel: D.cancel,
    confirm: D.confirmVoid,
  },
  voidFailedTitle: 'Error',
  exportFileName: 'Reporte - Mis Gastos.xlsx',
} as const;

export const REMINDER_MSG = {
  discarded: 'Recordatorio descartado',
  emptyNew: 'No hay notificaciones nuevas para mostrar',
  emptyAll: 'No hay notificaciones para mostrar',
  notification: {
    title: 'Recordatorio de gasto',
    message: (description: string, value: number) =>
      `Es momento de registrar el gasto "${description}" por ${formatCOP(value)}.`,
  },
} as const;

/** Journal descriptions of an expense and its abonos (Libro diario). */
export const EXPENSE_JOURNAL = {
  expense: (documentNumber: number) => `Gasto ${padNumber(documentNumber)}`,
  payment: (reference: string) => `Abono gasto ${reference}`,
} as const;

/** The expense form's optional provider (from the providers directory; LEDGER.md: the journal's third party). */
export const EXPENSE_PROVIDER_TEXT = {
  label: 'Proveedor (opcional)',
  placeholder: 'Sin proveedor',
  description: 'A quién le pagaste: aparece como tercero en el libro diario.',
  empty: 'Aún no tienes proveedores: se crean al registrar una compra.',
} as const;
