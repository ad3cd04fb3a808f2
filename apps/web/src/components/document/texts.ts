import { COMMERCE_FIELD_TEXT, REFERENCE_TEXT, UI_TEXT } from '../messages.ts';

/** The abono texts every credit document module shows alike (docs/product/2-inventory-income-purchases.md §2, docs/product/3-expenses-reports.md §2). */
export const ABONO_TEXT = {
  addPayment: 'Agregar abono',
  newPaymentTitle: 'Nuevo abono',
  editPaymentTitle: UI_TEXT.editPayment,
} as const;

/** The totals of a credit's detail; only what is still owed is named per module. */
export const CREDIT_TOTAL_TEXT = { value: 'Crédito', paid: 'Pagado', payments: 'Abonos' } as const;
export const creditLabels = (balance: string) => ({ ...CREDIT_TOTAL_TEXT, balance }) as const;

/** 'Crédito 0007': the title of a sale's or an expense's credit detail. */
export const CREDIT_TITLE = (reference: string) => `Crédito ${reference}`;

/** The payable kind's card and list, alike for purchases and expenses (docs/product/2-inventory-income-purchases.md §2, docs/product/3-expenses-reports.md §2). */
export const PAYABLE_TEXT = {
  label: 'Créditos / Cuentas por pagar',
  listTitle: 'Créditos - Cuentas por pagar',
} as const;

/** 'Regresar' / 'Siguiente' / 'Enviar' (docs/product/2-inventory-income-purchases.md §4); expenses save with 'Guardar' (docs/product/3-expenses-reports.md §4). */
export const WIZARD_NAV = { back: UI_TEXT.back, next: UI_TEXT.next, send: 'Enviar' } as const;

/** The payment step's fields (components/document/PaymentFields.tsx; the expense form's too). */
export const PAYMENT_FIELD_TEXT = {
  date: 'Fecha',
  datePlaceholder: 'Seleccione la fecha',
  type: 'Tipo de pago',
  method: 'Método de pago',
  methodPlaceholder: 'Seleccione el método de pago',
  abono: 'Valor del abono',
  initial: 'Pago inicial (opcional)',
  observations: 'Observaciones',
} as const;

/** The client's or provider's step (PartyStep, PartyNameSearch, ContactFields; docs/product/2-inventory-income-purchases.md §3). */
export const PARTY_TEXT = {
  namePlaceholder: 'Escriba para buscar o registrar',
  docTypePlaceholder: REFERENCE_TEXT.select,
  docNumber: 'Número de documento',
  email: 'Correo electrónico',
  city: 'Ciudad',
  address: COMMERCE_FIELD_TEXT.address.label,
  cellphone: COMMERCE_FIELD_TEXT.cellphone.label,
  phone: COMMERCE_FIELD_TEXT.phone.label,
} as const;

/** A document's lines, alike on the sale's and the purchase's lines step. */
export const LINE_TEXT = {
  quantity: 'Cantidad',
  unitValue: 'Valor unitario',
  add: 'Agregar',
  loading: REFERENCE_TEXT.loading,
  remove: (name: string) => `Quitar ${name}`,
  total: 'Total',
} as const;

/** The landings ('Mis ingresos', 'Mis gastos') set the month against its budget. */
export const BUDGET_TEXT = { planned: 'Presupuestado', real: 'Real', difference: 'Diferencia' } as const;

/** A row's popover (RowMenu): 'Anular' goes last, in red. */
export const ROW_MENU_TEXT = { edit: UI_TEXT.edit, void: 'Anular' } as const;
