import { Button, Group, Select } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { REPORTS_TEXT } from '../messages.ts';
import type { FilterErrors, Range } from '../range.ts';
import { TypedDateInput } from './TypedDateInput.tsx';

const T = REPORTS_TEXT.filter;

type Props = {
  range: Range;
  onChange: (range: Range) => void;
  /** Fields that failed a rule: marked red (the messages show in the alert modal, docs/product/3-expenses-reports.md §5). */
  errors: FilterErrors;
  /** The indicators' dates are fixed by the server (docs/product/3-expenses-reports.md §9). */
  locked?: boolean;
  /** The inventory report's product filter. */
  products?: { value: string; label: string }[] | undefined;
  productId?: string | null;
  onProductChange?: (id: string | null) => void;
  /** More filters of some reports (the books' account, the comparison), before the button. */
  extra?: ReactNode;
  submitLabel: string;
  loading: boolean;
  onSubmit: () => void;
};

/** Date filter (and product filter) with the submit button of the report and chart screens. */
export function DateRangeFilter(props: Props) {
  const { range, onChange, errors, locked = false } = props;
  const icon = <IconCalendar size={18} aria-hidden="true" />;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TypedDateInput
          label={T.from}
          placeholder="DD/MM/AAAA"
          leftSection={icon}
          value={range.from}
          onChange={(from) => onChange({ ...range, from })}
          error={Boolean(errors.from_date)}
          disabled={locked}
          w={{ base: '100%', xs: 180 }}
        />
        <TypedDateInput
          label={T.to}
          placeholder="DD/MM/AAAA"
          leftSection={icon}
          value={range.to}
          onChange={(to) => onChange({ ...range, to })}
          error={Boolean(errors.to_date)}
          disabled={locked}
          w={{ base: '100%', xs: 180 }}
        />
        {props.products && (
          <Select
            label={T.product}
            placeholder={T.productPlaceholder}
            data={props.products}
            value={props.productId ?? null}
            onChange={(id) => props.onProductChange?.(id)}
            error={Boolean(errors.product_id)}
            searchable
            nothingFoundMessage={T.noProducts}
            w={{ base: '100%', xs: 240 }}
          />
        )}
        {props.extra}
        <Button
          type="submit"
          loading={props.loading}
          mt={{ base: 0, xs: 25 }}
          w={{ base: '100%', xs: 'auto' }}
        >
          {props.submitLabel}
        </Button>
      </Group>
    </form>
  );
}
