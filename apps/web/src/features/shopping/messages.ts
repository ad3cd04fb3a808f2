import { PHONE_MSG } from '@cc/shared';
import { ABONO_TEXT, creditLabels } from '../../components/document/texts.ts';

/** Screen texts SHOPPING_MSG does not hold. */
export const SHOPPING_TEXT = {
  ...ABONO_TEXT,
  summaryTooltip: 'Compras del mes. Toque una tarjeta para ver el detalle.',
  real: 'Total real del mes',
  /** What each card of 'Mis compras' counts: the month's purchases, never the abonos nor the balance. */
  cardCaption: {
    cash: 'Compras del mes, sin abonos',
    bank: 'Compras del mes, sin abonos',
    credit: 'Compras a crédito del mes',
  },
  steps: ['Productos', 'Información del proveedor', 'Información de pago'],
  /**
   * Issue 10: a purchased product whose sale price is $ 0 would then sell for nothing; the cost
   * itself is never 0 (spec 2 §5 refuses it).
   */
  zeroSale: {
    ...PHONE_MSG.zeroValue,
    title: 'Precio de venta en $ 0',
    text: (names: string) => `${names} queda con precio de venta $ 0. ¿Desea venderlo sin cobrar (obsequio)?`,
  },
  credit: creditLabels('Cuentas por pagar'),
  creditTitle: (reference: string) => `Compra a crédito ${reference}`,
  editTitle: (reference: string) => `Editar compra ${reference}`,
  menu: { edit: 'Editar', void: 'Anular' },
} as const;
