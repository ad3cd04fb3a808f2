import { ActionIcon, Menu } from '@mantine/core';
import { IconBan, IconDotsVertical, IconDownload, IconFileInvoice, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { INCOME_TEXT } from '../messages.ts';

type Props = {
  reference: string;
  editTo: string;
  onInvoice: () => void;
  onVoid: () => void;
  onDownload: () => void;
};

/** The popover of a live document (spec 2 §2): invoice, edit, void, download PDF. */
export function IncomeRowMenu({ reference, editTo, onInvoice, onVoid, onDownload }: Props) {
  const { menu } = INCOME_TEXT;
  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Opciones del ingreso ${reference}`}>
          <IconDotsVertical size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileInvoice size={16} />} onClick={onInvoice}>
          {menu.invoice}
        </Menu.Item>
        <Menu.Item leftSection={<IconPencil size={16} />} component={Link} to={editTo}>
          {menu.edit}
        </Menu.Item>
        <Menu.Item leftSection={<IconDownload size={16} />} onClick={onDownload}>
          {menu.pdf}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconBan size={16} />} onClick={onVoid}>
          {menu.void}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
