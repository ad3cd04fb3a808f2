import type { PaymentMethod, PaymentType } from '../enums.ts';
import { FIELD_MSG } from '../form-fields.ts';
import { MSG } from '../messages.ts';
import { formatCOP } from '../money.ts';

/**
 * Texts every credit document (sale, purchase, expense) and its abonos show alike; each feature's
 * texts point here instead of repeating them (docs/product/2-inventory-income-purchases.md §5, §8 and docs/product/3-expenses-reports.md §5, §8).
 */
export const DOCUMENT_MSG = {
  alertTitle: '¡Alerta!',
  alert: {
    date: 'Debe seleccionar la fecha',
    paymentMethod: 'Debe seleccionar el método de pago',
    paymentValue: 'Debe indicar el valor del abono',
  },
  futureDate: 'La fecha no puede ser posterior a hoy.',
  dateInvalid: FIELD_MSG.dateInvalid,
  optionInvalid: FIELD_MSG.optionInvalid,
  valueInvalid: FIELD_MSG.valueInvalid,
  observationsLong: FIELD_MSG.observationsLong,
  quantityInvalid: 'La cantidad debe ser un número entero mayor que cero.',
  paymentTooHigh: (balance: number) =>
    `El valor del abono no puede superar el saldo pendiente (${formatCOP(balance)}).`,
  paymentVoided: {
    edit: 'Este abono está anulado: no se puede editar.',
    void: 'Este abono ya fue anulado.',
  },
  empty: 'No hay información disponible',
  notFoundTitle: 'No encontrado',
  voidedTag: 'Anulado',
  finishedTag: 'Finalizado',
  createFailed: {
    title: MSG.register.failed,
    text: 'Ha ocurrido un error registrando la información. Por favor, inténtelo nuevamente.',
  },
  updateFailed: {
    title: 'Actualización fallida',
    text: 'Ha ocurrido un error actualizando la información. Por favor, inténtelo nuevamente.',
  },
  successTitle: 'Operación exitosa',
  paymentVoidedOk: (id: string | number) => `El abono ${id} ha sido anulado satisfactoriamente`,
  paymentCreated: 'Abono creado',
  paymentCreateFailed: {
    title: 'Abono no creado',
    text: (method: string) => `El abono en ${method} no pudo ser registrado. Por favor, inténtelo de nuevo.`,
  },
  paymentUpdated: 'Abono actualizado',
  voidPaymentQuestion: '¿Está seguro de que desea anular el abono?',
  cancel: 'Cancelar',
  confirmVoid: 'Anular',
} as const;

/** The paged lists' own texts (components/credit/LoadMore). */
export const LIST_MSG = {
  loadMore: 'Cargar más',
} as const;

/** How a payment method and a payment type read: screens, selects, downloads and the invoice. */
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = { EFECTIVO: 'Efectivo', BANCO: 'Banco' };
export const PAYMENT_TYPE_LABEL: Record<PaymentType, string> = { CONTADO: 'Contado', CREDITO: 'Crédito' };
