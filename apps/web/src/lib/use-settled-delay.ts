import { useEffect, useState } from 'react';
import { isOffline } from './pwa.ts';

/**
 * True `ms` after `ready` first becomes true, and from then on for the life of the component
 * (docs/product/1-account.md §9: skeletons close 500 ms or 1000 ms after the data arrives; a later refetch, e.g.
 * after a delete, does not bring them back). Offline the copy kept on the device shows at once
 * (issue 30 item 2): the skeletons' pause is for an answer that just came over the network.
 */
export function useSettledDelay(ready: boolean, ms: number): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!ready || settled) return;
    const timer = setTimeout(() => setSettled(true), ms);
    return () => clearTimeout(timer);
  }, [ready, settled, ms]);
  return settled || (ready && isOffline());
}
