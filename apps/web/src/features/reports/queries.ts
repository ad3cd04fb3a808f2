/** Query keys of the reports screens (only the product list is cached; reports are generated on demand). */
export const reportKeys = {
  all: ['reports'] as const,
  products: () => [...reportKeys.all, 'products'] as const,
};
