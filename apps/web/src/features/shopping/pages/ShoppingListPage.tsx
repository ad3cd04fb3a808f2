import { INVENTORY_MSG, LIST_SKELETON_MS, SHOPPING_MSG } from '@cc/shared';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DocumentRowCard } from '../../../components/credit/DocumentRowCard.tsx';
import { LoadMore } from '../../../components/credit/LoadMore.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ListSkeleton } from '../../../components/ListSkeleton.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { capitalize, formatCOP } from '../../../lib/format.ts';
import { headerTotal, loadedRows } from '../../../lib/paged-list.ts';
import { useSettledDelay } from '../../../lib/use-settled-delay.ts';
import { ChoiceModal } from '../components/ChoiceModal.tsx';
import { ShoppingRowMenu } from '../components/ShoppingRowMenu.tsx';
import { VoidDialogs, type VoidTarget } from '../components/VoidDialogs.tsx';
import {
  CATEGORY_KEYS,
  CATEGORY_LABELS,
  categoryKeyOf,
  creditPath,
  editShoppingPath,
  isShoppingKind,
  KINDS,
  newShoppingPath,
  type ShoppingKind,
} from '../kinds.ts';
import { shoppingQueries } from '../queries.ts';

/** '/shopping-detail/:type' (cash, bank or credit): the purchases (and abonos paid) of that kind. */
export default function ShoppingListPage() {
  const { type } = useParams();
  return isShoppingKind(type) ? <ShoppingList key={type} kind={type} /> : <NotFound />;
}

function ShoppingList({ kind }: { kind: ShoppingKind }) {
  const info = KINDS[kind];
  const list = useInfiniteQuery(shoppingQueries.list(kind));
  const rows = loadedRows(list.data);
  const total = headerTotal(kind, list.data);
  const settled = useSettledDelay(!list.isPending, LIST_SKELETON_MS);
  const [categoryOpen, setCategoryOpen] = useState(false);
  const [voiding, setVoiding] = useState<VoidTarget | null>(null);

  return (
    <>
      <PageHeader title={info.listTitle} backTo="/my-shopping" />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <Text fw={600}>
              {kind === 'credit' ? SHOPPING_MSG.payableLabel : SHOPPING_MSG.totalLabel(info.short)}
            </Text>
            <Text fw={800} size="xl" c="brand.8" data-testid="shopping-list-total">
              {total !== undefined ? formatCOP(total) : '…'}
            </Text>
          </Group>
          {/* The label is long ('… en crédito'): let it wrap on a phone instead of being cut. */}
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setCategoryOpen(true)}
            h="auto"
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          >
            {SHOPPING_MSG.registerButton(info.short)}
          </Button>
        </Group>
      </Paper>

      {!settled ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState
          message={list.isError ? INVENTORY_MSG.connectionError : SHOPPING_MSG.empty}
          color={list.isError ? 'red' : undefined}
        />
      ) : (
        <Stack gap="sm">
          {rows.map((item) => {
            const isCredit = item.payment_type === 'CREDITO' && !item.is_payment;
            return (
              <DocumentRowCard
                key={`${item.is_payment ? 'p' : 's'}${item.id}`}
                item={item}
                party={item.provider.name}
                dateNote={capitalize(item.category.name)}
                testIdPrefix="shopping"
                to={isCredit ? creditPath(item.id) : undefined}
                menu={
                  !item.deleted && !item.is_payment ? (
                    <ShoppingRowMenu
                      reference={item.reference}
                      editTo={editShoppingPath(kind, categoryKeyOf(item.category.id), item.id)}
                      onVoid={() => setVoiding({ kind: 'document', id: item.id, reference: item.reference })}
                    />
                  ) : undefined
                }
              />
            );
          })}
        </Stack>
      )}
      <LoadMore
        hasMore={settled && list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoad={() => void list.fetchNextPage()}
        testId="shopping-load-more"
      />
      <ChoiceModal
        title={SHOPPING_MSG.categoryModal}
        opened={categoryOpen}
        onClose={() => setCategoryOpen(false)}
        choices={CATEGORY_KEYS.map((c) => ({ label: CATEGORY_LABELS[c], to: newShoppingPath(kind, c) }))}
      />
      <VoidDialogs target={voiding} onClose={() => setVoiding(null)} />
    </>
  );
}
