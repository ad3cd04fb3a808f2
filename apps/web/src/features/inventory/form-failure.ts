import type { ApiResult } from '../../api/client.ts';
import type { Message } from '../../components/MessageModal.tsx';
import { failureMessage } from '../../lib/errors.ts';
import { INVENTORY_FIELD_LABELS } from './model.ts';

type Options = {
  /** The spec's failure texts (spec 2 §8). */
  spec: { title: string; text: string };
  result: ApiResult<unknown>;
  show: (message: Message, next?: string | null) => void;
  /** Where 'Aceptar' leads: the item detail after a stock form, the list after an item form. */
  next: string;
};

/**
 * A refused inventory write (spec 2 §4): the failure modal, naming any refused field, whose
 * button leads away like after a success.
 */
export function reportFailure({ spec, result, show, next }: Options): void {
  show(failureMessage(spec, result, INVENTORY_FIELD_LABELS), next);
}
