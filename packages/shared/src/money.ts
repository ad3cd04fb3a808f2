const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });

/** '$ 1.234.567' — the only place pesos become text. */
export function formatCOP(value: number): string {
  return cop.format(value);
}

/** Plan price display of docs/product/1-account.md §2: amount / 1000 with 3 decimals (30000 → '30.000'). */
export function formatPlanPrice(amount: number): string {
  return (amount / 1000).toFixed(3);
}

/** Document numbers zero-padded to 4 digits ('0007'); payment references '0007-02'. */
export function padNumber(n: number, width = 4): string {
  return String(n).padStart(width, '0');
}
export function paymentReference(documentNumber: number, paymentNumber: number): string {
  return `${padNumber(documentNumber)}-${padNumber(paymentNumber, 2)}`;
}
