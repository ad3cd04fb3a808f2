import { Card, Skeleton, Stack } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../../api/client.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { UI_TEXT } from '../../../components/messages.ts';
import { NotFound } from '../../../components/NotFound.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';

type Props<T, K extends QueryKey> = {
  title: string;
  listPath: string;
  id: number | null;
  query: (id: number) => UseQueryOptions<T, Error, T, K>;
  children: (record: T) => ReactNode;
};

/**
 * Loads the record an edit form starts from; an id the user does not own answers 404 and
 * shows 'ERROR 404'.
 */
export function RecordLoader<T, K extends QueryKey>({ title, listPath, id, query, children }: Props<T, K>) {
  const result = useQuery({ ...query(id ?? 0), enabled: id !== null });
  if (id === null) return <NotFound />;
  if (result.data !== undefined) return <>{children(result.data)}</>;
  if (result.error instanceof ApiError && result.error.status === 404) return <NotFound />;
  return (
    <>
      <PageHeader title={title} backTo={listPath} />
      {result.isError ? (
        <LoadError onRetry={() => void result.refetch()} />
      ) : (
        <Card withBorder radius="md" padding="lg" maw={560} aria-busy="true" aria-label={UI_TEXT.loading}>
          <Stack gap="lg">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} width="50%" ml="auto" />
          </Stack>
        </Card>
      )}
    </>
  );
}
