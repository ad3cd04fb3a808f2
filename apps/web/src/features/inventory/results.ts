import type { ApiErrorBody } from '../../api/client.ts';
import type { Message } from '../../components/MessageModal.tsx';
import { flattenErrors } from '../../lib/errors.ts';

/** Labels of the inventory payload fields, for the server's refusals shown in a modal. */
const LABELS: Record<string, string> = {
  category: 'Categoría',
  sku: 'Referencia',
  name: 'Nombre',
  description: 'Descripción',
  cost_value: 'Valor de costo',
  sale_value: 'Valor de venta',
  quantity: 'Cantidad',
  is_active: 'Estado',
  inventory_id: 'Inventario',
  inventory_image: 'Imagen',
};

/**
 * A failure modal of spec 2 §8 (its title and text), plus what the server said when that adds
 * something (a duplicate name repeats the spec's own hint, so it is not listed twice).
 */
export function failureMessage(spec: { title: string; text: string }, body: ApiErrorBody | null): Message {
  const extra = flattenErrors(body)
    .filter((e) => e.message !== spec.text)
    .map(({ field, message }) => (LABELS[field] ? `${LABELS[field]}: ${message}` : message));
  return { title: spec.title, text: spec.text, list: extra, tone: 'error' };
}

/** The first refusal message of a 400 (validations_error or a field), for the 'Error' modal. */
export function refusalMessage(body: ApiErrorBody | null, fallback: string): Message {
  const lines = flattenErrors(body).map((e) => e.message);
  return { title: 'Error', text: lines[0] ?? fallback, list: lines.slice(1), tone: 'error' };
}
