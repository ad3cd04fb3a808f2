import { z } from 'zod';
import { slashDate } from './dates.ts';
import { INVENTORY_CATEGORIES, type InventoryCategory } from './enums.ts';
import { blank, businessDate } from './form-fields.ts';
import { INCOME_MSG } from './incomes.ts';
import { MSG } from './messages.ts';

/**
 * Inventory (spec 2 §2-§9): field rules of §5 with their exact texts, result modals and empty
 * states of §8, and the payload schemas shared by the forms and the server (JSON and multipart:
 * every field also accepts its text form, as multipart text fields arrive as strings).
 */
export const INVENTORY_MSG = {
  required: MSG.required,
  selectOption: 'Se debe seleccionar una opción.',
  lettersDigits: 'Este campo solo acepta letras y números.',
  digits: 'Solo se aceptan números, sin puntos, ni espacios.',
  alphanumeric: 'Este campo solo acepta caractéres alfanuméricos.',
  duplicate: 'Revisa si el producto/servicio ya fue inscrito anteriormente.',
  // Not in the specification: bounds and server-side refusals.
  tooLarge: 'El valor no puede ser mayor a 999.999.999.999.',
  nameLong: 'El nombre no puede tener mas de 120 caracteres.',
  skuLong: 'La referencia no puede tener mas de 40 caracteres.',
  descriptionLong: 'La descripción no puede tener mas de 500 caracteres.',
  quantityInvalid: 'La cantidad debe ser un número entero mayor o igual a cero.',
  stockQuantityInvalid: 'La cantidad debe ser un número entero mayor que cero.',
  batchTooLarge: 'El valor del stock (cantidad por costo) no puede ser mayor a 999.999.999.999.',
  initialClosed: 'La información inicial ya fue cerrada; el inventario inicial no se puede modificar.',
  serviceNoStock: 'Los servicios no manejan stock.',
  categorySwitch: 'No se puede cambiar entre producto y servicio porque el inventario ya tiene stock.',
  stockCancelled: 'Este stock ya fue anulado.',
  stockSold: 'No se puede anular este stock porque ya se vendieron unidades de él.',
  deleteWithStock:
    'No se puede eliminar el inventario porque aún tiene unidades disponibles; anula sus stocks o véndelas primero.',
  stockFromPurchase: 'Este stock proviene de una compra; anula la compra para retirarlo.',
  restoreNameTaken: (name: string) =>
    `No se puede anular: ${name} fue eliminado del inventario y ya existe otro inventario con ese nombre.`,
  restored: 'Restaurado (unidades devueltas al anular una venta)',
  insufficient: (name: string, available: number, requested: number) =>
    `Inventario insuficiente: ${name} tiene ${available} ${available === 1 ? 'unidad disponible' : 'unidades disponibles'} y se solicitaron ${requested}.`,
  /** Follows `insufficient` when a later date has enough stock (LEDGER.md 'Stock as of a date'). */
  enoughFrom: (date: string) => `Hay unidades suficientes desde el ${slashDate(date)}.`,
  // A manual batch's date, the day the stock arrived (decision 017): the sale form's texts.
  dateRequired: INCOME_MSG.alert.date,
  futureDate: INCOME_MSG.futureDate,

  // Lists, confirmations and result modals (spec 2 §2, §4, §8).
  title: 'Mi inventario',
  addButton: 'Agregar nuevo inventario.',
  connectionError: 'Error de conexión.',
  emptyInventories: 'Aún no existen Inventarios registrados.',
  emptyFiltered: 'No hay información para mostrar.',
  emptyStocks: 'Aún no existen stocks registrados.',
  emptyCatalog: 'Aún no existe catalogo registrado.',
  catalogFallbackTitle: 'Mi Catalogo',
  copied: 'Copiado!',
  available: 'Disponible',
  unavailable: 'No disponible',
  cancelled: 'Anulado',
  active: 'Activo',
  inactive: 'Inactivo',
  initialCreated: {
    title: 'Inventario inicial registrado',
    text: 'El inventario inicial fue registrado correctamente.',
  },
  initialCreateFailed: {
    title: 'Inventario inicial no registrado',
    text: 'Revisa si el producto/servicio ya fue inscrito anteriormente.',
  },
  created: { title: 'Inventario registrado', text: 'El inventario fue registrado correctamente.' },
  createFailed: {
    title: 'Inventario no registrado',
    text: 'Revisa si el producto/servicio ya fue inscrito anteriormente.',
  },
  initialStockCreated: { title: 'Stock inicial registrado', text: 'El stock fue registrado correctamente.' },
  initialStockFailed: {
    title: 'Stock inicial no registrado',
    text: 'El stock no pudo ser registrado. Intentelo nuevamente.',
  },
  stockCreated: { title: 'Stock registrado', text: 'El stock fue registrado correctamente.' },
  stockFailed: {
    title: 'Stock no registrado',
    text: 'El stock no pudo ser registrado. Intentelo nuevamente.',
  },
  initialUpdated: {
    title: 'Inventario inicial actualizado',
    text: 'El inventario fue actualizado correctamente.',
  },
  initialUpdateFailed: {
    title: 'Inventario inicial no actualizado',
    text: 'Lo sentimos, intentalo nuevamente.',
  },
  updated: { title: 'Inventario actualizado', text: 'El inventario fue actualizado correctamente.' },
  updateFailed: { title: 'Inventario no actualizado', text: 'Lo sentimos, intentalo nuevamente.' },
  cancelStockConfirm: {
    title: 'Anular Stock',
    text: '¿Desea anular este stock?.',
    cancel: 'Cancelar',
    confirm: 'Anular',
  },
  deleteConfirm: {
    title: 'Eliminar Inventario',
    text: '¿Desea eliminar este inventario?.',
    cancel: 'Cancelar',
    confirm: 'Eliminar',
  },
} as const;

