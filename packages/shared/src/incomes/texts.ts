import { CONTACT_MSG } from '../contacts/texts.ts';
import { DOCUMENT_MSG as D } from '../documents/texts.ts';
import { padNumber } from '../money.ts';

/**
 * Sales income, credit payments (abonos) and clients (docs/product/2-inventory-income-purchases.md §2-§9, docs/api.md, docs/accounting.md).
 * The '¡Alerta!' texts of docs/product/2-inventory-income-purchases.md §5 are enforced by the server too, as field errors.
 */
export const INCOME_MSG = {
  alertTitle: D.alertTitle,
  alert: {
    noLines: 'Debe agregar mínimo un producto o servicio',
    clientName: 'Debe indicar el nombre del cliente',
    docType: CONTACT_MSG.alert.docType,
    docNumber: CONTACT_MSG.alert.docNumber,
    date: D.alert.date,
    paymentMethod: D.alert.paymentMethod,
    paymentValue: D.alert.paymentValue,
  },
  futureDate: D.futureDate,
  insufficientTitle: 'Inventario insuficiente',

  // Not in the specification: field texts and server refusals.
  dateInvalid: D.dateInvalid,
  optionInvalid: D.optionInvalid,
  itemRequired: 'Debe seleccionar el producto o servicio',
  itemNotFound: 'El producto o servicio no existe.',
  itemUnavailable: (name: string) => `${name} no está disponible para la venta.`,
  quantityInvalid: D.quantityInvalid,
  valueInvalid: D.valueInvalid,
  tooManyLines: 'Un ingreso admite máximo 200 líneas.',
  // docs/product/2-inventory-income-purchases.md §4: a product already in the list is not added again.
  duplicateLine: 'Este producto o servicio ya fue agregado.',
  totalTooLarge: 'El total del ingreso no puede ser mayor a 999.999.999.999.',
  observationsLong: D.observationsLong,
  clientNameLong: CONTACT_MSG.nameLong,
  docNumberLong: CONTACT_MSG.docNumberLong,
  addressLong: CONTACT_MSG.addressLong,
  initialPaymentTooHigh: 'El pago inicial no puede ser mayor al total del ingreso.',
  paymentTooHigh: D.paymentTooHigh,
  paymentsOnlyCredit: 'Solo los ingresos a crédito reciben abonos.',
  paymentBeforeSale: 'La fecha del abono no puede ser anterior a la fecha del ingreso.',
  saleAfterPayments: 'La fecha del ingreso no puede ser posterior a la de sus abonos.',
  voided: {
    edit: 'Este ingreso está anulado: no se puede editar.',
    void: 'Este ingreso ya fue anulado.',
    download: 'Este ingreso está anulado: no se puede descargar.',
    payment: 'Este ingreso está anulado: no recibe abonos.',
  },
  paymentVoided: D.paymentVoided,
  creditLocked:
    'En un ingreso a crédito solo se pueden editar la fecha, el cliente y las observaciones; los productos, el método de pago y los abonos no.',
  paymentTypeLocked: 'El tipo de pago de un ingreso no se puede cambiar.',
  clientDocTaken: 'Ya existe otro cliente con este tipo y número de documento.',
  clientSearchShort: 'Escriba más de 2 caracteres para buscar un cliente por nombre.',
  clientNotFound: (docNumber: string) => `El cliente de documento ${docNumber} no se encuentra registrado`,

  // Screens, modals and files (docs/product/2-inventory-income-purchases.md §2, §4, §8, §9).
  title: 'Mis ingresos',
  addButton: 'Agregar nuevo ingreso',
  typeModal: 'Seleccione el tipo de ingreso a registrar',
  addPayment: 'Agregar nuevo ABONO',
  empty: D.empty,
  notFoundTitle: D.notFoundTitle,
  voidedTag: D.voidedTag,
  finishedTag: D.finishedTag,
  created: {
    title: 'Ingreso registrado',
    text: 'El registro del nuevo ingreso se ha realizado correctamente.',
  },
  createFailed: D.createFailed,
  updated: {
    title: 'Ingreso actualizado',
    text: (id: string | number) => `La actualización del ingreso ${id} se ha realizado correctamente.`,
  },
  updateFailed: D.updateFailed,
  voidedOk: {
    title: D.successTitle,
    text: (id: string | number) => `El ingreso ${id} ha sido eliminado satisfactoriamente`,
    // docs/product/2-inventory-income-purchases.md §8 offers 'eliminado/anulado' for abonos: an abono is voided, never deleted.
    payment: D.paymentVoidedOk,
  },
  paymentCreated: {
    title: D.paymentCreated,
    text: (method: string) => `El abono en ${method} fue registrado correctamente.`,
  },
  paymentCreateFailed: D.paymentCreateFailed,
  paymentUpdated: {
    title: D.paymentUpdated,
    text: (id: string | number) => `El abono ${id} fue actualizado correctamente.`,
  },
  voidConfirm: {
    title: 'Anular ingreso',
    text: '¿Está seguro de que desea anular el ingreso?',
    cancel: D.cancel,
    confirm: D.confirmVoid,
  },
  voidPaymentConfirm: {
    title: 'Anular abono',
    text: D.voidPaymentQuestion,
    cancel: D.cancel,
    confirm: D.confirmVoid,
  },
  exportFileName: 'Reporte - Mis Ingresos.xlsx',
} as const;

/** 'Factura 0007.pdf' (docs/product/2-inventory-income-purchases.md §9; the per-user document number, padded to 4). */
export const invoiceFileName = (documentNumber: number): string => `Factura ${padNumber(documentNumber)}.pdf`;

/** Journal descriptions of a sale and its abonos (Libro diario). */
export const INCOME_JOURNAL = {
  sale: (documentNumber: number) => `Venta ${padNumber(documentNumber)}`,
  payment: (reference: string) => `Abono ${reference}`,
} as const;
