import type { InventoryCategory } from '@cc/shared';

/** Labels of the inventory payload fields, for the server's refusals listed in a modal. */
export const INVENTORY_FIELD_LABELS: Record<string, string> = {
  category: 'Categoría',
  sku: 'Referencia',
  name: 'Nombre',
  description: 'Descripción',
  cost_value: 'Valor de costo',
  sale_value: 'Valor de venta',
  quantity: 'Cantidad',
  date: 'Fecha',
  is_active: 'Estado',
  inventory_id: 'Inventario',
  inventory_image: 'Imagen',
};

/** Screen titles of the inventory forms and details (docs/product/2-inventory-income-purchases.md §2). */
export const INVENTORY_TITLES = {
  create: 'Nuevo inventario',
  createInitial: 'Nuevo inventario inicial',
  edit: 'Editar inventario',
  editInitial: 'Editar inventario inicial',
  detail: 'Detalle del inventario',
  detailInitial: 'Detalle del inventario inicial',
  initialList: 'Inventario inicial',
  datePlaceholder: 'Seleccione la fecha',
  optionPlaceholder: 'Seleccione una opción',
} as const;

/** Help behind the inventory titles (docs/product/1-account.md §9: the inventory screens have a tooltip). */
export const INVENTORY_TOOLTIP =
  'Registra tus productos y servicios. Cada producto lleva sus stocks con su costo, su precio de venta y las unidades disponibles; las ventas los descuentan automáticamente.';

export const CATEGORY_LABELS: Record<InventoryCategory, string> = {
  'PRODUCTO FABRICADO': 'Producto fabricado',
  'PRODUCTO COMPRADO': 'Producto comprado',
  SERVICIO: 'Servicio',
};

/** The inventory screens' own words (docs/product/2-inventory-income-purchases.md §2) that the shared INVENTORY_MSG does not hold. */
export const INVENTORY_TEXT = {
  tabs: {
    all: 'Todos',
    products: 'Productos',
    services: 'Servicios',
    soldOut: 'Agotados',
    history: 'Historial',
  },
  origin: { initial: 'Inicial', manual: 'Manual', purchase: 'Compra', late_void: 'Devolución por anulación' },
  batch: { cost: 'Costo', sale: 'Venta', quantity: 'Cantidad', available: 'Disponible', cancel: 'Anular' },
  groups: { product: 'Producto', service: 'Servicio' },
  fields: {
    category: 'Categoría',
    sku: 'Referencia',
    name: 'Nombre',
    description: 'Descripción',
    quantity: 'Cantidad',
    available: 'Disponible',
    active: 'Activo',
    save: 'Guardar',
  },
  before: (data: string) => `Antes: ${data}`,
  image: {
    rejected: 'Solo se aceptan imágenes (PNG, JPG, GIF o WEBP) de hasta 5 MB.',
    label: 'Imagen',
    preview: 'Vista previa de la imagen',
    remove: 'Quitar imagen',
    select: 'Seleccionar imagen',
    change: 'Cambiar imagen',
    drop: 'Arrastra una imagen o haz clic para seleccionarla',
    max: 'Máximo 5 MB',
  },
  sku: (sku: string) => `Referencia: ${sku}`,
  noDescription: 'Sin descripción.',
  edit: 'Editar',
  addStock: 'Agregar stock',
  remove: 'Eliminar',
  stocks: 'Stocks',
  stockForm: {
    newInitial: 'Nuevo Stock Inicial',
    new: 'Nuevo Stock',
    info: 'Información del Stock',
    date: 'Fecha',
    dateHint: 'Día en que llegó el stock',
  },
  stock: (units: string | number) => `Stock: ${units}`,
  errorTitle: 'Error',
  continue: 'Continuar',
  share: { title: 'Compartir catálogo', message: 'Mira mi catálogo de productos y servicios:' },
} as const;
