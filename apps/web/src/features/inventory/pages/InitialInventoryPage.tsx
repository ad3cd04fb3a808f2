import { INVENTORY_MSG, PHONE_MSG } from '@cc/shared';
import { Button, Group, Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { financialApi } from '../../../api/financial.ts';
import { ConfirmDeleteModal } from '../../../components/ConfirmDeleteModal.tsx';
import { errorLines } from '../../../components/errors.ts';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { setInitialInfo, useSession } from '../../../lib/session.ts';
import { ClosedNotice, financialKeys, SetupActions } from '../../onboarding/index.ts';
import { AddItemButton } from '../components/AddItemButton.tsx';
import { InventoryBrowser } from '../components/InventoryBrowser.tsx';
import { INVENTORY_TEXT as T } from '../messages.ts';
import { INITIAL_FLOW, INVENTORY_TITLES, INVENTORY_TOOLTIP } from '../model.ts';
import { inventoryKeys } from '../queries.ts';

const CLOSE_CONFIRM = PHONE_MSG.closeInitialInfo;

/**
 * '/initial-inventory': the inventory step of the onboarding (docs/product/2-inventory-income-purchases.md §2). 'Continuar' closes the
 * initial information (the opening balance becomes read-only) and goes to /my-inventory. Once it
 * is closed (docs/product/1-account.md §4: read-only) no initial item can be added and only a way back remains.
 */
export default function InitialInventoryPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const closed = useSession().initialInfo === 'true';
  const [closing, setClosing] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  // Closing locks the opening balance for good: one tap is not enough (issue 10 item 7).
  const [confirming, setConfirming] = useState(false);

  const finish = async () => {
    setConfirming(false);
    setClosing(true);
    const result = await financialApi.close();
    setClosing(false);
    if (!result.ok) {
      setMessage({ title: T.errorTitle, list: errorLines(result.data), tone: 'error' });
      return;
    }
    setInitialInfo(true);
    // Initial batches can no longer be voided, and the opening balance is locked.
    void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
    void queryClient.invalidateQueries({ queryKey: financialKeys.all });
    navigate('/my-inventory');
  };

  return (
    <>
      <PageHeader title={INVENTORY_TITLES.initialList} tooltip={INVENTORY_TOOLTIP} />
      {closed ? (
        <ClosedNotice text={INVENTORY_MSG.initialClosed} />
      ) : (
        <Group mb="md">
          <AddItemButton to={INITIAL_FLOW.newItem} />
        </Group>
      )}
      <InventoryBrowser flow={INITIAL_FLOW} />
      <Paper withBorder radius="md" p="sm" mt="xl">
        <SetupActions
          closed={closed}
          next={
            <Button onClick={() => setConfirming(true)} loading={closing}>
              {T.continue}
            </Button>
          }
        />
      </Paper>
      <ConfirmDeleteModal
        opened={confirming}
        title={CLOSE_CONFIRM.title}
        question={CLOSE_CONFIRM.question}
        cancelLabel={CLOSE_CONFIRM.cancel}
        confirmLabel={CLOSE_CONFIRM.confirm}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void finish()}
      />
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </>
  );
}
