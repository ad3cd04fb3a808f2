import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CategoryGroup } from '../../../api/financial.ts';
import { ONBOARDING_TEXT } from '../messages.ts';
import { financialQueries } from '../queries.ts';

const T = ONBOARDING_TEXT.category;

type Props = Omit<SelectProps, 'data'> & { group: CategoryGroup };

/** The categories a form accepts, from GET /api/financial_categories/ (docs/product/1-account.md §7 filters). */
export function CategorySelect({ group, ...props }: Props) {
  const { data, isPending, isError, refetch } = useQuery(financialQueries.categories(group));
  const options = (data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Select
      placeholder={isPending ? T.loading : T.placeholder}
      data={options}
      allowDeselect={false}
      withAsterisk
      nothingFoundMessage={isError ? T.loadFailed : T.none}
      onDropdownOpen={() => {
        if (isError) void refetch();
      }}
      {...props}
    />
  );
}
