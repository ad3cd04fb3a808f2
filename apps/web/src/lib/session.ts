import type { LoginResponse, LoginUser } from '@cc/shared';
import { useSyncExternalStore } from 'react';
import { forgetOfflineReads } from './pwa.ts';

/**
 * Browser session of docs/product/1-account.md §3: the token, the user object and the initial-information
 * flag live in sessionStorage (one tab, gone when it closes); the user id in localStorage
 * (the public catalogue link uses it).
 */
export const SESSION_KEYS = {
  token: 'token',
  user: 'user',
  initialInfo: 'initial_info',
  userId: 'user_id',
} as const;

export type SessionUser = LoginUser;
export type InitialInfoFlag = 'true' | 'false';

const listeners = new Set<() => void>();
function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return sessionStorage.getItem(SESSION_KEYS.token);
}

let cachedUserRaw: string | null = null;
let cachedUser: SessionUser | null = null;
export function getUser(): SessionUser | null {
  const raw = sessionStorage.getItem(SESSION_KEYS.user);
  if (raw !== cachedUserRaw) {
    cachedUserRaw = raw;
    try {
      cachedUser = raw ? (JSON.parse(raw) as SessionUser) : null;
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

export function getInitialInfo(): InitialInfoFlag {
  return sessionStorage.getItem(SESSION_KEYS.initialInfo) === 'true' ? 'true' : 'false';
}

export function getUserId(): number | null {
  const raw = localStorage.getItem(SESSION_KEYS.userId);
  const id = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(id) ? id : null;
}

export function saveSession(login: LoginResponse): void {
  void forgetOfflineReads();
  sessionStorage.setItem(SESSION_KEYS.token, login.access_token);
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify(login.user));
  sessionStorage.setItem(SESSION_KEYS.initialInfo, login.initial_info ? 'true' : 'false');
  localStorage.setItem(SESSION_KEYS.userId, String(login.user.id));
  emit();
}

/** Closing the initial information (or reading it from the server) flips the flag. */
export function setInitialInfo(done: boolean): void {
  sessionStorage.setItem(SESSION_KEYS.initialInfo, done ? 'true' : 'false');
  emit();
}

/** After a profile edit: the greeting and the banner read the stored user's names. */
export function updateStoredUser(patch: Partial<Omit<SessionUser, 'id'>>): void {
  const user = getUser();
  if (!user) return;
  sessionStorage.setItem(SESSION_KEYS.user, JSON.stringify({ ...user, ...patch }));
  emit();
}

export function replaceToken(token: string): void {
  sessionStorage.setItem(SESSION_KEYS.token, token);
  emit();
}

export function clearSession(): void {
  for (const key of [SESSION_KEYS.token, SESSION_KEYS.user, SESSION_KEYS.initialInfo]) {
    sessionStorage.removeItem(key);
  }
  localStorage.removeItem(SESSION_KEYS.userId);
  void forgetOfflineReads();
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab cannot touch sessionStorage, but it can clear the user id in localStorage.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Re-renders when the session changes (login, logout, flag update). */
export function useSession(): {
  token: string | null;
  user: SessionUser | null;
  initialInfo: InitialInfoFlag;
} {
  const token = useSyncExternalStore(subscribe, getToken);
  const user = useSyncExternalStore(subscribe, getUser);
  const initialInfo = useSyncExternalStore(subscribe, getInitialInfo);
  return { token, user, initialInfo };
}
