import 'altcha';
import 'altcha/i18n/es-419';
import type { WidgetMethods } from 'altcha/types';
import type {} from 'altcha/types/react';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';

export type AltchaHandle = { reset: () => void };

type Props = {
  /** The base64 payload once solved; null when unverified, expired or failed. */
  onPayload: (payload: string | null) => void;
  challenge?: string;
  ref?: Ref<AltchaHandle>;
};

type StateChange = { state: string; payload?: string };

/**
 * The self-hosted ALTCHA proof-of-work captcha (docs/integrations.md §ALTCHA). It starts solving on
 * load; the payload from 'statechange' is sent as `altcha` with the registration.
 */
export function AltchaWidget({ onPayload, challenge = '/api/captcha/challenge/', ref }: Props) {
  const element = useRef<HTMLElement & Partial<WidgetMethods>>(null);
  const callback = useRef(onPayload);
  callback.current = onPayload;

  useImperativeHandle(ref, () => ({
    // A payload is single use: after a refused registration the widget solves a new one.
    reset: () => {
      callback.current(null);
      element.current?.reset?.();
      void element.current?.verify?.();
    },
  }));

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<StateChange>).detail;
      callback.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, []);

  return <altcha-widget ref={element} challenge={challenge} auto="onload" language="es-419" name="altcha" />;
}
