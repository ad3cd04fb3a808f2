import { ActionIcon, Menu } from '@mantine/core';
import { type Icon, IconBan, IconDotsVertical, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROW_MENU_TEXT as ROW_TEXT } from './texts.ts';

/** An action of a row's popover: a link or a click; 'Anular' ('void') goes last, in red. */
export type RowMenuItem = { label: string; icon: Icon; to?: string; onClick?: () => void };

type Props = {
  /** 'Opciones del ingreso 0007': the button names its row. */
  ariaLabel: string;
  editTo: string;
  onVoid: () => void;
  /** Actions of the module's own between edit and void (a sale's invoice and PDF). */
  extra?: { before?: readonly RowMenuItem[]; after?: readonly RowMenuItem[] };
};

function Item({ item }: { item: RowMenuItem }) {
  const ItemIcon = item.icon;
  const icon = <ItemIcon size={16} />;
  return item.to ? (
    <Menu.Item leftSection={icon} component={Link} to={item.to}>
      {item.label}
    </Menu.Item>
  ) : (
    <Menu.Item leftSection={icon} onClick={item.onClick}>
      {item.label}
    </Menu.Item>
  );
}

/** The popover of a live sale or purchase (docs/product/2-inventory-income-purchases.md §2): edit, the module's own actions, void. */
export function RowMenu({ ariaLabel, editTo, onVoid, extra }: Props) {
  const items = [
    ...(extra?.before ?? []),
    { label: ROW_TEXT.edit, icon: IconPencil, to: editTo },
    ...(extra?.after ?? []),
  ];
  return (
    <Menu position="bottom-end" shadow="md" width={200} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={ariaLabel}>
          <IconDotsVertical size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Item key={item.label} item={item} />
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconBan size={16} />} onClick={onVoid}>
          {ROW_TEXT.void}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
