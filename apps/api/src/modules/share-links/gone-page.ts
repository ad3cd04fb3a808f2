import { PHONE_MSG } from '@cc/shared';

const T = PHONE_MSG.whatsapp;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What a client sees when a shared invoice no longer opens (issue 30 item 5): a small Spanish page
 * naming the shop that sent it, instead of the API's JSON. Self-contained: inline CSS only, no
 * scripts (helmet's CSP), readable on a phone. `tradename` is null when the token is not one of
 * ours, which then names nobody.
 */
export function linkGonePage(tradename: string | null): string {
  const text = tradename ? T.linkGoneText(tradename) : `${T.linkExpired} ${T.linkInvalidText}`;
  const shop = tradename ? `<p class="shop">${escapeHtml(tradename)}</p>` : '';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(T.linkGoneTitle)}</title><style>
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; background: #f4f6fa; color: #1d2433; }
  main { max-width: 440px; margin: 0 auto; padding: 48px 20px; }
  .card { background: #fff; border-radius: 16px; padding: 24px; box-shadow: 0 12px 32px -16px rgba(20, 30, 60, .35); }
  .shop { margin: 0 0 8px; font-weight: 700; color: #5f6b7a; }
  h1 { font-size: 1.25rem; margin: 0 0 12px; }
  p { line-height: 1.5; margin: 0; }
</style></head>
<body><main><div class="card">${shop}<h1>${escapeHtml(T.linkGoneTitle)}</h1><p>${escapeHtml(text)}</p></div></main></body></html>
`;
}
