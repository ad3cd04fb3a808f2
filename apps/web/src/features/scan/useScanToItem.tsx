import { PHONE_MSG } from '@cc/shared';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { inventoryQueries } from '../inventory/index.ts';

const S = PHONE_MSG.scan;

/**
 * A code read by the camera → the seller's item whose reference (sku) it is; an unknown code offers
 * to create the item with that reference.
 */
export function useScanToItem(onItem: (inventoryId: number) => void) {
  const items = useQuery(inventoryQueries.list());
  const navigate = useNavigate();
  const [unknown, setUnknown] = useState<string | null>(null);
  const onCode = (code: string) => {
    const wanted = code.toUpperCase();
    const item = (items.data ?? []).find((i) => i.sku.trim().toUpperCase() === wanted && i.is_active);
    if (item) onItem(item.id);
    else setUnknown(code);
  };
  const modal = (
    <Modal
      opened={unknown !== null}
      onClose={() => setUnknown(null)}
      title={S.unknownTitle}
      centered
      size="sm"
    >
      <Text>{S.unknownText(unknown ?? '')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => setUnknown(null)}>
          {S.cancel}
        </Button>
        <Button onClick={() => navigate(`/inventory-form/new?sku=${encodeURIComponent(unknown ?? '')}`)}>
          {S.create}
        </Button>
      </Group>
    </Modal>
  );
  return { onCode, modal };
}
