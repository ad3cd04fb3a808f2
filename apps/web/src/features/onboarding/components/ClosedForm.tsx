import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { UI_TEXT } from '../../../components/messages.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ClosedNotice } from './ClosedNotice.tsx';

/** An asset or liability form reached once the initial information is closed (docs/product/1-account.md §4). */
export function ClosedForm({ title, listPath }: { title: string; listPath: string }) {
  return (
    <>
      <PageHeader title={title} backTo={listPath} />
      <ClosedNotice />
      <Button component={Link} to={listPath} variant="default">
        {UI_TEXT.back}
      </Button>
    </>
  );
}
