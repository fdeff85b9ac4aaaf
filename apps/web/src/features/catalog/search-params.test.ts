import { getAllFoodQuerySchema } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { searchTermFrom } from './search-params';

describe('the search term read from the URL', () => {
  it('keeps what the API searches for: six words, 100 characters', () => {
    const term = searchTermFrom(
      new URLSearchParams({ q: '  one two  three four five six seven ' }),
    );
    expect(term).toBe('one two three four five six');
    expect(getAllFoodQuerySchema.safeParse({ search: term }).success).toBe(true);
    const long = searchTermFrom(new URLSearchParams({ q: 'x'.repeat(300) }));
    expect(long).toHaveLength(100);
  });
});
