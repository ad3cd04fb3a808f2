/** Texts the specification describes but does not word (docs/product/1-account.md §8 "Otherwise: …"). */
export const PLANS_TEXT = {
  premium:
    'Con nuestro paquete Premium tienes acceso a todas las funcionalidades: ingresos, compras, gastos, pagos, inventarios, informes, consultas y gráficas.',
  invoiceFailed: {
    title: 'Error',
    text: 'No fue posible registrar la factura de la suscripción. Por favor, inténtalo nuevamente.',
  },
  verifying: 'Estamos verificando tu pago…',
} as const;

/** 'por 1 mes', 'por 6 meses'. */
export function durationText(months: number): string {
  return `por ${months} ${months === 1 ? 'mes' : 'meses'}`;
}

/** Screen texts of the plans, the checkout and the subscription pages. */
const INVENTORIES = 'Inventarios';

export const SUBSCRIPTION_TEXT = {
  checkout: {
    plan: 'Plan',
    duration: 'Duración',
    value: 'Valor',
    redirectNote: 'Serás dirigido a Wompi para pagar de forma segura. Al terminar volverás a Cuentas Claras.',
  },
  free: 'Gratis',
  /** The premium features of docs/product/1-account.md §2, as chips under the text that names them. */
  features: {
    incomes: 'Ingresos',
    shoppings: 'Compras',
    expenses: 'Gastos',
    payments: 'Pagos',
    inventory: INVENTORIES,
    reports: 'Informes',
    queries: 'Consultas',
    charts: 'Gráficas',
  },
  plansLoadFailed: 'No fue posible cargar los planes',
  invitation: {
    incomes: 'Ingresos, compras y pagos',
    expenses: 'Gastos y recordatorios',
    inventory: INVENTORIES,
    reports: 'Informes, consultas y gráficas',
    otherAccount: '¿Quieres usar otra cuenta?',
  },
  validatedTitle: 'Validación de la suscripción · Cuentas Claras',
  seePlans: 'Ver Planes',
} as const;
