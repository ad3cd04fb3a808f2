/** The OpenAPI summaries of the auth routes (/api/docs). */
export const AUTH_ROUTE_DOC = {
  challenge: 'Reto ALTCHA para el registro',
  register: 'Registro de usuario y comercio',
  login: 'Inicio de sesión',
  logout: 'Cerrar sesión (revoca el token)',
  refresh: 'Nuevo token (revoca el actual)',
  deviceRefresh: 'Nueva sesión de un dispositivo que la mantiene (rota su token de renovación)',
  devices: 'Dispositivos con la sesión iniciada',
  revokeDevice: 'Cerrar la sesión de un dispositivo',
  revokeOtherDevices: 'Cerrar la sesión en todos los demás dispositivos',
  revokeAllDevices: 'Cerrar la sesión en todos los dispositivos, este incluido',
  resetRequest: 'Solicitar recuperación de contraseña',
  resetConfirm: 'Actualizar contraseña con el enlace',
} as const;

/** The password-reset mail's sentences (its text and HTML parts say the same). */
export const RESET_MAIL = {
  greeting: (name: string) => `Hola ${name},`,
  request: 'Recibimos una solicitud para restaurar la contraseña de tu cuenta en Cuentas Claras.',
  textLink: (link: string) =>
    `Para crear una nueva contraseña abre este enlace (válido por una hora): ${link}`,
  htmlLink: 'Crear una nueva contraseña',
  htmlValidity: '(enlace válido por una hora).',
  ignore: 'Si no hiciste esta solicitud, ignora este correo: tu contraseña no cambiará.',
} as const;

/** A device named by its user agent when nothing in it is recognised. */
export const UNKNOWN_DEVICE = 'Dispositivo';
