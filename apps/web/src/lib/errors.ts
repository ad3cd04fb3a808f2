import { MSG } from '@cc/shared';
import type { ApiErrorBody } from '../api/client.ts';

/**
 * Field labels for error lists (spec 1 §8 "labelled field errors", plus the remaining
 * payload fields). Keys without a label (validations_error, detail…) show the bare message.
 */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Nombre del cliente',
  document_number: 'Número de documento',
  address: 'Dirección',
  phone: 'Teléfono',
  cellphone: 'Celular',
  email: 'Correo',
  observations: 'Observaciones',
  quantity: 'Cantidad',
  value: 'Valor',
  category: 'Categoría',
  first_name: 'Primer nombre',
  last_name: 'Apellido',
  tradename: 'Comercio',
  identification_number: 'Número de identificación',
  identification_type: 'Tipo de documento',
  economic_activity: 'Actividad económica',
  password: 'Contraseña',
  password_confirmation: 'Confirmación de contraseña',
  city: 'Ciudad',
  state: 'Departamento',
  terms_and_conds: 'Términos y condiciones',
  personal_data: 'Tratamiento de datos personales',
  altcha: 'Captcha',
  date: 'Fecha',
  logo: 'Logo',
  // Sales (spec 2 §3 'Income save payload'); nested client fields keep their own names.
  doc_type: 'Tipo de documento',
  doc_number: 'Número de documento',
  payment_type: 'Tipo de pago',
  payment_method: 'Método de pago',
  payment: 'Pago',
  details: 'Productos y servicios',
  inventory_id: 'Producto o servicio',
};

const UNLABELLED = new Set([
  'validations_error',
  'validations_errors',
  'non_field_errors',
  'detail',
  'message',
]);

export type FieldError = { field: string; path: string; message: string };

/** `{user: {email: ['…']}, city: ['…']}` → one entry per message, with the innermost field name. */
export function flattenErrors(body: ApiErrorBody | null | undefined): FieldError[] {
  const out: FieldError[] = [];
  const walk = (value: unknown, path: string[]): void => {
    if (value === null || value === undefined) return;
    if (typeof value === 'string' || typeof value === 'number') {
      const field = [...path].reverse().find((p) => !/^\d+$/.test(p)) ?? '';
      out.push({ field, path: path.join('.'), message: String(value) });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        walk(item, typeof item === 'object' && item !== null ? [...path, String(i)] : path);
      });
      return;
    }
    if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    }
  };
  walk(body, []);
  return out;
}

/** Lines for a MessageModal list: 'Correo: Ya existe un usuario con este correo electrónico.' */
export function errorLines(
  body: ApiErrorBody | null | undefined,
  fallback: string = MSG.internalError,
): string[] {
  const lines = flattenErrors(body).map(({ field, message }) => {
    const label = UNLABELLED.has(field) ? undefined : (FIELD_LABELS[field] ?? field);
    return label ? `${label}: ${message}` : message;
  });
  return lines.length > 0 ? lines : [fallback];
}

export function hasFieldError(body: ApiErrorBody | null | undefined, ...fields: string[]): boolean {
  return flattenErrors(body).some((e) => fields.includes(e.field));
}
