/** The abono texts every credit document module shows alike (spec 2 §2, spec 3 §2). */
export const ABONO_TEXT = {
  addPayment: 'Agregar abono',
  newPaymentTitle: 'Nuevo abono',
  editPaymentTitle: (reference: string) => `Editar abono ${reference}`,
} as const;

/** The totals of a credit's detail; only what is still owed is named per module. */
export const creditLabels = (balance: string) =>
  ({ value: 'Crédito', paid: 'Pagado', balance, payments: 'Abonos' }) as const;
