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
