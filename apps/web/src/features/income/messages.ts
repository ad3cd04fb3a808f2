import { INCOME_MSG } from '@cc/shared';
import { ABONO_TEXT, CREDIT_TITLE, creditLabels, LINE_TEXT } from '../../components/document/texts.ts';

const MONTH_CAPTION = 'Ventas del mes, sin abonos';
const STEPS = ['Productos y servicios', 'Información del cliente', 'Información de facturación'] as const;

/** Each kind's texts (docs/product/2-inventory-income-purchases.md §2): its card, type-modal option, list, header total and wizard. */
type KindText = {
  /** Card label. */
  label: string;
  /** Option of the type modal. */
  short: string;
  /** Title of the /income-detail/:type list. */
  listTitle: string;
  /** Label of the list's header total. */
  totalLabel: string;
  /** Title of the new-income wizard. */
  formTitle: string;
};

const KIND_TEXT: Record<'cash' | 'bank' | 'credit', KindText> = {
  cash: {
    label: 'Efectivo',
    short: 'Efectivo',
    listTitle: 'Ingresos en efectivo',
    totalLabel: 'Recibido en efectivo desde el inicio (ventas y abonos):',
    formTitle: 'Nuevo ingreso en efectivo',
  },
  bank: {
    label: 'Banco',
    short: 'Banco',
    listTitle: 'Ingresos en banco',
    totalLabel: 'Recibido en banco desde el inicio (ventas y abonos):',
    formTitle: 'Nuevo ingreso en banco',
  },
  credit: {
    label: 'Créditos / Cuentas por cobrar',
    short: 'Crédito',
    listTitle: 'Créditos - Cuentas por cobrar',
    totalLabel: 'Saldo por cobrar a hoy:',
    formTitle: 'Nuevo ingreso a crédito',
  },
};

/** Screen texts of the income feature that INCOME_MSG (packages/shared) does not hold. */
export const INCOME_TEXT = {
  kinds: KIND_TEXT,
  ...ABONO_TEXT,
  // The spec's own wording for sales (docs/product/2-inventory-income-purchases.md §2), not the shared 'Agregar abono'.
  addPayment: INCOME_MSG.addPayment,
  summaryTooltip: 'Ingresos del mes frente a lo presupuestado. Toque una tarjeta para ver el detalle.',
  /** What each card of 'Mis ingresos' counts: the month's sales, never the abonos nor the balance. */
  cardCaption: {
    cash: MONTH_CAPTION,
    bank: MONTH_CAPTION,
    credit: 'Ventas a crédito del mes',
  },
  steps: STEPS,
  menu: { invoice: 'Ver factura', pdf: 'Descargar PDF' },
  credit: creditLabels('Saldo por cobrar'),
  editTitle: (reference: string) => `Editar ingreso ${reference}`,
  creditTitle: CREDIT_TITLE,
  invoice: {
    title: 'Factura',
    client: 'Cliente',
    lines: STEPS[0],
    total: LINE_TEXT.total,
    openWhatsApp: 'Abrir WhatsApp',
  },
  invoiceTitle: (reference: string) => `Factura ${reference}`,
  /** The sale's lines step (ProductPicker, LineRow); the words purchases share are in LINE_TEXT. */
  lines: {
    item: 'Producto o servicio',
    search: 'Buscar por nombre',
    noItems: 'No hay productos o servicios disponibles',
    subtotal: 'Subtotal',
    locked: 'En un ingreso a crédito los productos, las cantidades y los precios no se pueden modificar.',
    categories: {
      'PRODUCTO FABRICADO': 'Fabricado',
      'PRODUCTO COMPRADO': 'Comprado',
      SERVICIO: 'Servicio',
    },
  },
  otherClient: 'Otro cliente',
  party: { lookup: 'Buscar cliente por documento', name: 'Nombre del cliente' },
  rowOptions: (reference: string) => `Opciones del ingreso ${reference}`,
} as const;
