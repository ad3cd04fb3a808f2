import { ciiuCode, foldForSearch, searchActivities } from '@cc/shared';
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

/** 'Panadería' → 'panaderia': searches ignore case and accents. */
export const normalize = foldForSearch;

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/**
 * Select filter: every typed word must appear in the label, in any order, ignoring
 * accents ("menor comercio" finds "Comercio al por menor…").
 */
export const wordsFilter: OptionsFilter = ({ options, search, limit }) => {
  const words = normalize(search).split(/\s+/).filter(Boolean);
  const out: ComboboxItem[] = [];
  for (const option of options) {
    if (!isItem(option)) continue;
    const label = normalize(option.label);
    if (words.every((w) => label.includes(w))) out.push(option);
    if (out.length >= limit) break;
  }
  return out;
};

/**
 * The economic-activity select's filter: everyday words first ('tienda' finds 4711), then the
 * words of the CIIU descriptions (`searchActivities`, issue 30 item 3). Option values are the
 * activities' ids, which are their codes.
 */
export const activityFilter: OptionsFilter = ({ options, search, limit }) => {
  const entries = options.filter(isItem).map((option) => ({
    code: ciiuCode(option.value),
    name: option.label,
    option,
  }));
  return searchActivities(entries, search, limit).map((entry) => entry.option);
};
