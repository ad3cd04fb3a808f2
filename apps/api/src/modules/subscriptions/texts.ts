/** The OpenAPI summaries of the subscription routes (/api/docs). */
export const SUBSCRIPTION_ROUTE_DOC = {
  plans: 'Planes activos',
  list: 'Suscripciones del usuario',
  create: 'Crear suscripción (gratis activa; paga inactiva con checkout de Wompi)',
  status: 'Estado de la suscripción',
  transactions: 'Transacciones de Wompi del usuario',
  activate: 'Activar una suscripción pagada',
  events: 'Eventos de Wompi (firmados)',
} as const;
