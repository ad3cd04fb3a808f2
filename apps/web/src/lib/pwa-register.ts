/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';
import { settleOfflineReads } from './pwa.ts';
import { getToken, isKeptSession } from './session.ts';

/**
 * The service worker (decision 027): app shell precached, new releases taken on the next load.
 * Called as the page starts, before its first read: the offline copies of another session (or
 * all of them, with no session) are dropped first (settleOfflineReads).
 */
export function registerServiceWorker(): void {
  void settleOfflineReads(getToken(), isKeptSession());
  if (!('serviceWorker' in navigator)) return;
  registerSW({ immediate: true });
}
