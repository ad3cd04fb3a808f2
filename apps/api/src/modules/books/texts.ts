/** The OpenAPI summaries of the closed periods (/api/docs). */
export const BOOKS_ROUTE_DOC = {
  get: 'Cierre de periodos: última fecha cerrada y años con cierre del ejercicio',
  put: 'Cierra periodos hasta el último día de un mes (reabrir pide la contraseña); al pasar un 31 de diciembre registra el cierre del ejercicio',
} as const;
