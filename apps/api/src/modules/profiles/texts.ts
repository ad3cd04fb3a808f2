/** The OpenAPI summaries of the profile routes (/api/docs). */
export const PROFILE_ROUTE_DOC = {
  get: 'Perfil del comercio (lista de uno)',
  update: 'Actualizar el perfil (JSON) o el logo (multipart, campo logo)',
  public: 'Perfil público del comercio (catálogo), por id de usuario',
} as const;
