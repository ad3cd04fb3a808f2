import { useLocation, useNavigate } from 'react-router';

/**
 * 'On success the user returns to the previous route' (docs/product/3-expenses-reports.md §2): back in the history when the
 * form was opened inside the app, else `fallback` (a pasted address has no previous route).
 */
export function useLeave(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(fallback, { replace: true });
  };
}
