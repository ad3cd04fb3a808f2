import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Navigates after `ms` (docs/product/1-account.md §4: 5 s after a recovery request or a password update). */
export function useDelayedRedirect(ms: number): (to: string) => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (to: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => navigate(to), ms);
  };
}
