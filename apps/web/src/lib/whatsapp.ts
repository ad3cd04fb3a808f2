/**
 * wa.me links (issue 10 item 5): no API key, WhatsApp opens with the text ready to send. A
 * Colombian cellphone ('300 123 4567', '+57 300…') gets the country code; without one WhatsApp
 * asks whom to send it to.
 */
export function whatsappPhone(cellphone: string | null | undefined): string | null {
  const digits = (cellphone ?? '').replace(/\D/g, '');
  if (/^3\d{9}$/.test(digits)) return `57${digits}`;
  if (/^573\d{9}$/.test(digits)) return digits;
  return null;
}

export function whatsappLink(text: string, cellphone?: string | null): string {
  const phone = whatsappPhone(cellphone);
  return `https://wa.me/${phone ?? ''}?text=${encodeURIComponent(text)}`;
}
