import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { type InventoryCategory, PAYMENT_METHODS, type PaymentMethod, type PaymentType } from './enums.ts';
import {
  blank,
  businessDate,
  digits,
  optionalId,
  optionalPesos as optionalPesosField,
  optionalText,
  PG_INT_MAX,
  positivePesos as positivePesosField,
  requiredId,
  requiredText,
  ZMethodField,
  ZObservations,
  ZTypeField,
} from './form-fields.ts';
import { MSG } from './messages.ts';
import { formatCOP, padNumber } from './money.ts';
import { FINAL_CONSUMER, isFinalConsumerDocument, PHONE_MSG } from './phone.ts';
import type { IdName } from './profile.ts';

/**
 * Sales income, credit payments (abonos) and clients (spec 2 §2-§9, API.md, LEDGER.md).
 * The '¡Alerta!' texts of spec 2 §5 are enforced by the server too, as field errors.
 */
export const INCOME_MSG = {
  alertTitle: '¡Alerta!',
  alert: {
    noLines: 'Debe agregar mínimo un producto o servicio',
    clientName: 'Debe indicar el nombre del cliente',
    docType: 'Debe seleccionar un tipo de documento',
    docNumber: 'Debe indicar el número de documento',
    date: 'Debe seleccionar la fecha',
    paymentMethod: 'Debe seleccionar el método de pago',
    paymentValue: 'Debe indicar el valor del abono',
  },
  futureDate: 'La fecha no puede ser posterior a hoy.',
  insufficientTitle: 'Inventario insuficiente',

  // Not in the specification: field texts and server refusals.
  dateInvalid: 'Fecha inválida (AAAA-MM-DD).',
  optionInvalid: MSG.register.unknownOption,
  itemRequired: 'Debe seleccionar el producto o servicio',
  itemNotFound: 'El producto o servicio no existe.',
  itemUnavailable: (name: string) => `${name} no está disponible para la venta.`,
  quantityInvalid: 'La cantidad debe ser un número entero mayor que cero.',
  valueInvalid: 'Solo se aceptan números, sin puntos, ni espacios.',
  tooManyLines: 'Un ingreso admite máximo 200 líneas.',
  // Spec 2 §4: a product already in the list is not added again.
  duplicateLine: 'Este producto o servicio ya fue agregado.',
  totalTooLarge: 'El total del ingreso no puede ser mayor a 999.999.999.999.',
  observationsLong: 'Las observaciones no pueden tener mas de 500 caracteres.',
  clientNameLong: 'El nombre no puede tener mas de 200 caracteres.',
  docNumberLong: 'El número de documento no puede tener mas de 20 caracteres.',
  addressLong: 'La dirección no puede tener mas de 255 caracteres.',
  initialPaymentTooHigh: 'El pago inicial no puede ser mayor al total del ingreso.',
  paymentTooHigh: (balance: number) =>
    `El valor del abono no puede superar el saldo pendiente (${formatCOP(balance)}).`,
  paymentsOnlyCredit: 'Solo los ingresos a crédito reciben abonos.',
  paymentBeforeSale: 'La fecha del abono no puede ser anterior a la fecha del ingreso.',
  saleAfterPayments: 'La fecha del ingreso no puede ser posterior a la de sus abonos.',
  voided: {
    edit: 'Este ingreso está anulado: no se puede editar.',
    void: 'Este ingreso ya fue anulado.',
    download: 'Este ingreso está anulado: no se puede descargar.',
    payment: 'Este ingreso está anulado: no recibe abonos.',
  },
  paymentVoided: {
    edit: 'Este abono está anulado: no se puede editar.',
    void: 'Este abono ya fue anulado.',
  },
  creditLocked:
    'En un ingreso a crédito solo se pueden editar la fecha, el cliente y las observaciones; los productos, el método de pago y los abonos no.',
  paymentTypeLocked: 'El tipo de pago de un ingreso no se puede cambiar.',
  clientDocTaken: 'Ya existe otro cliente con este tipo y número de documento.',
  clientSearchShort: 'Escriba más de 2 caracteres para buscar un cliente por nombre.',
  clientNotFound: (docNumber: string) => `El cliente de documento ${docNumber} no se encuentra registrado`,

  // Screens, modals and files (spec 2 §2, §4, §8, §9).
  title: 'Mis ingresos',
  addButton: 'Agregar nuevo ingreso',
  typeModal: 'Seleccione el tipo de ingreso a registrar',
  addPayment: 'Agregar nuevo ABONO',
  empty: 'No hay información disponible',
  notFoundTitle: 'No encontrado',
  voidedTag: 'Anulado',
  finishedTag: 'Finalizado',
  created: {
    title: 'Ingreso registrado',
    text: 'El registro del nuevo ingreso se ha realizado correctamente.',
  },
  createFailed: {
    title: 'Registro fallido',
    text: 'Ha ocurrido un error registrando la información. Por favor, inténtelo nuevamente.',
  },
  updated: {
    title: 'Ingreso actualizado',
    text: (id: string | number) => `La actualización del ingreso ${id} se ha realizado correctamente.`,
  },
  updateFailed: {
    title: 'Actualización fallida',
    text: 'Ha ocurrido un error actualizando la información. Por favor, inténtelo nuevamente.',
  },
  voidedOk: {
    title: 'Operación exitosa',
    text: (id: string | number) => `El ingreso ${id} ha sido eliminado satisfactoriamente`,
    // Spec 2 §8 offers 'eliminado/anulado' for abonos: an abono is voided, never deleted.
    payment: (id: string | number) => `El abono ${id} ha sido anulado satisfactoriamente`,
  },
  paymentCreated: {
    title: 'Abono creado',
    text: (method: string) => `El abono en ${method} fue registrado correctamente.`,
  },
  paymentCreateFailed: {
    title: 'Abono no creado',
    text: (method: string) => `El abono en ${method} no pudo ser registrado. Por favor, inténtelo de nuevo.`,
  },
  paymentUpdated: {
    title: 'Abono actualizado',
    text: (id: string | number) => `El abono ${id} fue actualizado correctamente.`,
  },
  voidConfirm: {
    title: 'Anular ingreso',
    text: '¿Está seguro de que desea anular el ingreso?',
    cancel: 'Cancelar',
    confirm: 'Anular',
  },
  voidPaymentConfirm: {
    title: 'Anular abono',
    text: '¿Está seguro de que desea anular el abono?',
    cancel: 'Cancelar',
    confirm: 'Anular',
  },
  exportFileName: 'Reporte - Mis Ingresos.xlsx',
} as const;

