import type { ApiResult } from '../../api/client.ts';
import type { Message } from '../../components/MessageModal.tsx';
import { errorLines } from '../../lib/errors.ts';

const NO_ANSWER = 'No fue posible comunicarse con el servidor. Verifica tu conexión e inténtalo nuevamente.';

/**
 * A result modal of spec 1 §8 for a refused write. The spec's title and text come first; the
 * server's own reasons (closed initial information, a budget already set for that month…) are
 * listed under them unless they repeat the text.
 */
export function failureMessage(texts: { title: string; text: string }, result: ApiResult<unknown>): Message {
  let list: string[] = [];
  if (result.status === 0) list = [NO_ANSWER];
  else if (!result.ok && result.status === 400) {
    list = errorLines(result.data, '').filter((line) => line !== '' && !line.endsWith(texts.text));
  }
  return { title: texts.title, text: texts.text, tone: 'error', ...(list.length > 0 ? { list } : {}) };
}
