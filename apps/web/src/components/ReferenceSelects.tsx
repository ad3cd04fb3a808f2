import { Select, type SelectProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { referenceQueries, toOptions } from '../api/reference.ts';
import { wordsFilter } from '../lib/search.ts';

/**
 * The reference-list selects of spec 1 §3 (economic activities, document types, departments and
 * their cities), shared by the sign-up wizard, the profile form and the sale's client step.
 * Callers pass the form's value props; any default below can be overridden.
 */
type Props = Omit<SelectProps, 'data'>;

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
    />
  );
}

export function DocumentTypeSelect(props: Props) {
  const { data, isLoading } = useQuery(referenceQueries.documents());
  return (
    <Select
      label="Tipo de documento"
      placeholder={loading(isLoading, 'Seleccione el tipo de documento')}
      data={toOptions(data)}
      allowDeselect={false}
      withAsterisk
      {...props}
    />
  );
}

export function StateSelect(props: Props) {
  const { data, isLoading } = useQuery(referenceQueries.states());
  return (
    <Select
      label="Departamento"
      placeholder={loading(isLoading, 'Seleccione')}
      data={toOptions(data)}
      searchable
      filter={wordsFilter}
      nothingFoundMessage="Sin resultados"
      allowDeselect={false}
      withAsterisk
      {...props}
    />
  );
}

/** The cities of the chosen department; disabled and empty until one is chosen. */
export function CitySelect({ stateId, ...props }: Props & { stateId: number | null }) {
  const { data, isLoading } = useQuery(referenceQueries.cities(stateId));
  return (
    <Select
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
    />
  );
}
