import { z } from 'zod';
import { LIMITS } from './constants.ts';
import type { InventoryCategory, PaymentMethod, PaymentType } from './enums.ts';
import {
  blank,
  digits,
  optionalId,
  optionalText,
  PG_INT_MAX,
  requiredId,
  requiredText,
  ZMethodField,
  ZObservations,
  ZTypeField,
} from './form-fields.ts';
import {
  type ClientRecord,
  INCOME_MAX_LINES,
  INCOME_MAX_QUANTITY,
  INCOME_MAX_VALUE,
  INCOME_MSG,
  ZBusinessDate,
} from './incomes.ts';
import { MSG } from './messages.ts';
import type { IdName } from './profile.ts';

/**
 * Purchases ('Mis compras'), their abonos and providers (spec 2 §2-§9, API.md, LEDGER.md).
 * The '¡Alerta!' texts of spec 2 §5 are enforced by the server too, as field errors. Abono
 * payloads are the income ones (ZPaymentCreate / ZPaymentUpdate of incomes.ts).
 */
export const SHOPPING_MSG = {
  alertTitle: '¡Alerta!',
  alert: {
    noLines: INCOME_MSG.alert.noLines,
    providerName: 'Debe indicar el nombre del proveedor',
    docType: INCOME_MSG.alert.docType,
    docNumber: INCOME_MSG.alert.docNumber,
    date: INCOME_MSG.alert.date,
    paymentMethod: INCOME_MSG.alert.paymentMethod,
    paymentValue: INCOME_MSG.alert.paymentValue,
    // Ad-hoc lines (property/plant/equipment and other purchases).
    lineName: 'Debe indicar el nombre del producto',
    lineQuantity: 'Debe indicar la cantidad del producto',
    linePrice: 'Debe indicar el precio del producto',
  },
  /** The inventory-creation step of the purchase form (spec 2 §5 'New inventory from the purchase form'). */
  newInventory: {
    name: 'Debe indicar el nombre del producto',
    cost: 'Debe indicar el costo del producto',
    saleValue: 'Debe indicar el precio de venta del producto',
    sku: 'Debe indicar la referencia del producto',
  },
  futureDate: INCOME_MSG.futureDate,

  // Not in the specification: field texts and server refusals.
  categoryRequired: 'Debe seleccionar la categoría de la compra',
  optionInvalid: INCOME_MSG.optionInvalid,
  itemRequired: 'Debe seleccionar el producto',
  // Spec 2 §4: a product, or an ad-hoc description, is not added twice.
  duplicateLine: (name: string) => `${name} ya está en la lista.`,
  quantityInvalid: INCOME_MSG.quantityInvalid,
  valueInvalid: INCOME_MSG.valueInvalid,
  lineNameLong: 'El nombre del producto no puede tener mas de 200 caracteres.',
  tooManyLines: 'Una compra admite máximo 200 líneas.',
  totalTooLarge: 'El total de la compra no puede ser mayor a 999.999.999.999.',
  observationsLong: INCOME_MSG.observationsLong,
  providerNameLong: INCOME_MSG.clientNameLong,
  docNumberLong: INCOME_MSG.docNumberLong,
  addressLong: INCOME_MSG.addressLong,
  initialPaymentTooHigh: 'El pago inicial no puede ser mayor al total de la compra.',
  paymentTooHigh: INCOME_MSG.paymentTooHigh,
  paymentsOnlyCredit: 'Solo las compras a crédito reciben abonos.',
  paymentBeforeShopping: 'La fecha del abono no puede ser anterior a la fecha de la compra.',
  shoppingAfterPayments: 'La fecha de la compra no puede ser posterior a la de sus abonos.',
  totalBelowPaid: 'El total de la compra no puede ser menor a lo ya abonado.',
  voided: {
    edit: 'Esta compra está anulada: no se puede editar.',
    void: 'Esta compra ya fue anulada.',
    payment: 'Esta compra está anulada: no recibe abonos.',
  },
  paymentVoided: INCOME_MSG.paymentVoided,
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

  // Screens, modals and files (spec 2 §2, §4, §8, §9).
  title: 'Mis compras',
  newModal: 'Nueva compra',
  registerButton: (type: string) => `Registrar nueva compra en ${type}`,
  categoryModal: 'Seleccione la categoría a la que pertenece la compra',
  totalLabel: (title: string) => `Total ${title}:`,
  payableLabel: 'Cuentas por pagar:',
  empty: INCOME_MSG.empty,
  notFoundTitle: INCOME_MSG.notFoundTitle,
  voidedTag: INCOME_MSG.voidedTag,
  finishedTag: INCOME_MSG.finishedTag,
  created: { title: 'Compra registrada' },
  createFailed: INCOME_MSG.createFailed,
  updated: { title: 'Compra actualizada' },
  updateFailed: {
    title: 'Actualización fallida',
    text: 'Ha ocurrido un error actualizando la información. Por favor, inténtelo nuevamente.',
  },
  inventoryCreated: { title: 'Inventario registrado' },
  paymentCreated: INCOME_MSG.paymentCreated,
  paymentCreateFailed: INCOME_MSG.paymentCreateFailed,
  paymentUpdated: INCOME_MSG.paymentUpdated,
  voidedOk: {
    title: 'Operación exitosa',
    text: (id: string | number) => `La compra ${id} ha sido anulada satisfactoriamente`,
    payment: INCOME_MSG.voidedOk.payment,
  },
  voidConfirm: {
    title: 'Anular compra',
    text: '¿Está seguro de que desea anular la compra?',
    cancel: 'Cancelar',
    confirm: 'Anular',
  },
  voidPaymentConfirm: INCOME_MSG.voidPaymentConfirm,
  exportFileName: 'Reporte - Mis Compras.xlsx',
} as const;

