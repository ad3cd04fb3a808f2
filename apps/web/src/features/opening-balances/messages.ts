/** Screen texts of the opening-balance abonos that the shared messages do not hold. */
export const OPENING_TEXT = {
  /** The action on the report rows and the credit lists. */
  pay: 'Abonar',
  payments: 'Abonos',
  back: 'Regresar',
  send: 'Enviar',
  newPaymentTitle: 'Nuevo abono',
  editPaymentTitle: (reference: string) => `Editar abono ${reference}`,
  pendingLabel: 'Saldo',
  /** The detail's three totals; the balance says who owes. */
  totals: {
    value: 'Saldo inicial',
    paid: 'Pagado',
    receivable: 'Saldo por cobrar',
    liability: 'Saldo por pagar',
  },
  fields: {
    date: 'Fecha',
    datePlaceholder: 'Seleccione la fecha',
    method: 'Método de pago',
    methodPlaceholder: 'Seleccione',
    value: 'Valor del abono',
    observations: 'Observaciones',
  },
} as const;
