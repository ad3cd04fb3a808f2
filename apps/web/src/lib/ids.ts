import { useParams } from 'react-router';

/** A path id ('12') as a number, or null when it cannot be a record id. */
export function parseId(raw: string | undefined): number | null {
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The route's `:id` as a record id, or null (the page answers 'ERROR 404'). */
export function useIdParam(): number | null {
  return parseId(useParams().id);
}
