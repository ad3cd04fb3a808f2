/** Texts the specification describes but does not word (spec 1 §8 "Otherwise: …"). */
export const PLANS_TEXT = {
  premium:
    'Con nuestro paquete Premium tienes acceso a todas las funcionalidades: ingresos, compras, gastos, pagos, inventarios, informes, consultas y gráficas.',
  invoiceFailed: {
    title: 'Error',
    text: 'No fue posible registrar la factura de la suscripción. Por favor, inténtalo nuevamente.',
  },
  verifying: 'Estamos verificando tu pago…',
} as const;

/** 'por 1 mes', 'por 6 meses'. */
export function durationText(months: number): string {
  return `por ${months} ${months === 1 ? 'mes' : 'meses'}`;
}
