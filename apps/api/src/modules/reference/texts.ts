/** The OpenAPI summaries of the reference lists (/api/docs). */
export const REFERENCE_ROUTE_DOC = {
  states: 'Departamentos',
  cities: 'Municipios de un departamento',
  docTypes: 'Tipos de documento (DIAN)',
  activities: 'Actividades económicas (CIIU)',
} as const;
