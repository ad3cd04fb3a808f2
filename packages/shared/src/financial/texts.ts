import { DOCUMENT_MSG as D } from '../documents/texts.ts';
import { MSG } from '../messages.ts';
import { formatCOP, padNumber } from '../money.ts';

const DUPLICATE = 'Revisa si esta categoría financiera ya fue inscrita anteriormente.';
const BUDGET_INCOME_UPDATED = 'La proyección del presupuesto de ingresos fue actualizada correctamente.';

/**
 * Initial information (docs/product/1-account.md §2, §5, §8): assets, liabilities and budgets. Field texts are
 * copied exactly from the specification, typos included ('puntaciones', 'seleccioanr').
 */
export const FINANCIAL_MSG = {
  /** The optional third party of an opening receivable or liability. */
  thirdParty: {
    name: 'Escribe el nombre del tercero.',
    nameLong: 'El nombre del tercero no puede tener más de 200 caracteres.',
    docType: 'Selecciona el tipo de documento del tercero.',
    docNumber: 'Escribe el número de documento del tercero.',
    docNumberLong: 'El número de documento del tercero no puede tener más de 20 caracteres.',
    docTypeInvalid: 'Selecciona un tipo de documento válido.',
  },
  category: {
    required: 'El campo Categoría financiera es requerido.',
    invalid: 'En el campo Categoría financiera debe seleccionar una categoría valida.',
    duplicate: DUPLICATE,
  },
  value: {
    required: 'El campo Valor es requerido.',
    digits: 'El campo Valor solo acepta números, sin puntaciones, ni espacios.',
    // Not in the specification: the bound (as for inventory and sales) that keeps every sum of
    // a user's values (all budgets of a month, all opening assets) far below 2^53.
    tooLarge: 'El campo Valor no puede ser mayor a 999.999.999.999.',
  },
  option: { required: MSG.required, invalid: MSG.register.unknownOption },
  budget: {
    dateRequired: 'El campo Fecha es requerido.',
    dateInvalid: 'En este campo debe seleccioanr una fecha correcta.',
    categoryRequired: 'El campo Categoría es requerido.',
    categoryUnknown: 'La Categoría seleccionada no ha sido reconocida.',
    // Not in the specification (the original answered a generic failure).
    duplicate: 'Ya existe un presupuesto para esta categoría en este mes.',
  },
  // Not in the specification: the server's refusal once the flag initial_info is true.
  closed: 'La información inicial ya fue cerrada; los activos y pasivos iniciales no se pueden modificar.',

  // Result modals (docs/product/1-account.md §8) and empty lists (docs/product/1-account.md §2), for the forms and lists.
  assets: {
    empty: 'Aún no existen Activos registrados.',
    created: { title: 'Activo registrado', text: 'El Activo fue registrado correctamente.' },
    createFailed: {
      title: 'Activo no registrado',
      text: DUPLICATE,
    },
    updated: { title: 'Activo actualizado', text: 'El activo fue editado y actualizado correctamente.' },
    updateFailed: {
      title: 'Activo no actualizado',
      text: 'El activo no pudo ser actualizado. Intentelo nuevamente.',
    },
  },
  liabilities: {
    empty: 'Aún no existen Pasivos registrados.',
    created: { title: 'Pasivo registrado', text: 'El pasivo fue registrado correctamente.' },
    createFailed: {
      title: 'Pasivo no registrado',
      text: DUPLICATE,
    },
    // The specification shows only the title of this modal; the text mirrors the asset one.
    updated: { title: 'Pasivo actualizado', text: 'El pasivo fue editado y actualizado correctamente.' },
    updateFailed: {
      title: 'Pasivo no actualizado',
      text: 'El pasivo no pudo ser actualizado. Intentelo nuevamente.',
    },
  },
  budgets: {
    emptyIncome: 'Aún no existen Presupuestos de ingresos registrados.',
    emptyExpense: 'Aún no existen Presupuestos de gastos registrados.',
    createdTitle: 'Presupuesto registrado',
    createdIncome: 'La proyección del presupuesto de ingresos fue registrada correctamente.',
    createdExpense: 'La proyección del presupuesto de gastos fue registrada correctamente.',
    createFailedTitle: 'Presupuesto no registrado',
    createFailed: 'El presupuesto no pudo ser registrado. Intentelo nuevamente.',
    updatedTitle: 'Presupuesto actualizado',
    updatedIncome: BUDGET_INCOME_UPDATED,
    // docs/product/1-account.md §8: the expense update modal says 'ingresos' too, an inconsistency copied as is.
    updatedExpense: BUDGET_INCOME_UPDATED,
    updateFailedTitle: 'Presupuesto no actualizado',
    updateFailed: 'El presupuesto no pudo ser actualizado. Intentelo nuevamente.',
  },
  // Not in the specification: abonos on an opening receivable or liability (docs/accounting.md "Collecting
  // and paying opening balances"). The rule texts are the ones of the other abonos.
  payments: {
    futureDate: D.futureDate,
    paymentTooHigh: D.paymentTooHigh,
    paymentVoided: D.paymentVoided,
    // An opening balance is never voided nor on cash: these two guard rules that cannot apply.
    voided: {
      payment: 'Este saldo inicial no recibe abonos.',
      edit: 'Este saldo inicial no se puede editar.',
    },
    paymentsOnlyCredit: 'Solo las cuentas por cobrar y los pasivos iniciales reciben abonos.',
    paymentBefore: 'La fecha del abono no puede ser anterior al saldo inicial.',
    // What the initial information may no longer change once a balance has live abonos.
    deleteWithPayments: 'Este saldo inicial tiene abonos: anúlelos antes de eliminarlo.',
    categoryLocked: 'Este saldo inicial tiene abonos: su categoría y su tipo no se pueden cambiar.',
    valueBelowPaid: (paid: number) => `El valor no puede ser menor a lo ya abonado (${formatCOP(paid)}).`,
  },
  deleteConfirm: {
    title: 'Eliminar Categoría Financiera',
    text: '¿Desea eliminar esta categoría financiera?.',
    cancel: D.cancel,
    confirm: 'Eliminar',
  },
} as const;

/** 'SI-02': the second abono of an opening balance ('Saldo inicial'). */
export const openingPaymentReference = (ordinal: number): string => `SI-${padNumber(ordinal, 2)}`;

/** How an opening balance shows in the credit lists and the abono screens. */
export const openingBalanceLabel = (category: string): string => `Saldo inicial · ${category}`;

/** Journal descriptions of the opening balance and of the abonos on it (Libro diario). */
export const FINANCIAL_JOURNAL = {
  opening: (asset: boolean, category: string) =>
    `${asset ? 'Activo inicial' : 'Pasivo inicial'}: ${category}`,
  payment: (ordinal: number, category: string) =>
    `Abono ${openingPaymentReference(ordinal)} ${openingBalanceLabel(category)}`,
} as const;
