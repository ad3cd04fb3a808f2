import { PHONE_MSG } from '@cc/shared';
import { useState } from 'react';
import { ConfirmDeleteModal } from './ConfirmDeleteModal.tsx';
import { UI_TEXT } from './messages.ts';

/** The modal's texts: a sale's by default; a purchase names its sale price. */
export type ZeroValueTexts = {
  title: string;
  text: (names: string) => string;
  cancel: string;
  confirm: string;
};

/**
 * Issue 10 item 4: a line worth $ 0 is allowed (a gift) but never by accident. `ask(names, go)`
 * runs `go` at once when there is nothing to ask, else after 'Sí, sin valor'.
 */
export function useZeroValueConfirm(Z: ZeroValueTexts = PHONE_MSG.zeroValue) {
  const [pending, setPending] = useState<{ names: string[]; go: () => void } | null>(null);
  const ask = (names: string[], go: () => void) => {
    if (names.length === 0) go();
    else setPending({ names, go });
  };
  const modal = (
    <ConfirmDeleteModal
      opened={pending !== null}
      title={Z.title}
      question={Z.text(pending?.names.join(', ') ?? '')}
      cancelLabel={Z.cancel}
      confirmLabel={Z.confirm}
      confirmColor="orange"
      focusCancel
      closeLabel={UI_TEXT.close}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const go = pending?.go;
        setPending(null);
        go?.();
      }}
    />
  );
  return { ask, modal };
}

/** The names of the lines whose unit price is 0. */
export const zeroValueNames = (lines: readonly { name: string; value: number }[]): string[] =>
  lines.filter((l) => l.value === 0).map((l) => l.name);
