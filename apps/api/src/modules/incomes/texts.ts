/** The texts of the sale's downloads: the invoice PDF and the 'Mis ingresos' sheet. */
export const INVOICE_TEXT = {
  title: 'FACTURA DE VENTA',
  number: (n: string) => `N.º ${n}`,
  date: (d: string) => `Fecha: ${d}`,
  paymentForm: (label: string) => `Forma de pago: ${label}`,
  cash: (method: string) => `Contado - ${method}`,
  phone: (n: string) => `Tel. ${n}`,
  cellphone: (n: string) => `Cel. ${n}`,
  client: 'Cliente',
  total: 'Total',
  paid: 'Pagado',
  balance: 'Saldo',
  line: { item: 'Producto o servicio', quantity: 'Cantidad', unitValue: 'Valor unitario', total: 'Total' },
  payments: 'Abonos',
  payment: { reference: 'Abono', date: 'Fecha', method: 'Método', value: 'Valor' },
  observations: 'Observaciones',
  footer: (date: string) => `Generado con Cuentas Claras el ${date}.`,
  fileTitle: (n: string) => `Factura ${n}`,
} as const;

export const INCOME_EXPORT_TEXT = {
  sheetName: 'Mis ingresos',
  docKind: 'Ingreso',
  settledStatus: 'Activo',
  client: 'Cliente',
  clientDocument: 'Documento del cliente',
} as const;
