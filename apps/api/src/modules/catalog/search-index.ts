import type { FoodFieldsRow } from './staff-foods.repository';
import type { FoodFilters, FoodOrder } from './food-search.repository';
import { rankSuggestions } from './suggestion-ranking';
import { best } from './top-k';
import {
  lowerText,
  ScoredTexts,
  termTrigrams,
  TrigramIds,
  wordSimilarity,
  type TextRules,
} from './word-similarity';

/** A dish as the database gives it to build an index. */
export interface SearchIndexFood extends FoodFieldsRow {
  id: string;
  /** The cheapest size after discount (null: no sizes). */
  priceMinor: number | null;
}

export type SortOrder = Exclude<FoodOrder, 'relevance'>;
const sortOrders: SortOrder[] = ['popular', 'newest', 'name', 'price-asc', 'price-desc'];

/** What the database gives to build an index: the menu, and its locale's say on characters. */
export interface SearchIndexSource {
  foods: SearchIndexFood[];
  /** Every dish's id in each sort order of the whole menu, as a page query sorts them. */
  orders: Record<SortOrder, string[]>;
  categories: { id: string; name: string }[];
  /** Each character beyond ASCII in the menu's text: its lower() and whether it makes words. */
  chars: { ch: string; lowered: string; word: boolean }[];
}

export interface SearchQuery {
  /** Trimmed, non-empty, plain ASCII (`isPlainAscii`). */
  term: string;
  filters: Omit<FoodFilters, 'search'>;
  order: FoodOrder;
  limit: number;
  offset: number;
}

/** A page of the menu without a search term. */
export interface ListQuery extends Omit<SearchQuery, 'term' | 'order'> {
  order: SortOrder;
}

type Compare = (a: number, b: number) => number;

const VEG = 1;
const VEGAN = 2;
const SPICY = 4;
/** Stated nut-free (decision 0049): the filter's "true". */
const NUT_FREE = 8;
const SPECIAL = 16;
const flagsOf = (f: SearchIndexFood) =>
  (f.meat === 'free' ? VEG : 0) |
  (f.animalProducts === 'free' ? VEGAN : 0) |
  (f.isSpicy ? SPICY : 0) |
  (f.nuts === 'free' ? NUT_FREE : 0) |
  (f.isSpecial ? SPECIAL : 0);

/** Flags a search asks for: which bits to look at, and the values they must have. */
function wantedFlags(f: SearchQuery['filters']): { mask: number; value: number } {
  let mask = 0;
  let value = 0;
  const want = (bit: number, on: boolean | undefined) => {
    if (on === undefined) return;
    mask |= bit;
    if (on) value |= bit;
  };
  want(VEG, f.veg);
  want(VEGAN, f.vegan);
  want(SPICY, f.spicy);
  want(NUT_FREE, f.nutFree);
  want(SPECIAL, f.special);
  return { mask, value };
}

/** Beyond this many rows on and before the page, sort all matches instead of keeping the best. */
const TOP_K_MAX = 256;

/**
 * The menu's searchable text in memory, for one catalog version (decision 0025). A search walks
 * every dish in JavaScript with the SQL search's exact rules (food-search.repository.ts): a
 * dish matches when its name is close to the term (word similarity at least `threshold`),
 * contains it, its description contains it, or its category's name is close; best match first
 * by the same relevance sum, ties by popularity then id. Sort orders and their tie-breaks come
 * from the database as ranks, so collation and NULL placement are the database's own.
 * Suggestions are ranked here too, by the SQL suggestions' rules (suggestion-ranking.ts).
 */