/** 'Factura 0007.pdf' (spec 2 §9; the per-user document number, padded to 4). */
export const invoiceFileName = (documentNumber: number): string => `Factura ${padNumber(documentNumber)}.pdf`;

/** Bounds that keep Σ quantity × value far below 2^53. */
export const INCOME_MAX_VALUE = 999_999_999_999;
export const INCOME_MAX_QUANTITY = 1_000_000;
export const INCOME_MAX_LINES = 200;
export const CLIENT_SEARCH_MIN = 3;

const A = INCOME_MSG.alert;
const M = INCOME_MSG;
/** Whole pesos, 0 allowed (a gift line). */
const ZLineValue = z.preprocess(
  (v) => digits(blank(v) ?? -1),
  z
    .number({ error: M.valueInvalid })
    .int(M.valueInvalid)
    .min(0, M.valueInvalid)
    .max(INCOME_MAX_VALUE, M.valueInvalid),
);
const ZQuantity = z.preprocess(
  (v) => digits(blank(v) ?? 0),
  z
    .number({ error: M.quantityInvalid })
    .int(M.quantityInvalid)
    .min(1, M.quantityInvalid)
    .max(INCOME_MAX_QUANTITY, M.quantityInvalid),
);
const positivePesos = (missing: string) => positivePesosField(missing, INCOME_MAX_VALUE);
const optionalPesos = optionalPesosField(INCOME_MAX_VALUE);
/** A business date 'YYYY-MM-DD'; "not after today" needs the server clock and is checked there. */
export const ZBusinessDate = businessDate(A.date);
const ZMethod = ZMethodField;
const ZType = ZTypeField;

/**
 * The client object of the sale form (spec 2 §3): matched by id, else by doc_type + doc_number.
 * Fields sent replace the stored ones; optional fields left out keep them.
 */
const ZClientObject = z
  .object(
    {
      id: optionalId,
      name: requiredText(A.clientName, 200, M.clientNameLong),
      doc_type: requiredId(A.docType),
      doc_number: requiredText(A.docNumber, 20, M.docNumberLong),
      address: optionalText(LIMITS.address, M.addressLong),
      phone: optionalText(LIMITS.phone, MSG.register.phoneLong.text),
      cellphone: optionalText(LIMITS.cellphone, MSG.register.cellphoneLong.text),
      email: z.preprocess(
        (v) => (v === null ? '' : v),
        z
          .string({ error: MSG.register.emailInvalid })
          .trim()
          .toLowerCase()
          .max(LIMITS.email, MSG.register.emailInvalid)
          .refine((e) => e === '' || z.email().safeParse(e).success, MSG.register.emailInvalid)
          .optional(),
      ),
      /** A city id; '', 0 or null clears it, absent keeps it. */
      city: z.preprocess(
        (v) => (v === '' || v === 0 || v === '0' ? null : digits(v)),
        z
          .number({ error: M.optionInvalid })
          .int(M.optionInvalid)
          .positive(M.optionInvalid)
          .max(PG_INT_MAX, M.optionInvalid)
          .nullable()
          .optional(),
      ),
    },
    { error: A.clientName },
  )
  // 'Consumidor final' keeps its name: typing another name over it is a new client, not a rename.
  .transform((c) => (isFinalConsumerDocument(c.doc_number) ? { ...c, name: FINAL_CONSUMER.name } : c));