const M = INVENTORY_MSG;
/**
 * Largest money value accepted, for a unit value and for a whole batch (quantity × cost_value, what
 * it posts to Inventarios): every posting stays an exact integer, far below 2^53.
 */
export const INVENTORY_MAX_VALUE = 999_999_999_999;
export const INVENTORY_MAX_QUANTITY = 1_000_000_000;

export const PRODUCT_CATEGORIES = ['PRODUCTO FABRICADO', 'PRODUCTO COMPRADO'] as const;
export const isService = (category: InventoryCategory): boolean => category === 'SERVICIO';

/** Change types of the history (inventory_logs.type_change). */
export const INVENTORY_CHANGE_TYPES = {
  created: 'Creación',
  updated: 'Actualización',
  stockAdded: 'Nuevo stock',
  stockCancelled: 'Anulación de stock',
  deleted: 'Eliminación',
} as const;
export type InventoryChangeType = (typeof INVENTORY_CHANGE_TYPES)[keyof typeof INVENTORY_CHANGE_TYPES];

// Names: letters (any script, accents, ñ), digits and whitespace (spec 2 §5).
const NAME_RE = /^[\p{L}\p{N}\s]*$/u;
// References: letters and digits, plus '-' (common in shop references like 'A-001').
const SKU_RE = /^[\p{L}\p{N}-]*$/u;
// Descriptions: letters, digits, whitespace and basic punctuation (decision 005).
const DESCRIPTION_RE = /^[\p{L}\p{N}\s.,;:\-()/%#'"¿?¡!+&]*$/u;

/** A flag: JSON boolean or its multipart text form. */
const ZFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: M.selectOption })
  .transform((v) => v === true || v === 'true');

/**
 * Whole digits as a number, from a JSON number or a text field. '' and null count as missing:
 * 'Este campo es requerido.' when required, else undefined (no value).
 */
