/** Texts of the app's frame: the menu, the side navigation, the subscription banner. */
export const LAYOUT_TEXT = {
  menu: { open: 'Abrir menú', close: 'Cerrar menú' },
  navLabel: 'Navegación principal',
  /** The six entries of docs/product/1-account.md §1. */
  nav: {
    profile: 'Perfil',
    inventory: 'Inventario',
    incomes: 'Ingresos',
    shoppings: 'Compras',
    expenses: 'Gastos',
    reports: 'Informes',
  },
  /** 'Ana, te quedan 3 días de tu Plan Mensual'. */
  banner: (name: string, days: number, plan: string) =>
    `${name}, te quedan ${days} ${days === 1 ? 'día' : 'días'} de tu ${plan}`,
} as const;
