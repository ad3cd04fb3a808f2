import { useCallback, useRef, useState } from 'react';

/** A form submit; answering `true` means it has finished with the form. */
type Submit<A extends unknown[]> = (...args: A) => unknown;

/**
 * One submission of a form at a time. `guard(submit)` ignores a second 'Enviar' (double click,
 * Enter pressed twice) while the first is on its way — checked on a ref, because the button only
 * turns 'loading' after React renders, and a double click's second click can come before that.
 * A submit that answers `true` has finished with the form (saved, the result modal leads away):
 * the button then stays disabled (`locked`), so no click before the page changes sends it again.
 */
export function useSingleSubmit() {
  const busy = useRef(false);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'done'>('idle');
  const guard = useCallback(
    <A extends unknown[]>(submit: Submit<A>) =>
      async (...args: A): Promise<void> => {
        if (busy.current) return;
        busy.current = true;
        setPhase('sending');
        let done = false;
        try {
          done = (await submit(...args)) === true;
        } finally {
          busy.current = done;
          setPhase(done ? 'done' : 'idle');
        }
      },
    [],
  );
  return { sending: phase === 'sending', locked: phase !== 'idle', guard };
}
