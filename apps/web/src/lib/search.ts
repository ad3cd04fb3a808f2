import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

/** 'Panadería' → 'panaderia': searches ignore case and accents. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

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
