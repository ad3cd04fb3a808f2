import { type IncomeDetail, PHONE_MSG, type ShareLink } from '@cc/shared';
import { Button, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useState } from 'react';
import { http } from '../../../api/client.ts';
import { refusalMessage } from '../../../components/errors.ts';
import { whatsappLink } from '../../../lib/whatsapp.ts';
import { INCOME_TEXT } from '../messages.ts';

const W = PHONE_MSG.whatsapp;
type Props = { doc: IncomeDetail };

const waButton = { color: 'green', variant: 'light', leftSection: <IconBrandWhatsapp size={18} /> } as const;

/**
 * 'Enviar factura por WhatsApp': asks the server for a signed link to this invoice's PDF (it
 * expires, and opens that PDF only), then offers the wa.me link with it, to the client's cellphone.
 * Two taps on purpose: a link opened after a network wait is blocked as a popup on phones.
 */
export function WhatsAppInvoice({ doc }: Props) {
  const [link, setLink] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (link) {
    const text = W.invoiceText(doc.user.profile.tradename, doc.reference, doc.value, link);
    return (
      <Button
        {...waButton}
        variant="filled"
        component="a"
        href={whatsappLink(text, doc.client.cellphone)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {INCOME_TEXT.invoice.openWhatsApp}
      </Button>
    );
  }
  const ask = async () => {
    setLoading(true);
    const result = await http.post<ShareLink>(`/api/incomes/${doc.id}/share-link/`);
    setLoading(false);
    if (result.ok) setLink(result.data.url);
    else setError(String(refusalMessage(result).text ?? refusalMessage(result).list?.[0] ?? ''));
  };
  return (
    <Stack gap={4}>
      <Button {...waButton} loading={loading} onClick={() => void ask()}>
        {W.invoice}
      </Button>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** 'Recordar pago por WhatsApp': a polite reminder of the pending balance, to the client's cellphone. */
export function WhatsAppReminder({ doc }: { doc: IncomeDetail }) {
  const text = W.reminderText(doc.client.name, doc.user.profile.tradename, doc.reference, doc.balance);
  return (
    <Button
      {...waButton}
      component="a"
      href={whatsappLink(text, doc.client.cellphone)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {W.reminder}
    </Button>
  );
}