/** Purchase categories (spec 2 §3; seeded financial categories with these fixed ids). */
export const SHOPPING_CATEGORY = { inventories: 4, properties: 5, others: 6 } as const;
export type ShoppingCategoryId = (typeof SHOPPING_CATEGORY)[keyof typeof SHOPPING_CATEGORY];
export type ShoppingCategoryKey = keyof typeof SHOPPING_CATEGORY;
export const SHOPPING_CATEGORY_IDS: readonly ShoppingCategoryId[] = [4, 5, 6];
export const isShoppingCategory = (id: number): id is ShoppingCategoryId =>
  (SHOPPING_CATEGORY_IDS as readonly number[]).includes(id);
export const PROVIDER_SEARCH_MIN = 3;

const A = SHOPPING_MSG.alert;
const M = SHOPPING_MSG;
/** Optional whole number ≥ 0 (0 is kept: each line rule decides what 0 means). */
const optionalWhole = (max: number, invalid: string) =>
  z.preprocess(
    (v) => digits(blank(v)),
    z.number({ error: invalid }).int(invalid).min(0, invalid).max(max, invalid).optional(),
  );

const ZMethod = ZMethodField;
const ZType = ZTypeField;
const ZCategoryId = z.preprocess(
  (v) => digits(blank(v) ?? 0),
  z
    .number({ error: M.optionInvalid })
    .int(M.optionInvalid)
    .min(1, { error: M.categoryRequired, abort: true })
    .refine(isShoppingCategory, M.optionInvalid),
);

/**
 * The provider object of the purchase form (spec 2 §3: the client fields): matched by id, else by
 * doc_type + doc_number. Fields sent replace the stored ones; optional fields left out keep them.
 */
