import type { Checkout } from '@cc/shared';
import { useEffect, useRef } from 'react';

/**
 * Wompi Web Checkout is a plain browser GET form (docs/product/1-account.md §7). Every field comes signed from
 * the server; this renders them as hidden inputs and submits once, leaving the app.
 */
export function WompiCheckoutForm({ checkout }: { checkout: Checkout }) {
  const ref = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return; // StrictMode runs effects twice in development
    sent.current = true;
    ref.current?.submit();
  }, []);
  return (
    <form ref={ref} method="GET" action={checkout.url} hidden data-testid="wompi-checkout-form">
      {Object.entries(checkout.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
