import { describe, expect, it } from 'vitest';
import { rankSuggestions } from './suggestion-ranking';

/** Names (already lower-cased) with their similarity to the term and popularity place. */
const rank = (needle: string, dishes: [name: string, similarity: number][]) =>
  rankSuggestions({
    names: dishes.map(([name]) => name),
    similarities: Float64Array.from(dishes, ([, s]) => Math.fround(s)),
    // Listed order is popularity order.
    popular: Int32Array.from(dishes, (_, k) => k),
    needle,
    threshold: 0.4,
    limit: 8,
  });

describe('rankSuggestions', () => {
  it('ranks the name starting with the term, then a word, then inside, then slips', () => {
    expect(
      rank('pan', [
        ['zesty pamner', 0.5],
        ['spanish rice', 0],
        ['street-pan fry', 0],
        ['chef pan fry', 0.6],
        ['pancakes', 0.6],
        ['burger', 0],
      ]),
    ).toEqual([4, 3, 1, 2, 0]);
  });

  it('lets in a distance equal to the float4 threshold, not one past it', () => {
    // 2/5 as pg_trgm gives it: float4(1 - it) rounds to float4(0.6).
    expect(rank('pazz', [['paneer', 2 / 5]])).toEqual([0]);
    expect(rank('pazz', [['paneer', 0.39]])).toEqual([]);
  });

  it('breaks ties by distance, then popularity', () => {
    expect(
      rank('masala', [
        ['masala chai', 1],
        ['masala dosa', 1],
        ['bombay masala', 1],
        ['masalas', 0.8],
      ]),
    ).toEqual([0, 1, 3, 2]);
  });
});