const ZProviderObject = z.object(
  {
    id: optionalId,
    name: requiredText(A.providerName, 200, M.providerNameLong),
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
  { error: A.providerName },
);
/** An absent provider reports its three '¡Alerta!' fields, like the form's step 1. */
export const ZProviderInput = z.preprocess((v) => v ?? {}, ZProviderObject);
export type ProviderInput = z.output<typeof ZProviderInput>;

/**
 * A purchase line as sent (spec 2 §3): {inventory_id, quantity, value, sale_value} for an
 * inventory purchase, {id, description, quantity, value} otherwise (`id` is the form's own key
 * and is ignored). Which fields are required depends on the category: see `purchaseLines`.
 */
export const ZShoppingLine = z.object(
  {
    inventory_id: optionalId,
    description: optionalText(200, M.lineNameLong),
    quantity: optionalWhole(INCOME_MAX_QUANTITY, M.quantityInvalid),
    value: optionalWhole(INCOME_MAX_VALUE, M.valueInvalid),
    sale_value: optionalWhole(INCOME_MAX_VALUE, M.valueInvalid),
  },
  { error: A.noLines },
);
export type ShoppingLineInput = z.output<typeof ZShoppingLine>;

/** A checked line: an inventory line creates a stock batch, an asset line does not. */
export type PurchaseLine =
  | { kind: 'inventory'; inventory_id: number; quantity: number; value: number; sale_value: number }
  | { kind: 'asset'; description: string; quantity: number; value: number };
export type LineIssue = { path: (string | number)[]; message: string };

/**
 * The category's required fields of every line (spec 2 §5 texts). Quantity and price must be
 * positive (an empty or 0 field is "not given"); an inventory line's sale value may be 0.
 */
export function purchaseLines(
  category: ShoppingCategoryId,
  lines: readonly ShoppingLineInput[],
): { lines: PurchaseLine[]; issues: LineIssue[] } {
  const issues: LineIssue[] = [];
  const out: PurchaseLine[] = [];
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    const at = (field: string, message: string) => issues.push({ path: [i, field], message });
    const isInventory = category === SHOPPING_CATEGORY.inventories;
    if (isInventory && !l.inventory_id) at('inventory_id', M.itemRequired);
    if (!isInventory && !l.description) at('description', A.lineName);
    const key = isInventory
      ? `i${l.inventory_id ?? ''}`
      : `d${(l.description ?? '').toLocaleLowerCase('es-CO')}`;
    if (key.length > 1 && seen.has(key)) {
      at(
        isInventory ? 'inventory_id' : 'description',
        M.duplicateLine(l.description || `#${l.inventory_id}`),
      );
    }
    seen.add(key);
    if (!l.quantity) at('quantity', A.lineQuantity);
    if (!l.value) at('value', isInventory ? M.newInventory.cost : A.linePrice);
    if (isInventory && l.sale_value === undefined) at('sale_value', M.newInventory.saleValue);
    const { quantity = 0, value = 0 } = l;
    if (isInventory) {
      out.push({
        kind: 'inventory',
        inventory_id: l.inventory_id ?? 0,
        quantity,
        value,
        sale_value: l.sale_value ?? 0,
      });
    } else {
      out.push({ kind: 'asset', description: l.description ?? '', quantity, value });
    }
  });
  return { lines: out, issues };
}

export const purchaseTotal = (
  lines: readonly { quantity?: number | undefined; value?: number | undefined }[],
) => lines.reduce((sum, l) => sum + (l.quantity ?? 0) * (l.value ?? 0), 0);

const ZLines = z.preprocess(
  (v) => v ?? [],
  z.array(ZShoppingLine, { error: A.noLines }).min(1, A.noLines).max(INCOME_MAX_LINES, M.tooManyLines),
);

type MoneyRules = {
  details?: readonly ShoppingLineInput[] | undefined;
  payment_type?: PaymentType | undefined;
  payment_method?: PaymentMethod | undefined;
  payment?: number | undefined;
};
/** Method when money leaves, initial payment ≤ total, total bound. */
function checkMoney(v: MoneyRules, ctx: z.RefinementCtx): void {
  const total = v.details ? purchaseTotal(v.details) : undefined;
  if (total !== undefined && total > INCOME_MAX_VALUE) {
    ctx.addIssue({ code: 'custom', path: ['details'], message: M.totalTooLarge });
  }
  const paysNow = v.payment_type === 'CONTADO' || (v.payment ?? 0) > 0;
  if (v.payment_type && paysNow && !v.payment_method) {
    ctx.addIssue({ code: 'custom', path: ['payment_method'], message: A.paymentMethod });
  }
  if (v.payment_type === 'CREDITO' && total !== undefined && (v.payment ?? 0) > total) {
    ctx.addIssue({ code: 'custom', path: ['payment'], message: M.initialPaymentTooHigh });
  }
}

/**
 * The category's required line fields. It also runs when other fields failed (the form gets the
 * provider's and the lines' texts at once); it needs the category and the list itself to have
 * parsed, and reads each line defensively. zod still skips it after a type error (a wrong number
 * format), which is reported first.
 */
