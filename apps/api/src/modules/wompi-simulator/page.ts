import { formatCOP } from '@cc/shared';

/**
 * The simulator's HTML: self-contained, Spanish, inline CSS only. No scripts — helmet's CSP
 * forbids inline scripts, and plain forms are all a checkout needs.
 */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  * { box-sizing: border-box; }
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; min-height: 100vh;
         color: #1d2433; background: linear-gradient(180deg, #1f2330 0, #1f2330 210px, #eef1f6 210px); }
  main { max-width: 440px; margin: 0 auto; padding: 28px 16px 40px; }
  .brand { display: flex; align-items: center; gap: 10px; color: #fff; margin-bottom: 20px; }
  .mark { width: 34px; height: 34px; border-radius: 10px; background: #b0f2ae; color: #1f2330;
          display: flex; align-items: center; justify-content: center; font-weight: 800; font-size: 1.1rem; }
  .brand strong { font-size: 1.15rem; letter-spacing: .01em; }
  .pill { margin-left: auto; font-size: .72rem; font-weight: 700; text-transform: uppercase; letter-spacing: .06em;
          padding: 4px 10px; border-radius: 999px; background: rgba(176, 242, 174, .16); color: #b0f2ae;
          border: 1px solid rgba(176, 242, 174, .4); }
  .card { background: #fff; border-radius: 16px; padding: 24px; box-shadow: 0 18px 40px -18px rgba(20, 30, 60, .35); }
  h1 { font-size: 1.2rem; margin: 0 0 4px; }
  .note { font-size: .88rem; color: #5f6b7a; margin: 0 0 20px; line-height: 1.4; }
  .total { text-align: center; padding: 16px; border-radius: 12px; background: #f4f6fa; margin: 0 0 18px; }
  .total .label { display: block; font-size: .8rem; color: #5f6b7a; text-transform: uppercase; letter-spacing: .05em; }
  .total .amount { display: block; font-size: 2rem; font-weight: 800; margin-top: 4px; color: #1d2433; }
  dl { margin: 0 0 24px; }
  dl div { display: flex; justify-content: space-between; gap: 16px; padding: 10px 0; border-bottom: 1px solid #e6e9f0; }
  dl div:last-child { border-bottom: 0; }
  dt { color: #5f6b7a; flex: none; } dd { margin: 0; font-weight: 600; text-align: right; overflow-wrap: anywhere; min-width: 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; }
  button { flex: 1 1 150px; border-radius: 10px; padding: 13px 12px; font: inherit; font-weight: 700; cursor: pointer; }
  button:focus-visible { outline: 3px solid #7aa7ff; outline-offset: 2px; }
  .approve { background: #1f9d55; border: 1px solid #1f9d55; color: #fff; }
  .approve:hover { background: #198749; }
  .decline { background: #fff; border: 1px solid #d64545; color: #c53030; }
  .decline:hover { background: #fff5f5; }
  .error { color: #c53030; margin: 0; }
  footer { text-align: center; font-size: .78rem; color: #6b7280; margin-top: 18px; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<div class="brand"><span class="mark" aria-hidden="true">W</span><strong>Wompi</strong><span class="pill">Simulador</span></div>
<div class="card">${body}</div>
<footer>Pagos simulados: este entorno no se conecta con Wompi.</footer>
</main></body></html>`;
}

export type CheckoutView = {
  amountInCents: number;
  reference: string;
  email: string;
  fullName: string;
  /** Every field received, re-posted as hidden inputs so the POST can re-verify the signature. */
  fields: Record<string, string>;
};

export function checkoutPage(view: CheckoutView): string {
  const hidden = Object.entries(view.fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return layout(
    'Simulador de pagos Wompi',
    `<h1>Simulador de pagos Wompi</h1>
<p class="note">Modo de pruebas: ningún pago es real. Elija el resultado de la transacción.</p>
<p class="total"><span class="label">Total a pagar</span><span class="amount">${escapeHtml(formatCOP(view.amountInCents / 100))}</span></p>
<dl>
  <div><dt>Referencia</dt><dd>${escapeHtml(view.reference)}</dd></div>
  <div><dt>Correo</dt><dd>${escapeHtml(view.email || '—')}</dd></div>
  <div><dt>Nombre</dt><dd>${escapeHtml(view.fullName || '—')}</dd></div>
</dl>
<form method="post" action="/dev/wompi/checkout">${hidden}
  <div class="actions">
    <button class="approve" type="submit" name="decision" value="APPROVED">Aprobar pago</button>
    <button class="decline" type="submit" name="decision" value="DECLINED">Rechazar pago</button>
  </div>
</form>`,
  );
}

export function errorPage(reason: string): string {
  return layout(
    'Pago no disponible',
    `<h1>No se pudo iniciar el pago</h1><p class="error">${escapeHtml(reason)}</p>`,
  );
}

/** Without a redirect-url Wompi shows its own result screen; so does the simulator. */
export function resultPage(status: string, transactionId: string): string {
  const approved = status === 'APPROVED';
  return layout(
    'Resultado del pago',
    `<h1>${approved ? 'Pago aprobado' : 'Pago rechazado'}</h1>
<p class="note">Transacción ${escapeHtml(transactionId)}</p>`,
  );
}
