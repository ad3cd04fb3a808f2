import { INVENTORY_MSG } from '@cc/shared';
import { Group } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { SharePopup } from '../../../components/SharePopup.tsx';
import { getUserId, useSession } from '../../../lib/session.ts';
import { AddItemButton } from '../components/AddItemButton.tsx';
import { InventoryBrowser } from '../components/InventoryBrowser.tsx';
import { INVENTORY_TEXT as T } from '../messages.ts';
import { catalogUrl, INVENTORY_TOOLTIP, REGULAR_FLOW } from '../model.ts';

/** '/my-inventory': 'Mi inventario' with its filters and the catalogue share option. */
export default function MyInventoryPage() {
  const { user } = useSession();
  const userId = user?.id ?? getUserId();
  return (
    <>
      <PageHeader
        title={INVENTORY_MSG.title}
        tooltip={INVENTORY_TOOLTIP}
        actions={
          userId !== null && (
            <SharePopup url={catalogUrl(userId)} title={T.share.title} message={T.share.message} />
          )
        }
      />
      <Group mb="md">
        <AddItemButton to={REGULAR_FLOW.newItem} />
      </Group>
      <InventoryBrowser flow={REGULAR_FLOW} />
    </>
  );
}
