import { ActionIcon, Menu } from '@mantine/core';
import { IconBan, IconDotsVertical, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SHOPPING_TEXT } from '../kinds.ts';

/** The popover of a live purchase (spec 2 §2): edit and void. */
export function ShoppingRowMenu({
  reference,
  editTo,
  onVoid,
}: {
  reference: string;
  editTo: string;
  onVoid: () => void;
}) {
  return (
    <Menu position="bottom-end" shadow="md" width={180} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Opciones de la compra ${reference}`}>
          <IconDotsVertical size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} component={Link} to={editTo}>
          {SHOPPING_TEXT.menu.edit}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconBan size={16} />} onClick={onVoid}>
          {SHOPPING_TEXT.menu.void}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
