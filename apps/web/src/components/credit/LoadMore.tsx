import { LIST_MSG } from '@cc/shared';
import { Button, Center } from '@mantine/core';

type Props = { hasMore: boolean; loading: boolean; onLoad: () => void; testId: string };

/** 'Cargar más' under a paged list, while the server has more rows of the filter. */
export function LoadMore({ hasMore, loading, onLoad, testId }: Props) {
  if (!hasMore) return null;
  return (
    <Center mt="md">
      <Button variant="light" loading={loading} onClick={onLoad} data-testid={testId}>
        {LIST_MSG.loadMore}
      </Button>
    </Center>
  );
}
