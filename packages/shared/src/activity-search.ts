import { ACTIVITY_SHOP_WORDS, ACTIVITY_SYNONYMS } from './activity-synonyms.ts';

/** 'Droguería' → 'drogueria': searches ignore case and accents. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

// Typed or not, these say nothing about the activity ('tienda de barrio', 'venta al por menor').
const STOP_WORDS = new Set('a al con de del e el en la las lo los mi o para por u un una y'.split(' '));

const UNRANKED = Number.MAX_SAFE_INTEGER;

const wordsOf = (text: string): string[] =>
  foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !STOP_WORDS.has(w));

/** Every everyday word, folded, with the codes it means, likeliest first. */
export const ACTIVITY_SYNONYM_WORDS: ReadonlyMap<string, readonly string[]> = new Map(
  ACTIVITY_SYNONYMS.flatMap(([words, codes]) => wordsOf(words).map((w) => [w, codes] as const)),
);

/**
 * Whether a typed word names a word: its beginning ('tien' while typing 'tienda'), or the word
 * with up to two more letters, read as a plural ('restaurantes', 'droguerias', 'celulares').
 */
function names(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  return word.length >= 4 && typed.startsWith(word) && typed.length - word.length <= 2;
}

/** For one typed word: each code an everyday word gives it, with its best place in that word's list. */
function synonymRanks(typed: string): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const [word, codes] of ACTIVITY_SYNONYM_WORDS) {
    if (!names(typed, word)) continue;
    codes.forEach((code, rank) => {
      if (rank < (ranks.get(code) ?? UNRANKED)) ranks.set(code, rank);
    });
  }
  return ranks;
}

export type ActivityEntry = { code: string; name: string };

/** The CIIU code of an activity's id: the seed keeps the code as the id (4711, 111 for '0111'). */
export const ciiuCode = (id: number | string): string => String(id).padStart(4, '0');

/**
 * The CIIU activities a search finds, best first (issue 30 item 3). Each typed word counts for an
 * activity when an everyday word it names lists the activity's code (ACTIVITY_SYNONYMS), when the
 * code begins with it ('4711'), or when it begins a word of the description (so 'ropa' no longer
 * finds 'Propagación'). Activities matching more of the typed words come first; among those, the
 * ones found through everyday words or the code, in the order their lists give; then the
 * description matches in the order given. Case and accents are ignored.
 */
export function searchActivities<T extends ActivityEntry>(
  entries: readonly T[],
  search: string,
  limit = Number.POSITIVE_INFINITY,
): T[] {
  const typed = wordsOf(search);
  if (!typed.length) return entries.slice(0, limit);
  const specific = typed.filter((w) => !SHOP_WORDS.has(w));
  const found = specific.length < typed.length && specific.length ? rank(entries, specific) : [];
  return (found.length ? found : rank(entries, typed)).slice(0, limit);
}

const SHOP_WORDS = new Set(wordsOf(ACTIVITY_SHOP_WORDS));

function rank<T extends ActivityEntry>(entries: readonly T[], typed: string[]): T[] {
  const synonyms = typed.map(synonymRanks);
  const scored: { entry: T; hits: number; known: number; rank: number; index: number }[] = [];
  entries.forEach((entry, index) => {
    let words: string[] | undefined;
    let hits = 0;
    let known = 0;
    let best = UNRANKED;
    typed.forEach((t, i) => {
      const synonymRank = /^\d+$/.test(t) && entry.code.startsWith(t) ? 0 : synonyms[i]?.get(entry.code);
      if (synonymRank !== undefined) {
        hits++;
        known++;
        best = Math.min(best, synonymRank);
        return;
      }
      words ??= wordsOf(entry.name);
      if (words.some((w) => names(t, w))) hits++;
    });
    if (hits) scored.push({ entry, hits, known, rank: best, index });
  });
  scored.sort((a, b) => b.hits - a.hits || b.known - a.known || a.rank - b.rank || a.index - b.index);
  return scored.map((s) => s.entry);
}