/** An absent client reports its three '¡Alerta!' fields, like the form's step 1. */
export const ZClientInput = z.preprocess((v) => v ?? {}, ZClientObject);
export type TClientInput = z.input<typeof ZClientInput>;
export type ClientInput = z.output<typeof ZClientInput>;

/**
 * One sale line (API.md 'Sale lines'): `inventory_id` names the item; `stock` is the batch the
 * stock check returned (a hint only: the server always draws FIFO; for a service it is the
 * inventory id); `value` is the unit price.
 */
export const ZSaleLine = z.object(
  {
    inventory_id: requiredId(M.itemRequired),
    stock: optionalId,
    quantity: ZQuantity,
    value: ZLineValue,
  },
  { error: M.itemRequired },
);
export type SaleLineInput = z.output<typeof ZSaleLine>;

const ZLines = z.preprocess(
  (v) => v ?? [],
  z
    .array(ZSaleLine, { error: A.noLines })
    .min(1, A.noLines)
    .max(INCOME_MAX_LINES, M.tooManyLines)
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((line, i) => {
        if (seen.has(line.inventory_id)) {
          ctx.addIssue({ code: 'custom', path: [i, 'inventory_id'], message: M.duplicateLine });
        }
        seen.add(line.inventory_id);
      });
    }),
);

export const saleTotal = (lines: readonly { quantity: number; value: number }[]): number =>
  lines.reduce((sum, l) => sum + l.quantity * l.value, 0);

const incomeFields = {
  details: ZLines,
  date: ZBusinessDate,
  payment_type: ZType,
  payment_method: ZMethod,
  /** CREDITO: the initial payment (optional). CONTADO: ignored, the whole total is paid. */
  payment: optionalPesos,
  observations: ZObservations,
  client: ZClientInput,
};

type MoneyRules = {
  details?: readonly { quantity: number; value: number }[] | undefined;
  payment_type?: PaymentType | undefined;
  payment_method?: PaymentMethod | undefined;
  payment?: number | undefined;
  client?: { doc_number?: string | undefined } | undefined;
};
/** Cross-field rules of the payment block (spec 2 §5): method when money is received, P ≤ T. */
function checkMoney(v: MoneyRules, ctx: z.RefinementCtx): void {
  const total = v.details ? saleTotal(v.details) : undefined;
  if (total !== undefined && total > INCOME_MAX_VALUE) {
    ctx.addIssue({ code: 'custom', path: ['details'], message: M.totalTooLarge });
  }
  const receivesMoney = v.payment_type === 'CONTADO' || (v.payment ?? 0) > 0;
  if (v.payment_type && receivesMoney && !v.payment_method) {
    ctx.addIssue({ code: 'custom', path: ['payment_method'], message: A.paymentMethod });
  }
  if (v.payment_type === 'CREDITO' && total !== undefined && (v.payment ?? 0) > total) {
    ctx.addIssue({ code: 'custom', path: ['payment'], message: M.initialPaymentTooHigh });
  }
  // Issue 10: nobody can be chased for a debt of 'Consumidor final'.
  if (v.payment_type === 'CREDITO' && isFinalConsumerDocument(v.client?.doc_number)) {
    ctx.addIssue({
      code: 'custom',
      path: ['client', 'doc_number'],
      message: PHONE_MSG.finalConsumer.creditRefused,
    });
  }
}

/** POST /api/incomes/ (spec 2 §3 'Income save payload'). */
export const ZIncomeCreate = z.object(incomeFields).superRefine(checkMoney);
export type TIncomeCreate = z.input<typeof ZIncomeCreate>;
export type IncomeCreate = z.output<typeof ZIncomeCreate>;

/** PATCH /api/incomes/{id}/: the same payload; fields left out keep their stored value. */
export const ZIncomeUpdate = z
  .object({
    details: ZLines.optional(),
    date: ZBusinessDate.optional(),
    payment_type: ZType.optional(),
    payment_method: ZMethod,
    payment: optionalPesos,
    observations: ZObservations.optional(),
    client: ZClientObject.optional(),
  })
  .superRefine(checkMoney);
export type TIncomeUpdate = z.input<typeof ZIncomeUpdate>;
export type IncomeUpdate = z.output<typeof ZIncomeUpdate>;

