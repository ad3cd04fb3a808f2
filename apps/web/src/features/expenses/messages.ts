import { DOCUMENT_MSG } from '@cc/shared';
import {
  ABONO_TEXT,
  CREDIT_TITLE,
  creditLabels,
  PAYABLE_TEXT,
  PAYMENT_FIELD_TEXT,
  ROW_MENU_TEXT,
  WIZARD_NAV,
} from '../../components/document/texts.ts';
import { UI_TEXT } from '../../components/messages.ts';
import { ONBOARDING_TEXT } from '../onboarding/index.ts';

const MONTH_CAPTION = 'Gastos del mes, sin abonos';

/** Each kind's texts (docs/product/3-expenses-reports.md §2): its card, list, header total and wizard. */
type KindText = {
  label: string;
  listTitle: string;
  totalLabel: string;
  formTitle: string;
  editTitle: string;
};

const KIND_TEXT: Record<'cash' | 'bank' | 'credit', KindText> = {
  cash: {
    label: 'Efectivo',
    listTitle: 'Gastos en efectivo',
    totalLabel: 'Pagado en efectivo desde el inicio (gastos y abonos):',
    formTitle: 'Nuevo gasto en efectivo',
    editTitle: 'Editar gasto en efectivo',
  },
  bank: {
    label: 'Bancos',
    listTitle: 'Gastos en banco',
    totalLabel: 'Pagado en banco desde el inicio (gastos y abonos):',
    formTitle: 'Nuevo gasto en banco',
    editTitle: 'Editar gasto en banco',
  },
  credit: {
    ...PAYABLE_TEXT,
    totalLabel: 'Saldo por pagar a hoy:',
    formTitle: 'Nuevo gasto a crédito',
    editTitle: 'Editar gasto a crédito',
  },
};

/** Screen texts of the expenses feature that EXPENSE_MSG (packages/shared) does not hold. */
export const EXPENSE_TEXT = {
  kinds: KIND_TEXT,
  ...ABONO_TEXT,
  summaryTooltip: 'Gastos del mes frente a lo presupuestado. Toque una tarjeta para ver el detalle.',
  /** What each card of 'Mis gastos' counts: the month's expenses, never the abonos nor the balance. */
  cardCaption: {
    cash: MONTH_CAPTION,
    bank: MONTH_CAPTION,
    credit: 'Gastos a crédito del mes',
  },
  addButton: 'Nuevo gasto',
  typeModalTitle: '¿Cómo pagó el gasto?',
  steps: ['Información del gasto', 'Información del pago'],
  /** docs/product/3-expenses-reports.md §4: the expense forms save with 'Guardar'. */
  nav: { ...WIZARD_NAV, send: UI_TEXT.save },
  alertTitle: DOCUMENT_MSG.alertTitle,
  edit: ROW_MENU_TEXT.edit,
  void: ROW_MENU_TEXT.void,
  voidTitle: 'Anular gasto',
  credit: creditLabels('Diferencia'),
  paymentRow: 'Abono',
  initialPayment: 'Pago inicial',
  creditTitle: CREDIT_TITLE,
  fields: {
    description: 'Descripción',
    category: ONBOARDING_TEXT.assets.categoryLabel,
    value: 'Valor',
    date: PAYMENT_FIELD_TEXT.date,
    reminder: 'Recordar',
    observations: PAYMENT_FIELD_TEXT.observations,
  },
} as const;