export function buildSearchIndex(source: SearchIndexSource, threshold: number) {
  const rules: TextRules = {
    lower: new Map(source.chars.map((c) => [c.ch, c.lowered])),
    wordChars: new Set(source.chars.filter((c) => c.word).map((c) => c.ch)),
  };
  const trigrams = new TrigramIds();
  const n = source.foods.length;
  // Column by column: a dish costs a few numbers and its lower-cased text.
  const ids = source.foods.map((f) => f.id);
  const categoryOf = source.foods.map((f) => f.categoryId);
  const flags = Uint8Array.from(source.foods, flagsOf);
  const prices = Float64Array.from(source.foods, (f) => f.priceMinor ?? Number.NaN);
  const names = source.foods.map((f) => lowerText(f.name, rules));
  const descriptions = source.foods.map((f) => lowerText(f.description, rules));
  const scored = new ScoredTexts();
  for (const f of source.foods) scored.add(f.name, rules, trigrams);
  scored.seal();
  const at = new Map(ids.map((id, k) => [id, k]));
  const ranks = {} as Record<SortOrder, Int32Array>;
  for (const order of sortOrders) {
    const rank = new Int32Array(n);
    source.orders[order].forEach((id, place) => {
      const k = at.get(id);
      if (k !== undefined) rank[k] = place;
    });
    ranks[order] = rank;
  }
  // Which dishes' names hold each trigram: only those can have a similarity above zero.
  const lists = new Map<number, number[]>();
  for (let k = 0; k < n; k++) {
    for (let j = scored.uniqueStart[k]!; j < scored.uniqueStart[k + 1]!; j++) {
      const trigram = scored.unique[j]!;
      const list = lists.get(trigram);
      if (list) list.push(k);
      else lists.set(trigram, [k]);
    }
  }
  const postings = new Map<number, Int32Array>();
  for (const [trigram, list] of lists) postings.set(trigram, Int32Array.from(list));
  const categoryNames = new ScoredTexts();
  for (const c of source.categories) categoryNames.add(c.name, rules, trigrams);
  categoryNames.seal();

  function similarities(term: Set<number>): Float64Array {
    const out = new Float64Array(n);
    const seen = new Uint8Array(n);
    for (const trigram of term) {
      for (const k of postings.get(trigram) ?? []) {
        if (seen[k]) continue;
        seen[k] = 1;
        out[k] = wordSimilarity(term, scored, k);
      }
    }
    return out;
  }

  /** The filters as a test of one dish, by the SQL's rules. */
  function filtersOf(f: SearchQuery['filters']): (k: number) => boolean {
    const { mask, value } = wantedFlags(f);
    const priced = f.minPriceMinor !== undefined || f.maxPriceMinor !== undefined;
    const min = f.minPriceMinor ?? -Infinity;
    const max = f.maxPriceMinor ?? Infinity;
    return (k) =>
      (flags[k]! & mask) === value &&
      (f.categoryId === undefined || categoryOf[k] === f.categoryId) &&
      // SQL: a comparison with NULL (no sizes, NaN here) is not true.
      (!priced || (prices[k]! >= min && prices[k]! <= max));
  }

  /** The page's slice of the matches in order: the best few kept, or all sorted when deep. */
  function pageOf(matched: number[], q: { limit: number; offset: number }, before: Compare) {
    const end = q.offset + q.limit;
    const page = end <= TOP_K_MAX ? best(matched, end, before) : matched.sort(before);
    return { ids: page.slice(q.offset, end).map((k) => ids[k]!), total: matched.length };
  }

  return {
    size: n,

    /** One page of matching dish ids in order, and how many match in all. */
    search(q: SearchQuery): { ids: string[]; total: number } {
      const needle = lowerText(q.term, rules);
      const term = termTrigrams(q.term, rules, trigrams);
      const sims = similarities(term);
      const closeCategories = new Set(
        source.categories
          .filter((_, c) => wordSimilarity(term, categoryNames, c) >= threshold)
          .map((c) => c.id),
      );
      const passes = filtersOf(q.filters);
      const rank = q.order === 'relevance' ? ranks.popular : ranks[q.order];
      const relevance = new Float64Array(n);
      const matched: number[] = [];
      for (let k = 0; k < n; k++) {
        if (!passes(k)) continue;
        const inName = names[k]!.includes(needle);
        const inDescription = descriptions[k]!.includes(needle);
        if (!(
          sims[k]! >= threshold ||
          inName ||
          inDescription ||
          closeCategories.has(categoryOf[k]!)
        )) {
          continue;
        }
        // The SQL sum, in its order: float4 similarity + 0.5|0.3|0 + 0.1|0, as doubles.
        const nameBonus = names[k]!.startsWith(needle) ? 0.5 : inName ? 0.3 : 0;
        relevance[k] = sims[k]! + nameBonus + (inDescription ? 0.1 : 0);
        matched.push(k);
      }
      // Best match first, then the order's ranks (for relevance: most popular, then id).
      const before =
        q.order === 'relevance'
          ? (a: number, b: number) => relevance[b]! - relevance[a]! || rank[a]! - rank[b]!
          : (a: number, b: number) => rank[a]! - rank[b]!;
      return pageOf(matched, q, before);
    },

    /**
     * One page of the menu without a search term: the filters and a sort order, as the SQL page
     * query and its count give them, and how many match in all.
     */
    list(q: ListQuery): { ids: string[]; total: number } {
      const passes = filtersOf(q.filters);
      const matched: number[] = [];
      for (let k = 0; k < n; k++) if (passes(k)) matched.push(k);
      const rank = ranks[q.order];
      return pageOf(matched, q, (a, b) => rank[a]! - rank[b]!);
    },

    /**
     * Search-as-you-type: the ids of at most `limit` dishes, best first, by the SQL
     * suggestions' rules over every name (suggestion-ranking.ts). `term` as for `search`.
     */
    suggest(term: string, limit: number): string[] {
      const chosen = rankSuggestions({
        names,
        similarities: similarities(termTrigrams(term, rules, trigrams)),
        popular: ranks.popular,
        needle: lowerText(term, rules),
        threshold,
        limit,
      });
      return chosen.map((k) => ids[k]!);
    },
  };
}
export type SearchIndex = ReturnType<typeof buildSearchIndex>;
