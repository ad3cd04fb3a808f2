import type { ApiResult } from '../../api/client.ts';
import type { Message } from '../../components/MessageModal.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { serverFieldErrors } from '../../lib/zod-form.ts';
import { INVENTORY_FIELD_LABELS } from './model.ts';

type Options = {
  /** The spec's failure texts (spec 2 §8). */
  spec: { title: string; text: string };
  result: ApiResult<unknown>;
  /** The form's fields a refusal may name. */
  fields: readonly string[];
  form: { setErrors: (errors: Record<string, string>) => void };
  show: (message: Message, next?: string | null) => void;
  /** Where 'Aceptar' leads when no field was refused (spec 2 §4). */
  next: string;
};

/**
 * A refused inventory write: a refused field (a repeated name…) keeps the user on the form with
 * the field marked; any other failure leads away, as spec 2 §4 says.
 */
export function reportFailure({ spec, result, fields, form, show, next }: Options): void {
  const errors = serverFieldErrors(result.ok ? null : result.data, fields);
  form.setErrors(errors);
  show(failureMessage(spec, result, INVENTORY_FIELD_LABELS), Object.keys(errors).length > 0 ? null : next);
}
