import { FINANCIAL_MSG, type FinancialMov, type FinancialType } from '@cc/shared';

/** Result-modal texts of spec 1 §8 for one form. */
export type ResultTexts = {
  created: { title: string; text: string };
  createFailed: { title: string; text: string };
  updated: { title: string; text: string };
  updateFailed: { title: string; text: string };
};

/** Everything that tells two twin screens apart (assets/liabilities, income/expense). */
type KindConfig = {
  listPath: string;
  createPath: string;
  editPath: (id: number) => string;
  listTitle: string;
  addLabel: string;
  createTitle: string;
  editTitle: string;
  createButton: string;
  tooltip: string;
  empty: string;
  texts: ResultTexts;
};

export type InfoKind = 'assets' | 'liabilities';
export type BudgetKind = 'income' | 'expense';

export type InfoKindConfig = KindConfig & {
  type: FinancialType;
  categoryLabel: string;
  /** Liabilities show their values in red (spec 1 §2). */
  valueColor?: string;
};

export type BudgetKindConfig = KindConfig & { mov: FinancialMov };

const A = FINANCIAL_MSG.assets;
const L = FINANCIAL_MSG.liabilities;
const B = FINANCIAL_MSG.budgets;

export const INFO_KINDS: Record<InfoKind, InfoKindConfig> = {
  assets: {
    type: 'ACTIVOS',
    listPath: '/initial-assets',
    createPath: '/initial-assets-form',
    editPath: (id) => `/edit-initial-assets-form/${id}`,
    listTitle: 'Activos iniciales',
    addLabel: 'Agregar nuevo activo.',
    createTitle: 'Nuevo activo inicial',
    editTitle: 'Editar activo inicial',
    createButton: 'Crear activo',
    categoryLabel: 'Categoría financiera',
    tooltip:
      'Los activos son los bienes y recursos con los que tu negocio empieza: dinero en caja, cuentas bancarias, cuentas por cobrar, equipos y otros. Registra cada categoría una sola vez con su valor actual.',
    empty: A.empty,
    texts: A,
  },
  liabilities: {
    type: 'PASIVOS',
    listPath: '/initial-liabilities',
    createPath: '/initial-liabilities-form',
    editPath: (id) => `/edit-initial-liabilities-form/${id}`,
    listTitle: 'Pasivos iniciales',
    addLabel: 'Agregar nuevo pasivo.',
    createTitle: 'Nuevo pasivo inicial',
    editTitle: 'Editar pasivo inicial',
    createButton: 'Crear pasivo',
    categoryLabel: 'Categoría financiera',
    tooltip:
      'Los pasivos son las deudas y obligaciones que tu negocio tiene al empezar: préstamos, proveedores, impuestos o salarios por pagar. Registra cada categoría una sola vez con su valor actual.',
    empty: L.empty,
    texts: L,
    valueColor: 'red.7',
  },
};

const budgetTexts = (created: string, updated: string): ResultTexts => ({
  created: { title: B.createdTitle, text: created },
  createFailed: { title: B.createFailedTitle, text: B.createFailed },
  updated: { title: B.updatedTitle, text: updated },
  updateFailed: { title: B.updateFailedTitle, text: B.updateFailed },
});

export const BUDGET_KINDS: Record<BudgetKind, BudgetKindConfig> = {
  income: {
    mov: 'INGRESO',
    listPath: '/initial-budget-income',
    createPath: '/initial-budget-income-form',
    editPath: (id) => `/edit-initial-budget-income-form/${id}`,
    listTitle: 'Presupuesto ingresos proyectados',
    addLabel: 'Agregar nuevo presupuesto.',
    createTitle: 'Nueva proyección de presupuesto de ingresos',
    editTitle: 'Editar proyección de presupuesto de ingresos',
    createButton: 'Crear presupuesto',
    tooltip:
      'Proyecta cuánto esperas recibir cada mes en cada categoría de ingresos. Así podrás comparar lo planeado con lo que realmente vendes.',
    empty: B.emptyIncome,
    texts: budgetTexts(B.createdIncome, B.updatedIncome),
  },
  expense: {
    mov: 'GASTO',
    listPath: '/initial-budget-expense',
    createPath: '/initial-budget-expense-form',
    editPath: (id) => `/edit-initial-budget-expense-form/${id}`,
    listTitle: 'Presupuesto gastos proyectados',
    addLabel: 'Agregar nuevo presupuesto.',
    createTitle: 'Nueva proyección de presupuesto de gastos',
    editTitle: 'Editar proyección de presupuesto de gastos',
    createButton: 'Crear presupuesto',
    tooltip:
      'Proyecta cuánto esperas gastar cada mes en cada categoría de gastos. Así podrás controlar que tus gastos no superen lo planeado.',
    empty: B.emptyExpense,
    texts: budgetTexts(B.createdExpense, B.updatedExpense),
  },
};

export const SUMMARY_TOOLTIP =
  'Resumen de la información con la que inicia tu negocio. El patrimonio es la diferencia entre tus activos y tus pasivos; los presupuestos son los del mes actual.';
