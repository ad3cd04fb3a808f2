import { CONTACT_MSG } from '../contacts/texts.ts';
import { DOCUMENT_MSG as D } from '../documents/texts.ts';
import { INCOME_MSG } from '../incomes/texts.ts';
import { INVENTORY_MSG } from '../inventory/texts.ts';
import { padNumber } from '../money.ts';

const PRODUCT_NAME_MISSING = 'Debe indicar el nombre del producto';

/**
 * Purchases ('Mis compras'), their abonos and providers (docs/product/2-inventory-income-purchases.md §2-§9, docs/api.md, docs/accounting.md).
 * The '¡Alerta!' texts of docs/product/2-inventory-income-purchases.md §5 are enforced by the server too, as field errors.
 */
export const SHOPPING_MSG = {
  alertTitle: D.alertTitle,
  alert: {
    noLines: INCOME_MSG.alert.noLines,
    providerName: 'Debe indicar el nombre del proveedor',
    docType: CONTACT_MSG.alert.docType,
    docNumber: CONTACT_MSG.alert.docNumber,
    date: D.alert.date,
    paymentMethod: D.alert.paymentMethod,
    paymentValue: D.alert.paymentValue,
    // Ad-hoc lines (property/plant/equipment and other purchases).
    lineName: PRODUCT_NAME_MISSING,
    lineQuantity: 'Debe indicar la cantidad del producto',
    linePrice: 'Debe indicar el precio del producto',
  },
  /** The inventory-creation step of the purchase form (docs/product/2-inventory-income-purchases.md §5 'New inventory from the purchase form'). */
  newInventory: {
    name: PRODUCT_NAME_MISSING,
    cost: 'Debe indicar el costo del producto',
    saleValue: 'Debe indicar el precio de venta del producto',
    sku: 'Debe indicar la referencia del producto',
  },
  futureDate: D.futureDate,

  // Not in the specification: field texts and server refusals.
  categoryRequired: 'Debe seleccionar la categoría de la compra',
  optionInvalid: D.optionInvalid,
  itemRequired: 'Debe seleccionar el producto',
  // docs/product/2-inventory-income-purchases.md §4: a product, or an ad-hoc description, is not added twice.
  duplicateLine: (name: string) => `${name} ya está en la lista.`,
  quantityInvalid: D.quantityInvalid,
  valueInvalid: D.valueInvalid,
  lineNameLong: 'El nombre del producto no puede tener más de 200 caracteres.',
  tooManyLines: 'Una compra admite máximo 200 líneas.',
  totalTooLarge: 'El total de la compra no puede ser mayor a 999.999.999.999.',
  observationsLong: D.observationsLong,
  providerNameLong: CONTACT_MSG.nameLong,
  docNumberLong: CONTACT_MSG.docNumberLong,
  addressLong: CONTACT_MSG.addressLong,
  initialPaymentTooHigh: 'El pago inicial no puede ser mayor al total de la compra.',
  paymentTooHigh: D.paymentTooHigh,
  paymentsOnlyCredit: 'Solo las compras a crédito reciben abonos.',
  paymentBeforeShopping: 'La fecha del abono no puede ser anterior a la fecha de la compra.',
  shoppingAfterPayments: 'La fecha de la compra no puede ser posterior a la de sus abonos.',
  totalBelowPaid: 'El total de la compra no puede ser menor a lo ya abonado.',
  voided: {
    edit: 'Esta compra está anulada: no se puede editar.',
    void: 'Esta compra ya fue anulada.',
    payment: 'Esta compra está anulada: no recibe abonos.',
  },
  paymentVoided: D.paymentVoided,
  paymentTypeLocked: 'El tipo de pago de una compra no se puede cambiar.',
  categoryLocked: 'La categoría de una compra no se puede cambiar.',
  creditMethodLocked: 'En una compra a crédito el método de pago se cambia desde sus abonos.',
  soldLocked:
    'Ya se vendieron unidades del inventario de esta compra: sus productos, cantidades, valores y fecha no se pueden cambiar.',
  voidSold: 'No se puede anular esta compra porque ya se vendieron unidades del inventario que ingresó.',
  providerDocTaken: 'Ya existe otro proveedor con este tipo y número de documento.',
  providerSearchShort: 'Escriba al menos 3 caracteres para buscar un proveedor por nombre.',
  providerNotFound: (docNumber: string) =>
    `El proveedor de documento ${docNumber} no se encuentra registrado`,

  // Screens, modals and files (docs/product/2-inventory-income-purchases.md §2, §4, §8, §9).
  title: 'Mis compras',
  newModal: 'Nueva compra',
  registerButton: (type: string) => `Registrar nueva compra en ${type}`,
  categoryModal: 'Seleccione la categoría a la que pertenece la compra',
  // The list adds every date, the landing's card only the month (issue 30 item 5): it says so.
  totalLabel: (title: string) => `Total ${title} desde el inicio:`,
  payableLabel: 'Cuentas por pagar a hoy:',
  empty: D.empty,
  notFoundTitle: D.notFoundTitle,
  voidedTag: D.voidedTag,
  finishedTag: D.finishedTag,
  created: { title: 'Compra registrada' },
  createFailed: D.createFailed,
  updated: { title: 'Compra actualizada' },
  updateFailed: D.updateFailed,
  inventoryCreated: { title: INVENTORY_MSG.created.title },
  paymentCreated: INCOME_MSG.paymentCreated,
  paymentCreateFailed: D.paymentCreateFailed,
  paymentUpdated: INCOME_MSG.paymentUpdated,
  voidedOk: {
    title: D.successTitle,
    text: (id: string | number) => `La compra ${id} ha sido anulada satisfactoriamente`,
    payment: D.paymentVoidedOk,
  },
  voidConfirm: {
    title: 'Anular compra',
    text: '¿Está seguro de que desea anular la compra?',
    cancel: D.cancel,
    confirm: D.confirmVoid,
  },
  voidPaymentConfirm: INCOME_MSG.voidPaymentConfirm,
  exportFileName: 'Reporte - Mis Compras.xlsx',
} as const;

/** Journal descriptions of a purchase and its abonos (Libro diario). */
export const SHOPPING_JOURNAL = {
  purchase: (documentNumber: number) => `Compra ${padNumber(documentNumber)}`,
  payment: (reference: string) => `Abono compra ${reference}`,
} as const;
