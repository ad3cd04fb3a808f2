import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Message, MessageModal } from './MessageModal.tsx';

/**
 * The result modal of a form (docs/product/1-account.md §4, docs/product/2-inventory-income-purchases.md §4): `show(message, next)` opens it and its
 * 'Aceptar' goes to `next` (the list after a success, or a function that leaves), or stays on the
 * form when next is null.
 */
export function useResultModal(): {
  show: (message: Message, next?: string | (() => void) | null) => void;
  modal: ReactNode;
} {
  const navigate = useNavigate();
  const [result, setResult] = useState<{ message: Message; next: string | (() => void) | null } | null>(null);
  const close = () => {
    const next = result?.next ?? null;
    setResult(null);
    if (typeof next === 'function') next();
    else if (next) navigate(next);
  };
  return {
    show: (message, next = null) => setResult({ message, next }),
    modal: <MessageModal message={result?.message ?? null} onClose={close} />,
  };
}
