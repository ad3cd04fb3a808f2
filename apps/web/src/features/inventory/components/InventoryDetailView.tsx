import {
  DETAIL_SKELETON_CARDS,
  INVENTORY_MSG,
  isService,
  LIST_SKELETON_MS,
  PHONE_MSG,
  type StockBatch,
} from '@cc/shared';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { type InventoryDetail, inventoryApi } from '../../../api/inventory.ts';
import { Cargando } from '../../../components/Cargando.tsx';
import { ConfirmDeleteModal } from '../../../components/ConfirmDeleteModal.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { refusalMessage } from '../../../components/errors.ts';
import { ListSkeleton } from '../../../components/ListSkeleton.tsx';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatCOP, formatDate } from '../../../lib/format.ts';
import { useIdParam } from '../../../lib/ids.ts';
import { useSession } from '../../../lib/session.ts';
import { useSettledDelay } from '../../../lib/use-settled-delay.ts';
import { INVENTORY_TEXT as T } from '../messages.ts';
import { CATEGORY_LABELS, INVENTORY_FIELD_LABELS, INVENTORY_TITLES, type InventoryFlow } from '../model.ts';
import { useRefreshInventory } from '../mutations.ts';
import { inventoryQueries } from '../queries.ts';
import { BatchCard } from './BatchCard.tsx';
import { ItemImage } from './ItemImage.tsx';

/** '/inventory-detail/:id' and '/initial-inventory-detail/:id' (docs/product/2-inventory-income-purchases.md §2, §4). */
export function InventoryDetailView({ flow }: { flow: InventoryFlow }) {
  const id = useIdParam();
  const title = flow.initial ? INVENTORY_TITLES.detailInitial : INVENTORY_TITLES.detail;
  const detail = useQuery({ ...inventoryQueries.detail(id ?? 0), enabled: id !== null });
  // Six placeholders, cleared 1 s after the answer (docs/product/2-inventory-income-purchases.md §2).
  const settled = useSettledDelay(id === null || !detail.isPending, LIST_SKELETON_MS);

  let body: ReactNode;
  if (!settled || (id !== null && detail.isPending)) {
    body = <ListSkeleton cards={DETAIL_SKELETON_CARDS} />;
  } else if (id === null || detail.isError || !detail.data) {
    const missing = id === null || (detail.error instanceof ApiError && detail.error.status === 404);
    body = (
      <EmptyState
        message={missing ? INVENTORY_MSG.emptyFiltered : INVENTORY_MSG.connectionError}
        color={missing ? undefined : 'red'}
      />
    );
  } else {
    body = <DetailBody item={detail.data} flow={flow} />;
  }
  return (
    <>
      <PageHeader title={title} backTo={flow.list} />
      {body}
    </>
  );
}

function DetailBody({ item, flow }: { item: InventoryDetail; flow: InventoryFlow }) {
  const navigate = useNavigate();
  const refresh = useRefreshInventory();
  const service = isService(item.category);
  // Initial batches are opening balance: none is added once the initial information is closed.
  const closed = useSession().initialInfo === 'true';
  const [toCancel, setToCancel] = useState<StockBatch | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const cancelBatch = async () => {
    if (!toCancel) return;
    setBusy(true);
    const res = await inventoryApi.cancelStock(toCancel.id);
    setToCancel(null);
    await refresh();
    setBusy(false);
    if (!res.ok) setMessage(refusalMessage(res, INVENTORY_MSG.stockFailed.text));
  };

  const deleteItem = async () => {
    setBusy(true);
    const res = await inventoryApi.remove(item.id);
    setConfirmDelete(false);
    if (res.ok) {
      await refresh();
      setBusy(false);
      navigate(flow.list);
      return;
    }
    setBusy(false);
    setMessage(refusalMessage(res, INVENTORY_MSG.updateFailed.text));
  };

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          {item.image && <ItemImage src={item.image} alt={item.name} size={160} />}
          <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
            <Group gap="xs">
              <Badge variant="light" color="brand">
                {CATEGORY_LABELS[item.category]}
              </Badge>
              <Badge variant="light" color={item.is_active ? 'teal' : 'gray'} data-testid="item-status">
                {item.is_active ? INVENTORY_MSG.active : INVENTORY_MSG.inactive}
              </Badge>
            </Group>
            <Title order={3} data-testid="detail-name" style={{ overflowWrap: 'anywhere' }}>
              {item.name}
            </Title>
            {item.sku && (
              <Text size="sm" c="dimmed">
                {T.sku(item.sku)}
              </Text>
            )}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.description || T.noDescription}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" mt="md">
          <Button
            component={Link}
            to={flow.edit(item.id)}
            variant="light"
            leftSection={<IconEdit size={16} />}
          >
            {T.edit}
          </Button>
          {!service && !(flow.initial && closed) && (
            <Button component={Link} to={flow.newStock(item.id)} leftSection={<IconPlus size={16} />}>
              {T.addStock}
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setConfirmDelete(true)}
          >
            {T.remove}
          </Button>
        </Group>
      </Card>

      {service ? (
        <ServiceCard item={item} />
      ) : (
        <Stack gap="sm">
          <Title order={4}>{T.stocks}</Title>
          {item.stock.length === 0 ? (
            <EmptyState message={INVENTORY_MSG.emptyStocks} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
              {item.stock.map((batch) => (
                <BatchCard key={batch.id} batch={batch} onCancel={setToCancel} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}

      <ConfirmDeleteModal
        opened={toCancel !== null}
        title={INVENTORY_MSG.cancelStockConfirm.title}
        question={
          // Which batch (issue 10): several batches of one item look alike in a single question.
          toCancel
            ? `${INVENTORY_MSG.cancelStockConfirm.text} ${PHONE_MSG.batchOf(formatDate(toCancel.created), toCancel.quantity, formatCOP(toCancel.cost_value))}`
            : INVENTORY_MSG.cancelStockConfirm.text
        }
        cancelLabel={INVENTORY_MSG.cancelStockConfirm.cancel}
        confirmLabel={INVENTORY_MSG.cancelStockConfirm.confirm}
        loading={busy}
        onCancel={() => setToCancel(null)}
        onConfirm={cancelBatch}
      />
      <ConfirmDeleteModal
        opened={confirmDelete}
        title={INVENTORY_MSG.deleteConfirm.title}
        question={INVENTORY_MSG.deleteConfirm.text}
        cancelLabel={INVENTORY_MSG.deleteConfirm.cancel}
        confirmLabel={INVENTORY_MSG.deleteConfirm.confirm}
        loading={busy}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={deleteItem}
      />
      <Cargando visible={busy} />
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </Stack>
  );
}

/** A service has no batches: its availability and price come from the item (docs/product/2-inventory-income-purchases.md §4). */
function ServiceCard({ item }: { item: InventoryDetail }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="service-card" maw={420}>
      <Group justify="space-between" wrap="nowrap">
        <Badge size="lg" color={item.is_active ? 'brand' : 'red'} variant="light">
          {item.is_active ? INVENTORY_MSG.available : INVENTORY_MSG.unavailable}
        </Badge>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            {INVENTORY_FIELD_LABELS.sale_value}
          </Text>
          <Text fw={700} c="brand.8">
            {item.sale_value === null ? '—' : formatCOP(item.sale_value)}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