/** POST /api/incomes/{id}/payments/ (spec 2 §3 'Payment payload'). */
export const ZPaymentCreate = z.object({
  date: ZBusinessDate,
  value: positivePesos(A.paymentValue),
  payment_method: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v) ?? '',
    z.enum(PAYMENT_METHODS, {
      error: (iss) => (iss.input === '' ? A.paymentMethod : M.optionInvalid),
    }),
  ),
  observations: ZObservations,
});
export type TPaymentCreate = z.input<typeof ZPaymentCreate>;
export type PaymentCreate = z.output<typeof ZPaymentCreate>;

/** PATCH of a payment: fields left out keep their stored value. */
export const ZPaymentUpdate = z.object({
  date: ZBusinessDate.optional(),
  value: positivePesos(A.paymentValue).optional(),
  payment_method: ZMethod,
  observations: ZObservations.optional(),
});
export type TPaymentUpdate = z.input<typeof ZPaymentUpdate>;
export type PaymentUpdate = z.output<typeof ZPaymentUpdate>;

/** POST /api/incomes/inventories/: stock check of one sale line. */
export const ZStockCheck = z.object({
  inventory_id: requiredId(M.itemRequired),
  quantity: ZQuantity,
  // The sale's date: the check answers with the stock as of that day (LEDGER.md); not given → today.
  date: ZBusinessDate.optional(),
});
export type TStockCheck = z.input<typeof ZStockCheck>;
export type StockCheck = z.output<typeof ZStockCheck>;

// ---- Response shapes (also the web client's types) ----

export type ClientRecord = {
  id: number;
  name: string;
  doc_type: IdName;
  doc_number: string;
  address: string;
  phone: string;
  cellphone: string;
  email: string;
  /** `state` is the department id. */
  city: (IdName & { state: number }) | null;
};

/** One batch a sale line drew from (unit cost at the time of the sale). */
export type SaleBatch = { stock: number; quantity: number; cost_value: number };

export type IncomeDetailLine = {
  id: number;
  inventory: { id: number; name: string; category: InventoryCategory } | null;
  name: string;
  quantity: number;
  /** Unit price as sent. */
  value: number;
  unit_value: number;
  total_value: number;
  /** First batch drawn; the inventory id for a service (spec 2 §3). */
  stock: number | null;
  batches: SaleBatch[];
};

export type IncomePayment = {
  id: number;
  income_id: number;
  /** Ordinal within its sale (1, 2, …). */
  number: number;
  /** '0007-02': document number padded to 4, payment ordinal padded to 2. */
  reference: string;
  date: string;
  value: number;
  payment_method: PaymentMethod;
  observations: string;
  deleted: boolean;
  /** The credit it belongs to is paid in full. */
  is_finished: boolean;
  /** Received together with the credit sale (its initial payment). */
  is_initial: boolean;
};

/** Invoice header: the commerce profile of the seller. */
export type InvoiceProfile = {
  tradename: string;
  identification_type: IdName;
  identification_number: string;
  address: string;
  phone: string;
  cellphone: string;
  city: (IdName & { state: IdName }) | null;
  logo: { image: string | null };
};

export type IncomeDetail = {
  id: number;
  number: number;
  /** '0007'. */
  reference: string;
  date: string;
  value: number;
  /** Amount paid so far. */
  payment: number;
  balance: number;
  payment_type: PaymentType;
  /** CONTADO: how it was paid. CREDITO: the method of the initial payment, or null. */
  payment_method: PaymentMethod | null;
  observations: string;
  deleted: boolean;
  paid_out: boolean;
  is_payment: false;
  client: ClientRecord;
  details: IncomeDetailLine[];
  payments: IncomePayment[];
  user: { profile: InvoiceProfile };
};

/** A row of GET /api/incomes/ (a document, or with `payment=true` an abono: is_payment true). */
export type IncomeListItem = {
  id: number;
  number: number;
  reference: string;
  date: string;
  value: number;
  payment: number;
  payment_type: PaymentType;
  payment_method: PaymentMethod | null;
  deleted: boolean;
  paid_out: boolean;
  is_payment: boolean;
  /** Set on abono rows: the sale it pays. */
  income_id: number | null;
  client: IdName;
};

/** Mis ingresos cards (LEDGER.md 'Summaries'); `date` is the first day of the month. */
export type IncomeSummary = {
  cash: number;
  bank: number;
  credit: number;
  real: number;
  budget: number;
  difference: number;
  date: string;
};

/** GET /api/incomes/inventories/: what the sale form offers. Services: stock null. */
export type SellableItem = {
  id: number;
  name: string;
  category: InventoryCategory;
  /** Sale value of the oldest available batch (the service price for a service). */
  value: number;
  /** Units available across active batches; null for a service. */
  stock: number | null;
};

/** POST /api/incomes/inventories/ 200: the FIFO preview of one sale line. */
export type StockCheckResult = {
  inventory_id: number;
  /** First batch the line would draw from; the inventory id for a service. */
  stock: number;
  /** Units available in total; null for a service. */
  available: number | null;
  sale_value: number;
  batches: SaleBatch[];
};