function digitsField(required: boolean, max: number, invalid: string, tooLarge: string) {
  const field = z
    .union([z.string(), z.number(), z.null()], {
      error: (issue) => (issue.input === undefined ? M.required : invalid),
    })
    .transform((v, ctx): number | undefined => {
      const s = v === null ? '' : String(v).trim();
      if (s === '') {
        if (required) ctx.issues.push({ code: 'custom', message: M.required, input: v });
        return undefined;
      }
      if (!/^\d+$/.test(s)) {
        ctx.issues.push({ code: 'custom', message: invalid, input: v });
        return undefined;
      }
      const n = Number(s);
      if (!Number.isSafeInteger(n) || n > max) {
        ctx.issues.push({ code: 'custom', message: tooLarge, input: v });
        return undefined;
      }
      return n;
    });
  return required ? field : field.optional();
}
const ZValue = (required: boolean) => digitsField(required, INVENTORY_MAX_VALUE, M.digits, M.tooLarge);
const ZQuantity = (invalid: string) => digitsField(false, INVENTORY_MAX_QUANTITY, invalid, invalid);

/** Category: required, one of the three; the purchase form's 'SERVICIOS' is read as 'SERVICIO'. */
export const ZInventoryCategoryField = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .transform((v) => (v.toUpperCase() === 'SERVICIOS' ? 'SERVICIO' : v.toUpperCase()))
  .pipe(z.enum(INVENTORY_CATEGORIES, { error: M.selectOption }));

const ZName = z
  .string({ error: M.required })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, M.required).max(120, M.nameLong).regex(NAME_RE, M.lettersDigits));
const ZSku = z.string({ error: M.lettersDigits }).trim().max(40, M.skuLong).regex(SKU_RE, M.lettersDigits);
const ZDescription = z
  .string({ error: M.alphanumeric })
  .trim()
  .max(500, M.descriptionLong)
  .regex(DESCRIPTION_RE, M.alphanumeric);

const isProductCategory = (c: unknown): boolean =>
  typeof c === 'string' && (PRODUCT_CATEGORIES as readonly string[]).includes(c);

/**
 * New inventory item (regular and initial forms, spec 2 §3/§5). A product needs cost_value and
 * sale_value; a service only sale_value (its price). quantity > 0 also creates the first batch.
 */
export const ZInventoryCreate = z
  .object({
    category: ZInventoryCategoryField,
    sku: ZSku.optional().default(''),
    name: ZName,
    description: ZDescription.optional().default(''),
    cost_value: ZValue(false),
    sale_value: ZValue(true),
    quantity: ZQuantity(M.quantityInvalid),
    is_active: ZFlag.optional().default(true),
    is_initial: ZFlag.optional().default(false),
  })
  // Runs even when other fields failed, so the form gets every message at once.
  .superRefine(
    (v, ctx) => {
      if (
        isProductCategory(v.category) &&
        v.cost_value === undefined &&
        !hasIssue(ctx.issues, 'cost_value')
      ) {
        ctx.addIssue({ code: 'custom', path: ['cost_value'], message: M.required });
      }
      if (isProductCategory(v.category)) checkBatchValue(v, ctx);
    },
    { when: () => true },
  );
export type TInventoryCreate = z.input<typeof ZInventoryCreate>;
export type InventoryCreate = z.output<typeof ZInventoryCreate>;

function hasIssue(issues: readonly { path?: readonly PropertyKey[] }[], field: string): boolean {
  return issues.some((i) => i.path?.[0] === field);
}

function checkBatchValue(
  v: { quantity?: number | undefined; cost_value?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  if ((v.quantity ?? 0) * (v.cost_value ?? 0) > INVENTORY_MAX_VALUE && !hasIssue(ctx.issues, 'quantity')) {
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: M.batchTooLarge });
  }
}

/**
 * Inventory update (spec 2 §3 update payload, §5 edit rules). Every field is optional; the ones
 * sent are validated. cost_value/sale_value update the item's own values (a service's price, a
 * product's reference values); quantity, is_initial and id are accepted and ignored.
 */
