import { ScrollArea, Tabs, useMatches } from '@mantine/core';
import type { ReactNode } from 'react';
import { INVENTORY_TABS, type InventoryTab } from '../model.ts';

type Props = { value: InventoryTab; onChange: (tab: string | null) => void; children: ReactNode };

/** The five mutually exclusive filters (docs/product/2-inventory-income-purchases.md §2); scrolls sideways on narrow screens. */
export function InventoryTabs({ value, onChange, children }: Props) {
  // Phones: the five tabs share the width instead of scrolling out of view.
  const grow = useMatches({ base: true, sm: false });
  return (
    <Tabs value={value} onChange={onChange} keepMounted={false}>
      <ScrollArea type="never" mb="md">
        <Tabs.List grow={grow} style={{ flexWrap: 'nowrap' }}>
          {INVENTORY_TABS.map((t) => (
            <Tabs.Tab
              key={t.value}
              value={t.value}
              px={{ base: 6, xs: 'sm', sm: 'md' }}
              fz={{ base: 13, xs: 'sm' }}
            >
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
      <Tabs.Panel value={value}>{children}</Tabs.Panel>
    </Tabs>
  );
}
