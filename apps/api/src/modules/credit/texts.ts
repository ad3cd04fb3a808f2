/** The columns and statuses every credit module's sheet shares (export-xlsx.ts). */
export const CREDIT_EXPORT_TEXT = {
  payment: 'Abono',
  pending: 'Pendiente',
  column: {
    number: 'Número',
    kind: 'Registro',
    date: 'Fecha',
    paymentType: 'Tipo de pago',
    paymentMethod: 'Método de pago',
    value: 'Valor',
    paid: 'Pagado',
    balance: 'Saldo',
    status: 'Estado',
    observations: 'Observaciones',
  },
} as const;

/** The OpenAPI summaries of a kind's abono routes; `noun` names the document ('un gasto'). */
export const PAYMENT_ROUTE_DOC = {
  create: (noun?: string) => `Registrar un abono${noun ? ` a ${noun} a crédito` : ''}`,
  get: (noun?: string) => `Un abono${noun ? ` de ${noun}` : ''}`,
  update: (noun?: string) => `Editar un abono${noun ? ` de ${noun}` : ''}`,
  void: (noun?: string) => `Anular un abono${noun ? ` de ${noun}` : ''}`,
} as const;
