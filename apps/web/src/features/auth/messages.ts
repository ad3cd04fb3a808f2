import { MSG } from '@cc/shared';
import type { Message } from '../../components/MessageModal.tsx';
import { NO_CONNECTION } from '../../lib/errors.ts';

/** Texts for answers the spec does not word (no answer, rate limit, server error). */
export function genericFailure(status: number): Message {
  if (status === 0) {
    return {
      title: 'Sin conexión',
      text: NO_CONNECTION,
      tone: 'error',
    };
  }
  if (status === 429) return { title: 'Demasiados intentos', text: MSG.tooManyRequests, tone: 'error' };
  return { title: 'Error', text: MSG.internalError, tone: 'error' };
}
