/** The OpenAPI summaries of the profile routes (/api/docs). */
export const PROFILE_ROUTE_DOC = {
  get: 'Perfil del comercio (lista de uno)',
  update: 'Actualizar el perfil (JSON) o el logo (multipart, campo logo)',
  public: 'Perfil público del comercio (catálogo), por id de usuario',
} as const;

/**
 * The notice sent to the old address when the login email changes: whoever changed it now
 * receives the password resets, so the owner of the old address must hear of it at once.
 */
export const EMAIL_CHANGED_MAIL = {
  subject: 'Cuentas Claras: cambió el correo electrónico de tu cuenta',
  greeting: (name: string) => `Hola ${name},`,
  changed: (date: string, newEmail: string) =>
    `El ${date} el correo electrónico con el que inicias sesión en Cuentas Claras se cambió a ${newEmail}. Desde ahora los avisos y la recuperación de contraseña llegarán a esa dirección, y las demás sesiones abiertas de tu cuenta se cerraron.`,
  notYou:
    'Si no hiciste este cambio, responde a este correo de inmediato: alguien más puede estar usando tu cuenta.',
} as const;
