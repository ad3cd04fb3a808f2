import { formatCOP } from '@cc/shared';

/**
 * The simulator's HTML: self-contained, Spanish, inline CSS only. No scripts — helmet's CSP
 * forbids inline scripts, and plain forms are all a checkout needs.
 */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f6fb; color: #1d2433; margin: 0; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 24px 28px;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.3rem; margin: 0 0 4px; }
  .note { font-size: .85rem; color: #6b7280; margin: 0 0 20px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #6b7280; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  .amount { font-size: 1.5rem; }
  .actions { display: flex; gap: 12px; }
  button { flex: 1; border: 0; border-radius: 8px; padding: 12px; font-size: 1rem; cursor: pointer; color: #fff; }
  .approve { background: #1f9d55; } .decline { background: #c53030; }
  .error { color: #c53030; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
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
<dl>
  <dt>Valor</dt><dd class="amount">${escapeHtml(formatCOP(view.amountInCents / 100))}</dd>
  <dt>Referencia</dt><dd>${escapeHtml(view.reference)}</dd>
  <dt>Correo</dt><dd>${escapeHtml(view.email || '—')}</dd>
  <dt>Nombre</dt><dd>${escapeHtml(view.fullName || '—')}</dd>
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
