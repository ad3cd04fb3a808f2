import { Select, type SelectProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { referenceQueries, toOptions } from '../api/reference.ts';
import { activityFilter, wordsFilter } from '../lib/search.ts';
import { REFERENCE_TEXT as R } from './messages.ts';
import { TouchFriendlySelect } from './TouchFriendlySelect.tsx';

/**
 * The reference-list selects of docs/product/1-account.md §3 (economic activities, document types, departments and
 * their cities), shared by the sign-up wizard, the profile form and the sale's client step.
 * Callers pass the form's value props; any default below can be overridden.
 */
type Props = Omit<SelectProps, 'data'> & { 'data-path'?: string };

/**
 * Forms keep an unchosen select as '' but Mantine clears a searchable select's text only for
 * null: with '' the old city's name stayed in the field after a new department (issue 10).
 */
const chosen = (value: string | null | undefined) => (value === '' ? null : value);

const loading = (isLoading: boolean, text: string) => (isLoading ? R.loading : text);

/** The CIIU activities (499 items): searched by everyday words and by the descriptions' words, ignoring accents. */
export function EconomicActivitySelect(props: Props) {
  const { data, isLoading } = useQuery(referenceQueries.economicActivities());
  return (
    <Select
      label={R.activity}
      placeholder={loading(isLoading, R.activityPlaceholder)}
      data={toOptions(data)}
      searchable
      filter={activityFilter}
      limit={60}
      maxDropdownHeight={280}
      nothingFoundMessage={R.noActivities}
      leftSection={<IconSearch size={16} />}
      allowDeselect={false}
      withAsterisk
      {...props}
      value={chosen(props.value)}
    />
  );
}

export function DocumentTypeSelect(props: Props) {
  const { data, isLoading } = useQuery(referenceQueries.documents());
  return (
    <TouchFriendlySelect
      label={R.docType}
      placeholder={loading(isLoading, R.docTypePlaceholder)}
      data={toOptions(data)}
      allowDeselect={false}
      withAsterisk
      {...props}
      value={chosen(props.value)}
    />
  );
}

export function StateSelect(props: Props) {
  const { data, isLoading } = useQuery(referenceQueries.states());
  return (
    <TouchFriendlySelect
      label={R.state}
      placeholder={loading(isLoading, R.select)}
      data={toOptions(data)}
      searchable
      filter={wordsFilter}
      nothingFoundMessage={R.noResults}
      allowDeselect={false}
      withAsterisk
      {...props}
      value={chosen(props.value)}
    />
  );
}

/** The cities of the chosen department; disabled and empty until one is chosen. */
export function CitySelect({ stateId, ...props }: Props & { stateId: number | null }) {
  const { data, isLoading } = useQuery(referenceQueries.cities(stateId));
  return (
    <TouchFriendlySelect
      label={R.city}
      placeholder={stateId ? loading(isLoading, R.select) : R.stateFirst}
      data={stateId ? toOptions(data) : []}
      disabled={!stateId}
      searchable
      filter={wordsFilter}
      nothingFoundMessage={R.noResults}
      allowDeselect={false}
      withAsterisk
      {...props}
      value={chosen(props.value)}
    />
  );
}
