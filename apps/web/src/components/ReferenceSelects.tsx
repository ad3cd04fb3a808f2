import { Select, type SelectProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { referenceQueries, toOptions } from '../api/reference.ts';
import { wordsFilter } from '../lib/search.ts';
import { TouchFriendlySelect } from './TouchFriendlySelect.tsx';

/**
 * The reference-list selects of spec 1 §3 (economic activities, document types, departments and
 * their cities), shared by the sign-up wizard, the profile form and the sale's client step.
 * Callers pass the form's value props; any default below can be overridden.
 */
type Props = Omit<SelectProps, 'data'> & { 'data-path'?: string };

/**
 * Forms keep an unchosen select as '' but Mantine clears a searchable select's text only for
 * null: with '' the old city's name stayed in the field after a new department (issue 10).
 */
const chosen = (value: string | null | undefined) => (value === '' ? null : value);

const loading = (isLoading: boolean, text: string) => (isLoading ? 'Cargando…' : text);

/** The CIIU activities (499 items): searched by words, in any order, ignoring accents. */
export function EconomicActivitySelect(props: Props) {
  const { data, isLoading } = useQuery(referenceQueries.economicActivities());
  return (
    <Select
      label="Actividad económica"
      placeholder={loading(isLoading, 'Escriba para buscar')}
      data={toOptions(data)}
      searchable
      filter={wordsFilter}
      limit={60}
      maxDropdownHeight={280}
      nothingFoundMessage="No se encontraron actividades"
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
      label="Tipo de documento"
      placeholder={loading(isLoading, 'Seleccione el tipo de documento')}
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
      label="Departamento"
      placeholder={loading(isLoading, 'Seleccione')}
      data={toOptions(data)}
      searchable
      filter={wordsFilter}
      nothingFoundMessage="Sin resultados"
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
      label="Ciudad o municipio"
      placeholder={stateId ? loading(isLoading, 'Seleccione') : 'Primero elija el departamento'}
      data={stateId ? toOptions(data) : []}
      disabled={!stateId}
      searchable
      filter={wordsFilter}
      nothingFoundMessage="Sin resultados"
      allowDeselect={false}
      withAsterisk
      {...props}
      value={chosen(props.value)}
    />
  );
}