const checkLines = z.superRefine<{ category_id?: unknown; details?: unknown }>(
  (v, ctx) => {
    const category = v.category_id;
    if (typeof category !== 'number' || !isShoppingCategory(category) || !Array.isArray(v.details)) return;
    const raw = v.details as unknown[];
    const isLine = (l: unknown): l is ShoppingLineInput => Boolean(l) && typeof l === 'object';
    // A line that is not an object already has its own error; it is checked as empty and skipped.
    const lines = raw.map((l) => (isLine(l) ? l : {}));
    for (const issue of purchaseLines(category, lines).issues) {
      if (!isLine(raw[issue.path[0] as number])) continue;
      ctx.addIssue({ code: 'custom', path: ['details', ...issue.path], message: issue.message });
    }
  },
  {
    when: (payload) =>
      Boolean(payload.value) &&
      typeof payload.value === 'object' &&
      !payload.issues.some(
        (i) => i.path?.[0] === 'category_id' || (i.path?.[0] === 'details' && i.path.length === 1),
      ),
  },
);

const shoppingFields = {
  category_id: ZCategoryId,
  details: ZLines,
  date: ZBusinessDate,
  payment_type: ZType,
  payment_method: ZMethod,
  /** CREDITO: the initial payment (optional). CONTADO: ignored, the whole total is paid. */
  payment: optionalWhole(INCOME_MAX_VALUE, M.valueInvalid),
  observations: ZObservations,
  provider: ZProviderInput,
};

/**
 * POST /api/shoppings/ (spec 2 §3 'Purchase save payload'). The form's `value` (its own total) is
 * not read: the server computes Σ quantity × value.
 */
export const ZShoppingCreate = z.object(shoppingFields).check(checkLines).superRefine(checkMoney);
export type TShoppingCreate = z.input<typeof ZShoppingCreate>;
export type ShoppingCreate = z.output<typeof ZShoppingCreate>;

/**
 * PATCH /api/shoppings/{id}/: the same payload; fields left out keep their stored value. Lines
 * sent without category_id are checked against the purchase's stored category by the server.
 */
export const ZShoppingUpdate = z
  .object({
    category_id: ZCategoryId.optional(),
    details: ZLines.optional(),
    date: ZBusinessDate.optional(),
    payment_type: ZType.optional(),
    payment_method: ZMethod,
    payment: optionalWhole(INCOME_MAX_VALUE, M.valueInvalid),
    observations: ZObservations.optional(),
    provider: ZProviderObject.optional(),
  })
  .check(checkLines)
  .superRefine(checkMoney);
export type TShoppingUpdate = z.input<typeof ZShoppingUpdate>;
export type ShoppingUpdate = z.output<typeof ZShoppingUpdate>;

// ---- Response shapes (also the web client's types) ----

/** Providers have the client fields (spec 2 §3). */
export type ProviderRecord = ClientRecord;

export type ShoppingDetailLine = {
  id: number;
  /** The item bought (name and category as bought); null for property/other lines. */
  inventory: { id: number; name: string; category: InventoryCategory } | null;
  inventory_id: number | null;
  /** The item's name, or the line's description. */
  name: string;
  /** Property/other lines: the description typed; '' for inventory lines. */
  description: string;
  quantity: number;
  /** Unit value (the unit cost of an inventory line). */
  value: number;
  unit_value: number;
  total_value: number;
  /** Inventory lines: the sale value given to the new batch. */
  sale_value: number | null;
  /** Inventory lines: the stock batch the line created. */
  stock: number | null;
};

export type ShoppingPayment = {
  id: number;
  shopping_id: number;
  /** Ordinal within its purchase (1, 2, …). */
  number: number;
  /** '0007-02'. */
  reference: string;
  date: string;
  value: number;
  payment_method: PaymentMethod;
  observations: string;
  deleted: boolean;
  /** The credit it belongs to is paid in full. */
  is_finished: boolean;
  /** Paid together with the credit purchase (its initial payment). */
  is_initial: boolean;
};

export type ShoppingDetail = {
  id: number;
  number: number;
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
  category: IdName;
  provider: ProviderRecord;
  details: ShoppingDetailLine[];
  payments: ShoppingPayment[];
};

/** A row of GET /api/shoppings/ (a document, or with `payment=true` an abono: is_payment true). */
export type ShoppingListItem = {
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
  /** Set on abono rows: the purchase it pays. */
  shopping_id: number | null;
  provider: IdName;
  category: IdName;
};

/** Mis compras cards (LEDGER.md 'Summaries': budget is 0 for purchases). */
export type ShoppingSummary = {
  cash: number;
  bank: number;
  credit: number;
  real: number;
  budget: number;
  difference: number;
  date: string;
};
