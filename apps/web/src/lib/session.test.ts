import type { LoginResponse } from '@cc/shared';
import { beforeEach, describe, expect, it } from 'vitest';

/** The browser's Storage, in memory (the web tests run in Node). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const local = new MemoryStorage();
let tab = new MemoryStorage();
Object.assign(globalThis, { localStorage: local });
Object.defineProperty(globalThis, 'sessionStorage', { get: () => tab, configurable: true });
const session = await import('./session.ts');

const login = (id: number, refresh?: string): LoginResponse => ({
  access_token: `access-${id}`,
  initial_info: true,
  user: { id, email: `u${id}@example.com`, first_name: 'Ana', last_name: 'Gómez' },
  ...(refresh ? { refresh_token: refresh } : {}),
});

/** Another tab of the same browser: the device's storage, a tab storage of its own. */
const openTab = () => {
  tab = new MemoryStorage();
};

// Issue 30 item 1 (ADR 036): where a tab's and a kept session live.
describe('the session store', () => {
  beforeEach(() => {
    local.clear();
    openTab();
  });

  it('a login without the box lives in the tab: gone with it, never kept for offline reading', () => {
    session.saveSession(login(1));
    expect(session.getToken()).toBe('access-1');
    expect(session.isKeptSession()).toBe(false);
    expect(local.getItem('token')).toBeNull();
    openTab();
    expect(session.getToken()).toBeNull();
  });

  it('a kept login lives on the device: a new tab (the app reopened) has it', () => {
    session.saveSession(login(2, 'key.secret'));
    openTab();
    expect(session.getToken()).toBe('access-2');
    expect(session.getUser()?.id).toBe(2);
    expect(session.getRefreshToken()).toBe('key.secret');
    expect(session.isKeptSession()).toBe(true);
    session.replaceKeptTokens('access-3', 'key.next');
    expect([session.getToken(), session.getRefreshToken()]).toEqual(['access-3', 'key.next']);
    session.clearSession();
    expect([session.getToken(), session.getRefreshToken(), session.getUserId()]).toEqual([null, null, null]);
  });

  it('another user signing in a tab of their own leaves the kept session alone', () => {
    session.saveSession(login(2, 'key.secret'));
    openTab();
    session.saveSession(login(5));
    expect(session.getUser()?.id).toBe(5);
    expect(session.isKeptSession()).toBe(false);
    session.clearSession();
    // That tab signed out: the device's kept session is back for it, untouched.
    expect(session.getToken()).toBe('access-2');
    expect(session.getRefreshToken()).toBe('key.secret');
  });

  it('a second kept login takes the place of the first (one per browser)', () => {
    session.saveSession(login(2, 'key.a'));
    session.saveSession(login(3, 'key.b'));
    openTab();
    expect([session.getUser()?.id, session.getRefreshToken()]).toEqual([3, 'key.b']);
  });
});
