/** Texts of the quick sale that the shared PHONE_MSG does not hold. */
export const QUICK_SALE_TEXT = {
  priceOf: (name: string) => `Precio de ${name}`,
  add: (name: string) => `Agregar ${name}`,
  goToIncomes: 'Ir a Mis ingresos',
  change: 'Cambiar',
} as const;