export const ZInventoryUpdate = z.object({
  category: ZInventoryCategoryField.optional(),
  sku: ZSku.optional(),
  name: ZName.optional(),
  description: ZDescription.optional(),
  cost_value: ZValue(false),
  sale_value: ZValue(false),
  is_active: ZFlag.optional(),
});
export type TInventoryUpdate = z.input<typeof ZInventoryUpdate>;
export type InventoryUpdate = z.output<typeof ZInventoryUpdate>;

/** New stock batch (spec 2 §3 'New-stock form'): values required, quantity at least 1. */
export const ZStockCreate = z
  .object({
    inventory_id: z.coerce
      .number({ error: M.required })
      .int(M.selectOption)
      .positive(M.selectOption)
      .max(2_147_483_647, M.selectOption),
    cost_value: ZValue(true),
    sale_value: ZValue(true),
    quantity: ZQuantity(M.stockQuantityInvalid),
    is_initial: ZFlag.optional().default(false),
    // The day the stock arrived (decision 017); not given → today. "Not after today" is the server's.
    date: z.preprocess(blank, businessDate(M.dateRequired).optional()),
    // A new batch is always active; the flag is accepted for the spec's payload shape.
    is_active: ZFlag.optional(),
  })
  .superRefine(
    (v, ctx) => {
      if (!hasIssue(ctx.issues, 'quantity') && !v.quantity) {
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: M.stockQuantityInvalid });
      }
      checkBatchValue(v, ctx);
    },
    { when: () => true },
  );
export type TStockCreate = z.input<typeof ZStockCreate>;
export type StockCreate = z.output<typeof ZStockCreate>;

/** List filter: one category, 'PRODUCTO'/'PRODUCTOS' for both product categories; '' or 'TODOS' for all. */
export const ZInventoryCategoryFilter = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(
    z.enum(['', 'TODOS', ...INVENTORY_CATEGORIES, 'SERVICIOS', 'PRODUCTO', 'PRODUCTOS'], {
      error: M.selectOption,
    }),
  )
  .transform((v) => (v === '' || v === 'TODOS' ? undefined : v));

// ---- Response shapes (also the web client's types) ----

/** Where a batch came from: the initial form, the new-stock form, or a purchase. */
export type StockOrigin = 'initial' | 'manual' | 'purchase';

export type StockBatch = {
  id: number;
  inventory_id: number;
  cost_value: number;
  sale_value: number;
  quantity: number;
  available: number;
  /** YYYY-MM-DD (Bogotá). */
  created: string;
  is_active: boolean;
  is_initial: boolean;
  origin: StockOrigin;
  /** True when DELETE /api/stocks/{id}/ would succeed now. */
  cancellable: boolean;
};

/** The summed stock of a list item (spec 2 §3). Services: quantity and cost_value are null. */
export type StockSummary = {
  is_initial: boolean;
  quantity: number | null;
  cost_value: number | null;
  sale_value: number | null;
};

export type InventoryListItem = {
  id: number;
  category: InventoryCategory;
  sku: string;
  name: string;
  description: string;
  is_active: boolean;
  /** URL under /media, or null. */
  image: string | null;
  stock: StockSummary;
};

export type InventoryDetail = Omit<InventoryListItem, 'stock'> & {
  is_initial: boolean;
  /** The item's own values: a service's price; a product's values used when it has no batch. */
  cost_value: number | null;
  sale_value: number | null;
  /** Batches, newest first (empty for a service). */
  stock: StockBatch[];
};

export type PublicInventoryItem = Omit<InventoryListItem, 'stock'> & {
  stock: { is_initial: boolean; quantity: number | null; sale_value: number | null };
};

export type InventoryLog = {
  id: number;
  /** ISO timestamp. */
  created: string;
  fiel_change: string;
  type_change: InventoryChangeType;
  inventory: { id: number; name: string };
  new_data: string;
  old_data: string;
  changed_by: number;
};
