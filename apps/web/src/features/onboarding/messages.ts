/** The assets' and liabilities' category field (the expense form says it too). */
const FINANCIAL_CATEGORY = 'Categoría financiera';
/** The two budget lists share their add link and create button. */
const BUDGET_ADD = 'Agregar nuevo presupuesto.';
const BUDGET_CREATE = 'Crear presupuesto';

/** Screen texts of the initial information (docs/product/1-account.md §3) that the shared messages do not hold. */
export const ONBOARDING_TEXT = {
  assets: {
    listTitle: 'Activos iniciales',
    addLabel: 'Agregar nuevo activo.',
    createTitle: 'Nuevo activo inicial',
    editTitle: 'Editar activo inicial',
    createButton: 'Crear activo',
    categoryLabel: FINANCIAL_CATEGORY,
    tooltip:
      'Los activos son los bienes y recursos con los que tu negocio empieza: dinero en caja, cuentas bancarias, cuentas por cobrar, equipos y otros. Registra cada categoría una sola vez con su valor actual.',
  },
  liabilities: {
    listTitle: 'Pasivos iniciales',
    addLabel: 'Agregar nuevo pasivo.',
    createTitle: 'Nuevo pasivo inicial',
    editTitle: 'Editar pasivo inicial',
    createButton: 'Crear pasivo',
    categoryLabel: FINANCIAL_CATEGORY,
    tooltip:
      'Los pasivos son las deudas y obligaciones que tu negocio tiene al empezar: préstamos, proveedores, impuestos o salarios por pagar. Registra cada categoría una sola vez con su valor actual.',
  },
  incomeBudget: {
    listTitle: 'Presupuesto ingresos proyectados',
    addLabel: BUDGET_ADD,
    createTitle: 'Nueva proyección de presupuesto de ingresos',
    editTitle: 'Editar proyección de presupuesto de ingresos',
    createButton: BUDGET_CREATE,
    tooltip:
      'Proyecta cuánto esperas recibir cada mes en cada categoría de ingresos. Así podrás comparar lo planeado con lo que realmente vendes.',
  },
  expenseBudget: {
    listTitle: 'Presupuesto gastos proyectados',
    addLabel: BUDGET_ADD,
    createTitle: 'Nueva proyección de presupuesto de gastos',
    editTitle: 'Editar proyección de presupuesto de gastos',
    createButton: BUDGET_CREATE,
    tooltip:
      'Proyecta cuánto esperas gastar cada mes en cada categoría de gastos. Así podrás controlar que tus gastos no superen lo planeado.',
  },
  summaryTooltip:
    'Resumen de la información con la que inicia tu negocio. El patrimonio es la diferencia entre tus activos y tus pasivos; los presupuestos son los del mes actual.',
  category: {
    loading: 'Cargando categorías…',
    placeholder: 'Selecciona una categoría',
    loadFailed: 'No fue posible cargar las categorías.',
    none: 'Sin categorías',
  },
  form: {
    date: 'Fecha',
    monthPlaceholder: 'Selecciona el mes',
    value: 'Valor',
    budgetCategory: 'Categoría',
    update: 'Actualizar',
  },
  list: {
    edit: 'Editar',
    editItem: (title: string) => `Editar ${title}`,
    remove: 'Eliminar',
    removeItem: (title: string) => `Eliminar ${title}`,
  },
  budgetDeleteFailed: {
    title: 'Presupuesto no eliminado',
    text: 'El presupuesto no pudo ser eliminado. Intentelo nuevamente.',
  },
  backToProfile: 'Volver al perfil',
  skip: 'Omitir',
  summary: {
    title: 'Información inicial',
    balance: 'Balance inicial',
    includesInventory: 'Incluye el inventario inicial',
    equity: 'Patrimonio',
    equityHint: 'Activos menos pasivos',
    budgetOf: (month: string) => `Presupuesto de ${month}`,
    projectedIncome: 'Ingresos proyectados',
    projectedExpenses: 'Gastos proyectados',
  },
  welcome: {
    steps: {
      assets: 'Activos: caja, bancos, equipos…',
      liabilities: 'Pasivos: préstamos y cuentas por pagar',
      budgets: 'Presupuesto de ingresos y gastos',
      inventory: 'Inventario inicial',
    },
    hello: (name: string) => (name ? `¡Hola, ${name}!` : '¡Hola!'),
    title: 'Te damos la bienvenida a Cuentas Claras',
    intro:
      'Para que tus informes partan de cifras reales, registra la información inicial de tu negocio. Puedes omitir este paso y completarlo más adelante.',
    start: 'Comenzar',
  },
} as const;
