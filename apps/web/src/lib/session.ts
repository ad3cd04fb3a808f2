import type { LoginResponse, LoginUser } from '@cc/shared';
import { useSyncExternalStore } from 'react';
import { forgetOfflineReads } from './pwa.ts';

/**
 * Browser session of docs/product/1-account.md §3: the token, the user object and the initial-information
 * flag live in sessionStorage (one tab, gone when it closes); the user id in localStorage
 * (the public catalogue link uses it). A kept login ('Mantener la sesión iniciada en este
 * dispositivo', issue 30 item 1, ADR 036) puts them in localStorage with the device's refresh
 * token instead: the installed app reopens signed in, online or not.
 */
export const SESSION_KEYS = {
  token: 'token',
  user: 'user',
  initialInfo: 'initial_info',
  userId: 'user_id',
  refreshToken: 'refresh_token',
} as const;

export type SessionUser = LoginUser;
export type InitialInfoFlag = 'true' | 'false';

const listeners = new Set<() => void>();
function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Where this page's session lives: the tab's when it signed in without keeping the session (a
 * second user in a tab of their own), else the device's kept session, if any.
 */
function store(): Storage {
  if (sessionStorage.getItem(SESSION_KEYS.token)) return sessionStorage;
  return localStorage.getItem(SESSION_KEYS.refreshToken) ? localStorage : sessionStorage;
}

export function getToken(): string | null {
  return store().getItem(SESSION_KEYS.token);
}

/** The kept device's refresh token (null for a session of one tab). */
export function getRefreshToken(): string | null {
  return localStorage.getItem(SESSION_KEYS.refreshToken);
}

/** Whether the session is kept on this device: only then are the books kept for offline reading. */
export const isKeptSession = (): boolean => store() === localStorage && getToken() !== null;

let cachedUserRaw: string | null = null;
let cachedUser: SessionUser | null = null;
export function getUser(): SessionUser | null {
  const raw = store().getItem(SESSION_KEYS.user);
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
  return store().getItem(SESSION_KEYS.initialInfo) === 'true' ? 'true' : 'false';
}

export function getUserId(): number | null {
  const raw = localStorage.getItem(SESSION_KEYS.userId);
  const id = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(id) ? id : null;
}

const TAB_KEYS = [SESSION_KEYS.token, SESSION_KEYS.user, SESSION_KEYS.initialInfo] as const;

function dropTabSession(): void {
  for (const key of TAB_KEYS) sessionStorage.removeItem(key);
}

function dropKeptSession(): void {
  for (const key of TAB_KEYS) localStorage.removeItem(key);
  localStorage.removeItem(SESSION_KEYS.refreshToken);
}

/**
 * A login's answer; a kept one (it carries a refresh token) is stored for the device, in place of
 * the kept session before it (one per browser). A tab's login leaves the device's kept session.
 */
export function saveSession(login: LoginResponse): void {
  void forgetOfflineReads();
  dropTabSession();
  if (login.refresh_token) {
    dropKeptSession();
    localStorage.setItem(SESSION_KEYS.refreshToken, login.refresh_token);
  }
  const target = login.refresh_token ? localStorage : sessionStorage;
  target.setItem(SESSION_KEYS.token, login.access_token);
  target.setItem(SESSION_KEYS.user, JSON.stringify(login.user));
  target.setItem(SESSION_KEYS.initialInfo, login.initial_info ? 'true' : 'false');
  localStorage.setItem(SESSION_KEYS.userId, String(login.user.id));
  emit();
}

/** Closing the initial information (or reading it from the server) flips the flag. */
export function setInitialInfo(done: boolean): void {
  store().setItem(SESSION_KEYS.initialInfo, done ? 'true' : 'false');
  emit();
}

/** After a profile edit: the greeting and the banner read the stored user's names. */
export function updateStoredUser(patch: Partial<Omit<SessionUser, 'id'>>): void {
  const user = getUser();
  if (!user) return;
  store().setItem(SESSION_KEYS.user, JSON.stringify({ ...user, ...patch }));
  emit();
}

export function replaceToken(token: string): void {
  store().setItem(SESSION_KEYS.token, token);
  emit();
}

/** A kept device's refresh answered the next session token and refresh token. */
export function replaceKeptTokens(token: string, refreshToken: string): void {
  localStorage.setItem(SESSION_KEYS.refreshToken, refreshToken);
  localStorage.setItem(SESSION_KEYS.token, token);
  emit();
}

/** Ends this page's session: the tab's, or the device's kept one. */
export function clearSession(): void {
  if (store() === localStorage) dropKeptSession();
  dropTabSession();
  localStorage.removeItem(SESSION_KEYS.userId);
  void forgetOfflineReads();
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab cannot touch sessionStorage, but it can change a kept session in localStorage.
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
