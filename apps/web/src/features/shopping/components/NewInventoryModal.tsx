import { SHOPPING_MSG } from '@cc/shared';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { inventoryApi } from '../../../api/inventory.ts';
import { failureMessage } from '../../../components/errors.ts';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { UI_TEXT } from '../../../components/messages.ts';
import { useSingleSubmit } from '../../../lib/use-single-submit.ts';
import { requiredWholeAlert, wholeOf } from '../../../lib/whole-number.ts';
import { inventoryKeys } from '../../inventory/index.ts';
import { SHOPPING_TEXT } from '../messages.ts';

const T = SHOPPING_TEXT.newItem;

type Created = { id: number; cost: number; sale: number };
type Props = {
  opened: boolean;
  onClose: () => void;
  alert: (text: string) => void;
  onCreated: (item: Created) => void;
};

const N = SHOPPING_MSG.newInventory;

/**
 * 'New inventory from the purchase form' (docs/product/2-inventory-income-purchases.md §5): a purchased product with no stock yet
 * (quantity 0); the purchase line then brings its first units.
 */
export function NewInventoryModal({ opened, onClose, alert, onCreated }: Props) {
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [sku, setSku] = useState('');
  const [cost, setCost] = useState('');
  const [sale, setSale] = useState('');
  const { sending, guard } = useSingleSubmit();
  const [message, setMessage] = useState<Message | null>(null);

  const save = () => {
    if (!name.trim()) return alert(N.name);
    const wrongCost = requiredWholeAlert(cost, N.cost);
    if (wrongCost) return alert(wrongCost);
    if (wholeOf(sale) === null) return alert(N.saleValue);
    if (!sku.trim()) return alert(N.sku);
    return create();
  };
  // The modal stays mounted for the next product: the button is free again after each answer.
  const create = guard(async () => {
    const result = await inventoryApi.create(
      {
        category: 'PRODUCTO COMPRADO',
        name: name.trim(),
        sku: sku.trim(),
        cost_value: wholeOf(cost) ?? 0,
        sale_value: wholeOf(sale) ?? 0,
        quantity: 0,
        is_initial: false,
      },
      null,
    );
    if (!result.ok) return setMessage(failureMessage(SHOPPING_MSG.createFailed, result));
    await qc.invalidateQueries({ queryKey: inventoryKeys.all });
    onCreated({ id: result.data.id, cost: wholeOf(cost) ?? 0, sale: wholeOf(sale) ?? 0 });
    setMessage({ title: SHOPPING_MSG.inventoryCreated.title, tone: 'success' });
  });

  return (
    <>
      <Modal opened={opened && message === null} onClose={onClose} title={<Text fw={700}>{T.title}</Text>}>
        <Stack gap="sm">
          <TextInput label={T.name} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <TextInput label={T.sku} value={sku} onChange={(e) => setSku(e.currentTarget.value)} />
          <MoneyInput label={T.cost} value={cost} onChange={setCost} />
          <MoneyInput label={T.salePrice} value={sale} onChange={setSale} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {UI_TEXT.cancel}
            </Button>
            <Button loading={sending} onClick={() => void save()}>
              {UI_TEXT.save}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <MessageModal
        message={message}
        onClose={() => {
          const ok = message?.tone === 'success';
          setMessage(null);
          if (ok) {
            setName('');
            setSku('');
            setCost('');
            setSale('');
            onClose();
          }
        }}
      />
    </>
  );
}
