import { INCOME_MSG, type IncomeDetail, PHONE_MSG } from '@cc/shared';
import { Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  type CreditDetailKind,
  CreditDetailPage as Page,
} from '../../../components/credit/CreditDetailPage.tsx';
import { whatsappPhone } from '../../../lib/whatsapp.ts';
import { WhatsAppReminder } from '../components/WhatsAppShare.tsx';
import { SALE_VOIDING } from '../config.ts';
import { editPaymentPath, listPath, newPaymentPath } from '../kinds.ts';
import { INCOME_TEXT } from '../messages.ts';
import { incomeQueries } from '../queries.ts';

/** The polite WhatsApp reminder of the pending balance, to the client's cellphone. */
function ReminderActions({ doc }: { doc: IncomeDetail }) {
  return (
    <Group mt="sm" gap="xs">
      <WhatsAppReminder doc={doc} />
      {!whatsappPhone(doc.client.cellphone) && (
        <Text size="xs" c="dimmed">
          {PHONE_MSG.whatsapp.noCellphone}
        </Text>
      )}
    </Group>
  );
}

const SALE = {
  useDetail: (id) => useQuery(incomeQueries.detail(id)),
  listPath: listPath('credit'),
  title: (doc) => INCOME_TEXT.creditTitle(doc.reference),
  party: (doc) => ({ name: doc.client.name }),
  texts: { credit: INCOME_TEXT.credit, addPayment: INCOME_MSG.addPayment, empty: INCOME_MSG.empty },
  newPaymentPath: (doc) => newPaymentPath(doc.id),
  editPaymentPath: (doc, paymentId) => editPaymentPath(doc.id, paymentId),
  voiding: SALE_VOIDING,
  openActions: ReminderActions,
} satisfies CreditDetailKind<IncomeDetail>;

/** '/income-detail/credit/:id': credit, paid, balance and the abonos of one credit sale. */
export function CreditDetailPage() {
  return <Page kind={SALE} />;
}
