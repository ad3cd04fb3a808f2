/** The texts of the sale's downloads: the invoice PDF and the 'Mis ingresos' sheet. */
export const INVOICE_TEXT = {
  /** A shop that does not invoice electronically: its PDF does not claim to be an invoice (issue 28). */
  title: 'COMPROBANTE DE VENTA',
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
  fileTitle: (n: string) => `Comprobante de venta ${n}`,
  einvoice: 'Documento electrónico',
} as const;

export const INCOME_EXPORT_TEXT = {
  sheetName: 'Mis ingresos',
  docKind: 'Ingreso',
  settledStatus: 'Activo',
  client: 'Cliente',
  clientDocument: 'Documento del cliente',
} as const;

/** The OpenAPI summaries of the sale routes (/api/docs). */
export const INCOME_ROUTE_DOC = {
  list: 'Resumen del mes (summary) o lista de ingresos filtrada (payment_type, payment_method, payment)',
  create: 'Registrar una venta',
  get: 'Detalle de un ingreso',
  update: 'Editar un ingreso (a crédito: solo fecha, cliente y observaciones)',
  void: 'Anular un ingreso',
  sellable: 'Productos y servicios vendibles',
  stockCheck: 'Verificar existencias de una línea de venta (vista previa FIFO)',
  export: 'Descargar "Reporte - Mis Ingresos.xlsx"',
  invoice: 'Descargar la factura (PDF A4)',
  bestSellers: 'Lo más vendido en los últimos 90 días (venta rápida)',
  clients: 'Buscar clientes por documento o por nombre',
  shareLink: 'Enlace firmado y con vencimiento a la factura PDF (para WhatsApp)',
  sharedInvoice: 'La factura PDF de un enlace compartido (sin sesión)',
} as const;
