import { SHOPPING_MSG } from '@cc/shared';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DocumentRowCard } from '../../../components/credit/DocumentRowCard.tsx';
import { ChoiceModal } from '../../../components/document/ChoiceModal.tsx';
import { DocumentList, KindRoute } from '../../../components/document/DocumentList.tsx';
import type { DocumentKind } from '../../../components/document/document-data.ts';
import { RowMenu } from '../../../components/document/RowMenu.tsx';
import { capitalize } from '../../../lib/format.ts';
import { PURCHASE_LIST } from '../config.ts';
import {
  CATEGORY_KEYS,
  CATEGORY_LABELS,
  categoryKeyOf,
  creditPath,
  editShoppingPath,
  KINDS,
  newShoppingPath,
} from '../kinds.ts';
import { SHOPPING_TEXT } from '../messages.ts';

/** '/shopping-detail/:type' (cash, bank or credit): the purchases (and abonos paid) of that kind. */
export default function ShoppingListPage() {
  return <KindRoute render={(kind) => <ShoppingList key={kind} kind={kind} />} />;
}

function ShoppingList({ kind }: { kind: DocumentKind }) {
  const [categoryOpen, setCategoryOpen] = useState(false);
  // The label is long ('… en crédito'): let it wrap on a phone instead of being cut.
  const add = (
    <Button
      leftSection={<IconPlus size={18} />}
      onClick={() => setCategoryOpen(true)}
      h="auto"
      py={8}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
    >
      {SHOPPING_MSG.registerButton(KINDS[kind].short)}
    </Button>
  );

  return (
    <DocumentList
      config={PURCHASE_LIST}
      kind={kind}
      add={add}
      row={(item, onVoid) => (
        <DocumentRowCard
          item={item}
          party={item.provider.name}
          dateNote={capitalize(item.category.name)}
          testIdPrefix="shopping"
          to={item.payment_type === 'CREDITO' && !item.is_payment ? creditPath(item.id) : undefined}
          menu={
            !item.deleted && !item.is_payment ? (
              <RowMenu
                ariaLabel={SHOPPING_TEXT.rowOptions(item.reference)}
                editTo={editShoppingPath(kind, categoryKeyOf(item.category.id), item.id)}
                onVoid={onVoid}
              />
            ) : undefined
          }
        />
      )}
    >
      <ChoiceModal
        title={SHOPPING_MSG.categoryModal}
        opened={categoryOpen}
        onClose={() => setCategoryOpen(false)}
        choices={CATEGORY_KEYS.map((c) => ({ label: CATEGORY_LABELS[c], to: newShoppingPath(kind, c) }))}
      />
    </DocumentList>
  );
}
