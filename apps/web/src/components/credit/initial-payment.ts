/**
 * 'Pago inicial' of a credit being edited: the live payment received or paid together with the
 * document (is_initial), not the total paid so far, which grows with every abono. Null when
 * there was none or it was voided.
 */
export function initialPaymentOf(
  payments: readonly { is_initial: boolean; deleted: boolean; value: number }[],
) {
  return payments.find((p) => p.is_initial && !p.deleted)?.value ?? null;
}
