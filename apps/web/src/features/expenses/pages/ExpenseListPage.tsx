import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DocumentList, KindRoute } from '../../../components/document/DocumentList.tsx';
import type { DocumentKind } from '../../../components/document/document-data.ts';
import { ExpenseCard } from '../components/ExpenseCard.tsx';
import { EXPENSE_LIST } from '../config.ts';
import { creditPath, editExpensePath, KINDS, newExpensePath } from '../kinds.ts';

/** '/expenses-detail/:type' (cash, bank or credit): the expenses (and abonos paid) of that kind. */
export default function ExpenseListPage() {
  return <KindRoute render={(kind) => <ExpenseList key={kind} kind={kind} />} />;
}

function ExpenseList({ kind }: { kind: DocumentKind }) {
  const add = (
    <Button component={Link} to={newExpensePath(kind)} leftSection={<IconPlus size={18} />}>
      {KINDS[kind].formTitle}
    </Button>
  );
  return (
    <DocumentList
      config={EXPENSE_LIST}
      kind={kind}
      add={add}
      row={(item, onVoid) => {
        const live = !item.deleted && !item.is_payment;
        const credit = item.payment_type === 'CREDITO' && !item.is_payment;
        return (
          <ExpenseCard
            reference={item.reference}
            date={item.date}
            title={item.description}
            value={item.value}
            deleted={item.deleted}
            finished={item.paid_out}
            isPayment={item.is_payment}
            balance={credit && live && !item.paid_out ? item.value - item.payment : undefined}
            to={credit ? creditPath(item.id) : undefined}
            editTo={live ? editExpensePath(kind, item.id) : undefined}
            onVoid={live ? onVoid : undefined}
          />
        );
      }}
    />
  );
}
