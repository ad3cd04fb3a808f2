import { MSG } from '@cc/shared';
import type { Message } from '../../components/MessageModal.tsx';

/** Texts for answers the spec does not word (no answer, rate limit, server error). */
export function genericFailure(status: number): Message {
  if (status === 0) {
    return {
      title: 'Sin conexión',
      text: 'No fue posible comunicarse con el servidor. Verifica tu conexión e inténtalo nuevamente.',
      tone: 'error',
    };
  }
  if (status === 429) return { title: 'Demasiados intentos', text: MSG.tooManyRequests, tone: 'error' };
  return { title: 'Error', text: MSG.internalError, tone: 'error' };
}
