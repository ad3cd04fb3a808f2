/** The OpenAPI summaries of the auth routes (/api/docs). */
export const AUTH_ROUTE_DOC = {
  challenge: 'Reto ALTCHA para el registro',
  register: 'Registro de usuario y comercio',
  login: 'Inicio de sesión',
  logout: 'Cerrar sesión (revoca el token)',
  refresh: 'Nuevo token (revoca el actual)',
  resetRequest: 'Solicitar recuperación de contraseña',
  resetConfirm: 'Actualizar contraseña con el enlace',
} as const;
