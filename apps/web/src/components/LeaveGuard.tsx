import { PHONE_MSG } from '@cc/shared';
import { useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDeleteModal } from './ConfirmDeleteModal.tsx';

const L = PHONE_MSG.leaveWizard;

/**
 * Issue 10 item 7: leaving a wizard that holds lines ('Regresar', the header arrow, the menu)
 * asks first instead of dropping them. `done()` lets the exit after a save through.
 */
export function useLeaveGuard(hasWork: () => boolean) {
  const saved = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !saved.current && currentLocation.pathname !== nextLocation.pathname && hasWork(),
  );
  const modal = (
    <ConfirmDeleteModal
      opened={blocker.state === 'blocked'}
      title={L.title}
      question={L.question}
      cancelLabel={L.stay}
      confirmLabel={L.leave}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
  return { modal, done: () => (saved.current = true) };
}
