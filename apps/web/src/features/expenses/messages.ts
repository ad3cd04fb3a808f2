import { ABONO_TEXT, creditLabels } from '../../components/document/texts.ts';
import { WIZARD_NAV } from '../../components/document/WizardFrame.tsx';

/** Each kind's texts (spec 3 §2): its card, list, header total and wizard. */
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
    totalLabel: 'Pagado en efectivo (gastos y abonos):',
    formTitle: 'Nuevo gasto en efectivo',
    editTitle: 'Editar gasto en efectivo',
  },
  bank: {
    label: 'Bancos',
    listTitle: 'Gastos en banco',
    totalLabel: 'Pagado en banco (gastos y abonos):',
    formTitle: 'Nuevo gasto en banco',
    editTitle: 'Editar gasto en banco',
  },
  credit: {
    label: 'Créditos / Cuentas por pagar',
    listTitle: 'Créditos - Cuentas por pagar',
    totalLabel: 'Saldo por pagar:',
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
    cash: 'Gastos del mes, sin abonos',
    bank: 'Gastos del mes, sin abonos',
    credit: 'Gastos a crédito del mes',
  },
  addButton: 'Nuevo gasto',
  typeModalTitle: '¿Cómo pagó el gasto?',
  steps: ['Información del gasto', 'Información del pago'],
  /** Spec 3 §4: the expense forms save with 'Guardar'. */
  nav: { ...WIZARD_NAV, send: 'Guardar' },
  alertTitle: '¡Alerta!',
  edit: 'Editar',
  void: 'Anular',
  credit: creditLabels('Diferencia'),
  paymentRow: 'Abono',
  initialPayment: 'Pago inicial',
  creditTitle: (reference: string) => `Crédito ${reference}`,
  fields: {
    description: 'Descripción',
    category: 'Categoría financiera',
    value: 'Valor',
    date: 'Fecha',
    reminder: 'Recordar',
    observations: 'Observaciones',
    paymentType: 'Tipo de pago',
    paymentMethod: 'Método de pago',
    payment: 'Pago inicial (opcional)',
    paymentValue: 'Valor del abono',
  },
} as const;
