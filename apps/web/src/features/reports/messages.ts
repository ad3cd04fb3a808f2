/** Screen texts of the reports and charts that the shared messages do not hold. */
export const REPORTS_TEXT = {
  menuTitle: 'Mis estados financieros',
  tabs: { reports: 'Mis informes', charts: 'Mis gráficas' },
  range: (from: string, to: string) => `Del ${from} al ${to}`,
  compared: (label: string, from: string, to: string) => `${label}: del ${from} al ${to}`,
  download: 'Descargar',
  downloadFile: (label: string) => `Descargar ${label}`,
  excel: 'Excel',
  /** The notes to the financial statements (PDF), beside the balance and the results. */
  notes: 'Notas a los estados financieros',
  filter: {
    from: 'Fecha inicial',
    to: 'Fecha final',
    product: 'Producto',
    productPlaceholder: 'Seleccione un producto',
    noProducts: 'No hay productos',
  },
} as const;
