import { PHONE_MSG, type ShoppingCategoryKey } from '@cc/shared';
import { ABONO_TEXT, creditLabels, PAYABLE_TEXT } from '../../components/document/texts.ts';
import { REFERENCE_TEXT } from '../../components/messages.ts';

const MONTH_CAPTION = 'Compras del mes, sin abonos';
const SALE_PRICE = 'Precio de venta';
const ITEM_NAME = 'Nombre del producto';

/** Each kind's texts (docs/product/2-inventory-income-purchases.md §2): its card, the register button, list and wizard. */
type KindText = {
  label: string;
  /** 'Registrar nueva compra en {type}'. */
  short: string;
  listTitle: string;
  formTitle: string;
};

const KIND_TEXT: Record<'cash' | 'bank' | 'credit', KindText> = {
  cash: {
    label: 'Efectivo',
    short: 'efectivo',
    listTitle: 'Compras en efectivo',
    formTitle: 'Nueva compra en efectivo',
  },
  bank: {
    label: 'Banco',
    short: 'banco',
    listTitle: 'Compras en banco',
    formTitle: 'Nueva compra en banco',
  },
  credit: {
    ...PAYABLE_TEXT,
    short: 'crédito',
    formTitle: 'Nueva compra a crédito',
  },
};

/** The :category segment of /shopping-form (docs/product/2-inventory-income-purchases.md §2). */
const CATEGORY_TEXT: Record<ShoppingCategoryKey, string> = {
  inventories: 'Inventario',
  properties: 'Propiedades, planta y equipo',
  others: 'Otros',
};

/** Screen texts SHOPPING_MSG does not hold. */
export const SHOPPING_TEXT = {
  kinds: KIND_TEXT,
  categories: CATEGORY_TEXT,
  ...ABONO_TEXT,
  summaryTooltip: 'Compras del mes. Toque una tarjeta para ver el detalle.',
  real: 'Total real del mes',
  quickTitle: 'Comprar inventario, pagado en:',
  /** What each card of 'Mis compras' counts: the month's purchases, never the abonos nor the balance. */
  cardCaption: {
    cash: MONTH_CAPTION,
    bank: MONTH_CAPTION,
    credit: 'Compras a crédito del mes',
  },
  steps: ['Productos', 'Información del proveedor', 'Información de pago'],
  /**
   * Issue 10: a purchased product whose sale price is $ 0 would then sell for nothing; the cost
   * itself is never 0 (docs/product/2-inventory-income-purchases.md §5 refuses it).
   */
  zeroSale: {
    ...PHONE_MSG.zeroValue,
    title: 'Precio de venta en $ 0',
    text: (names: string) => `${names} queda con precio de venta $ 0. ¿Desea venderlo sin cobrar (obsequio)?`,
  },
  credit: creditLabels('Cuentas por pagar'),
  creditTitle: (reference: string) => `Compra a crédito ${reference}`,
  editTitle: (reference: string) => `Editar compra ${reference}`,
  /** The purchase's lines step (StepLines); the words sales share are in LINE_TEXT. */
  lines: {
    item: 'Producto',
    itemPlaceholder: 'Seleccione el producto',
    noResults: REFERENCE_TEXT.noResults,
    name: ITEM_NAME,
    create: PHONE_MSG.scan.create,
    unitCost: 'Costo unitario',
    salePrice: SALE_PRICE,
    sale: (value: string) => ` · Venta ${value}`,
  },
  /** 'Crear producto' opens this modal (NewInventoryModal). */
  newItem: {
    title: 'Nuevo producto',
    name: ITEM_NAME,
    sku: 'Referencia',
    cost: 'Costo',
    salePrice: SALE_PRICE,
  },
  party: { lookup: 'Buscar proveedor', name: 'Nombre del proveedor' },
  rowOptions: (reference: string) => `Opciones de la compra ${reference}`,
} as const;
