import { best } from './top-k';

/** What the index gives a suggestion ranking: the menu's names and the term's scores. */
export interface SuggestionInput {
  /** Every dish's name, lower-cased as ILIKE does (`lowerText`). */
  names: readonly string[];
  /** word_similarity(term, name) of each dish, float4 values as pg_trgm gives them. */
  similarities: Float64Array;
  /**
   * Each dish's place in the menu's 'popular' order, as the database sorted it: popularity
   * descending (nulls last there, nulls first in the SQL suggestions' plain `desc`: the same,
   * since the column is NOT NULL), then id in the database's collation, as the SQL's `asc(id)`.
   */
  popular: Int32Array;
  /** The term lower-cased as ILIKE does. */
  needle: string;
  /** `WORD_SIMILARITY`: how close a name must be when it does not contain the term. */
  threshold: number;
  limit: number;
}

/**
 * The SQL suggestions' rules (FoodSearchRepository.suggest), applied to every name instead of
 * its candidates: a name is suggested when its word distance (`term <<-> name`) is within
 * `1 - threshold` or it contains the term; best first by where the term sits (0 the name starts
 * with it, 1 a word does — `% term%`, 2 it is inside, 3 a close slip), then distance, then
 * popularity descending, then id. Returns the chosen dishes' positions in the index.
 */
export function rankSuggestions(input: SuggestionInput): number[] {
  const { names, similarities, popular, needle, limit } = input;
  // The SQL compares float4 distances: `<<->` is float4(1.0 - word_similarity), and the
  // parameter `1 - threshold` beside that real column is read as a float4 too. A similarity of
  // exactly 2/5 ("pazz" to "Paneer") gives a distance equal to float4(0.6): such a name is in.
  const maxDistance = Math.fround(1 - input.threshold);
  const wordStart = ` ${needle}`;
  const n = names.length;
  const rank = new Uint8Array(n);
  const distance = new Float64Array(n);
  const matched: number[] = [];
  for (let k = 0; k < n; k++) {
    const name = names[k]!;
    const at = name.indexOf(needle);
    // Distances round to float4 too: two slightly different similarities can tie here, and
    // then popularity decides, as in SQL.
    const d = Math.fround(1 - similarities[k]!);
    if (at < 0 && !(d <= maxDistance)) continue;
    // " term" can only start one character before the term's first place.
    rank[k] = at === 0 ? 0 : at < 0 ? 3 : name.includes(wordStart, at - 1) ? 1 : 2;
    distance[k] = d;
    matched.push(k);
  }
  return best(
    matched,
    limit,
    (a, b) => rank[a]! - rank[b]! || distance[a]! - distance[b]! || popular[a]! - popular[b]!,
  );
}
