import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader.tsx';

type Props = {
  title: string;
  tooltip: string;
  /** The create form; absent when adding is not offered. */
  addTo?: string | undefined;
  addLabel: string;
  /** A notice between the header and the list (the read-only message). */
  notice?: ReactNode;
  children: ReactNode;
};

/** Frame of the four initial-information lists: header back to the summary, the add button. */
export function ListLayout({ title, tooltip, addTo, addLabel, notice, children }: Props) {
  return (
    <>
      <PageHeader title={title} tooltip={tooltip} backTo="/initial-information" />
      {notice}
      {addTo && (
        <Group mb="md">
          <Button
            component={Link}
            to={addTo}
            leftSection={<IconPlus size={18} />}
            w={{ base: '100%', xs: 'auto' }}
          >
            {addLabel}
          </Button>
        </Group>
      )}
      {children}
    </>
  );
}
