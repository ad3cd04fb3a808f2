/** Texts of the public catalogue that the shared messages do not hold. */
export const CATALOG_TEXT = {
  madeWith: 'Catálogo creado con',
} as const;
