import { INCOME_MSG } from '@cc/shared';
import { Button } from '@mantine/core';
import { IconDownload, IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DocumentRowCard } from '../../../components/credit/DocumentRowCard.tsx';
import { DocumentList, KindRoute } from '../../../components/document/DocumentList.tsx';
import type { DocumentKind } from '../../../components/document/document-data.ts';
import { RowMenu } from '../../../components/document/RowMenu.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { InvoiceModal } from '../components/InvoiceModal.tsx';
import { SALE_LIST } from '../config.ts';
import { useInvoiceDownload } from '../hooks/useInvoiceDownload.ts';
import { creditPath, editIncomePath, newIncomePath } from '../kinds.ts';
import { INCOME_TEXT } from '../messages.ts';

const { menu } = INCOME_TEXT;

/** '/income-detail/:type' (cash, bank or credit): the documents (and abonos received) of that kind. */
export function IncomeListPage() {
  return <KindRoute render={(kind) => <IncomeList key={kind} kind={kind} />} />;
}

function IncomeList({ kind }: { kind: DocumentKind }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [invoiceId, setInvoiceId] = useState<number | null>(null);
  const { download, downloading } = useInvoiceDownload(setMessage);
  const add = (
    <Button component={Link} to={newIncomePath(kind)} leftSection={<IconPlus size={18} />}>
      {INCOME_MSG.addButton}
    </Button>
  );

  return (
    <DocumentList
      config={SALE_LIST}
      kind={kind}
      add={add}
      row={(item, onVoid) => (
        <DocumentRowCard
          item={item}
          party={item.client.name}
          testIdPrefix="income"
          to={item.payment_type === 'CREDITO' && !item.is_payment ? creditPath(item.id) : undefined}
          menu={
            !item.deleted && !item.is_payment ? (
              <RowMenu
                ariaLabel={INCOME_TEXT.rowOptions(item.reference)}
                editTo={editIncomePath(kind, item.id)}
                onVoid={onVoid}
                extra={{
                  before: [
                    { label: menu.invoice, icon: IconFileInvoice, onClick: () => setInvoiceId(item.id) },
                  ],
                  after: [{ label: menu.pdf, icon: IconDownload, onClick: () => void download(item) }],
                }}
              />
            ) : undefined
          }
        />
      )}
    >
      <InvoiceModal
        incomeId={invoiceId}
        onClose={() => setInvoiceId(null)}
        onDownload={(doc) => void download(doc)}
        downloading={downloading !== null}
      />
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </DocumentList>
  );
}
