import type { TestApp } from './app.ts';
import type { CreatedUser } from './factories.ts';

/** A JSON POST as the browser sends a write, with an Idempotency-Key when `key` is given (ADR 014). */
export function idempotentPost(t: TestApp, u: CreatedUser, url: string, body: unknown, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...u.auth,
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: JSON.stringify(body),
  });
}
