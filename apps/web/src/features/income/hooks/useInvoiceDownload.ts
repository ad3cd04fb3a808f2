import { useState } from 'react';
import { incomesApi } from '../../../api/incomes.ts';
import { refusalMessage } from '../../../components/errors.ts';
import type { Message } from '../../../components/MessageModal.tsx';

/** GET /api/incomes/{id}/pdf saved as 'Factura 0007.pdf'; a refusal becomes an 'Error' modal. */
export function useInvoiceDownload(notify: (message: Message) => void) {
  const [downloading, setDownloading] = useState<number | null>(null);
  const download = async (doc: { id: number; number: number }) => {
    setDownloading(doc.id);
    const result = await incomesApi.invoicePdf(doc.id, doc.number);
    setDownloading(null);
    if (!result.ok) notify(refusalMessage(result));
  };
  return { download, downloading };
}
