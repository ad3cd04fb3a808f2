import { Button, Group, Paper } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { financialApi } from '../../../api/financial.ts';
import { type Message, MessageModal } from '../../../components/MessageModal.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { errorLines } from '../../../lib/errors.ts';
import { setInitialInfo } from '../../../lib/session.ts';
import { AddItemButton } from '../components/AddItemButton.tsx';
import { InventoryBrowser } from '../components/InventoryBrowser.tsx';
import { INITIAL_FLOW } from '../model.ts';

/**
 * '/initial-inventory': the inventory step of the onboarding (spec 2 §2). 'Continuar' closes the
 * initial information (the opening balance becomes read-only) and goes to /my-inventory.
 */
export default function InitialInventoryPage() {
  const navigate = useNavigate();
  const [closing, setClosing] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  const finish = async () => {
    setClosing(true);
    const result = await financialApi.close();
    setClosing(false);
    if (!result.ok) {
      setMessage({ title: 'Error', list: errorLines(result.data), tone: 'error' });
      return;
    }
    setInitialInfo(true);
    navigate('/my-inventory');
  };

  return (
    <>
      <PageHeader title="Inventario inicial" />
      <Group mb="md">
        <AddItemButton to={INITIAL_FLOW.newItem} />
      </Group>
      <InventoryBrowser flow={INITIAL_FLOW} />
      <Paper withBorder radius="md" p="sm" mt="xl">
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/my-profile" variant="default">
            Omitir
          </Button>
          <Button onClick={finish} loading={closing}>
            Continuar
          </Button>
        </Group>
      </Paper>
      <MessageModal message={message} onClose={() => setMessage(null)} />
    </>
  );
}
