import { CHART_TYPES } from '@cc/shared';

/** The OpenAPI summary of the chart route (/api/docs). */
export const CHART_ROUTE_DOC = {
  chart: `Datos de una gráfica (${CHART_TYPES.join(', ')})`,
} as const;
