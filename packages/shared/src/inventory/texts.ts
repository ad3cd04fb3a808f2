import { slashDate } from '../dates.ts';
import { DOCUMENT_MSG as D } from '../documents/texts.ts';
import { MSG } from '../messages.ts';

const DUPLICATE = 'Revisa si el producto/servicio ya fue inscrito anteriormente.';
const STOCK_FAILED = 'El stock no pudo ser registrado. Intentelo nuevamente.';
const TRY_AGAIN = 'Lo sentimos, intentalo nuevamente.';

/**
 * Inventory (docs/product/2-inventory-income-purchases.md §2-§9): field rules of §5 with their exact texts, result modals and empty
 * states of §8, and the payload schemas shared by the forms and the server (JSON and multipart:
 * every field also accepts its text form, as multipart text fields arrive as strings).
 */
export const INVENTORY_MSG = {
  required: MSG.required,
  selectOption: 'Se debe seleccionar una opción.',
  lettersDigits: 'Este campo solo acepta letras y números.',
  digits: D.valueInvalid,
  alphanumeric: 'Este campo solo acepta caractéres alfanuméricos.',
  duplicate: DUPLICATE,
  // Not in the specification: bounds and server-side refusals.
  tooLarge: 'El valor no puede ser mayor a 999.999.999.999.',
  nameLong: 'El nombre no puede tener más de 120 caracteres.',
  skuLong: 'La referencia no puede tener más de 40 caracteres.',
  descriptionLong: 'La descripción no puede tener más de 500 caracteres.',
  // A name takes more than letters and digits (ADR 035), so it has its own texts.
  nameChars: "El nombre solo acepta letras, números, espacios y estos signos: . , - ' ( ) / & % +",
  nameStart: 'El nombre no puede empezar con + ni con -.',
  quantityInvalid: 'La cantidad debe ser un número entero mayor o igual a cero.',
  stockQuantityInvalid: D.quantityInvalid,
  batchTooLarge: 'El valor del stock (cantidad por costo) no puede ser mayor a 999.999.999.999.',
  initialClosed: 'La información inicial ya fue cerrada; el inventario inicial no se puede modificar.',
  serviceNoStock: 'Los servicios no manejan stock.',
  categorySwitch: 'No se puede cambiar entre producto y servicio porque el inventario ya tiene stock.',
  stockCancelled: 'Este stock ya fue anulado.',
  stockSold: 'No se puede anular este stock porque ya se vendieron unidades de él.',
  deleteWithStock:
    'No se puede eliminar el inventario porque aún tiene unidades disponibles; anula sus stocks o véndelas primero.',
  stockFromPurchase: 'Este stock proviene de una compra; anula la compra para retirarlo.',
  stockFromLateVoid:
    'Este stock son unidades devueltas al anular una venta de un periodo cerrado; no se puede anular, sus unidades salen al venderlas.',
  restoreNameTaken: (name: string) =>
    `No se puede anular: ${name} fue eliminado del inventario y ya existe otro inventario con ese nombre.`,
  restored: 'Restaurado (unidades devueltas al anular una venta)',
  insufficient: (name: string, available: number, requested: number) =>
    `Inventario insuficiente: ${name} tiene ${available} ${available === 1 ? 'unidad disponible' : 'unidades disponibles'} y se solicitaron ${requested}.`,
  /** Follows `insufficient` when a later date has enough stock (docs/accounting.md §Stock as of a date). */
  enoughFrom: (date: string) => `Hay unidades suficientes desde el ${slashDate(date)}.`,
  // A manual batch's date, the day the stock arrived (decision 017): the sale form's texts.
  dateRequired: D.alert.date,
  futureDate: D.futureDate,

  // Lists, confirmations and result modals (docs/product/2-inventory-income-purchases.md §2, §4, §8).
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
  cancelled: D.voidedTag,
  active: 'Activo',
  inactive: 'Inactivo',
  initialCreated: {
    title: 'Inventario inicial registrado',
    text: 'El inventario inicial fue registrado correctamente.',
  },
  initialCreateFailed: {
    title: 'Inventario inicial no registrado',
    text: DUPLICATE,
  },
  created: { title: 'Inventario registrado', text: 'El inventario fue registrado correctamente.' },
  createFailed: {
    title: 'Inventario no registrado',
    text: DUPLICATE,
  },
  initialStockCreated: { title: 'Stock inicial registrado', text: 'El stock fue registrado correctamente.' },
  initialStockFailed: {
    title: 'Stock inicial no registrado',
    text: STOCK_FAILED,
  },
  stockCreated: { title: 'Stock registrado', text: 'El stock fue registrado correctamente.' },
  stockFailed: {
    title: 'Stock no registrado',
    text: STOCK_FAILED,
  },
  initialUpdated: {
    title: 'Inventario inicial actualizado',
    text: 'El inventario fue actualizado correctamente.',
  },
  initialUpdateFailed: {
    title: 'Inventario inicial no actualizado',
    text: TRY_AGAIN,
  },
  updated: { title: 'Inventario actualizado', text: 'El inventario fue actualizado correctamente.' },
  updateFailed: { title: 'Inventario no actualizado', text: TRY_AGAIN },
  cancelStockConfirm: {
    title: 'Anular Stock',
    text: '¿Desea anular este stock?.',
    cancel: D.cancel,
    confirm: D.confirmVoid,
  },
  deleteConfirm: {
    title: 'Eliminar Inventario',
    text: '¿Desea eliminar este inventario?.',
    cancel: D.cancel,
    confirm: 'Eliminar',
  },
} as const;

/** Change types of the history (inventory_logs.type_change). */
export const INVENTORY_CHANGE_TYPES = {
  created: 'Creación',
  updated: 'Actualización',
  stockAdded: 'Nuevo stock',
  stockCancelled: 'Anulación de stock',
  deleted: 'Eliminación',
} as const;
export type InventoryChangeType = (typeof INVENTORY_CHANGE_TYPES)[keyof typeof INVENTORY_CHANGE_TYPES];

/** The field names the change history shows (inventory_logs.fiel_change). */
export const INVENTORY_LOG_FIELDS = {
  item: 'Inventario',
  stock: 'Stock',
  category: 'Categoría',
  sku: 'Referencia',
  name: 'Nombre',
  description: 'Descripción',
  isActive: 'Estado',
  costValue: 'Costo',
  saleValue: 'Precio de venta',
  image: 'Imagen',
} as const;

/** Journal description of a manual or initial stock batch (Libro diario). */
export const INVENTORY_JOURNAL = {
  batch: (initial: boolean, itemName: string) =>
    `${initial ? 'Inventario inicial' : 'Nuevo stock'}: ${itemName}`,
} as const;
