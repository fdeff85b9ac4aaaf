import { describe, expect, it } from 'vitest';
import { searchReadAs } from './search-correction';

describe('what a search with a typo was read as', () => {
  const found = ['Chicken Biryani', 'Veg Biryani (Hyderabadi)', 'Mutton Biryani'];

  it('names the word of the dishes found that the typed word was closest to', () => {
    expect(searchReadAs('biriyani', found)).toBe('biryani');
    expect(searchReadAs('Biryanni', found)).toBe('biryani');
    expect(searchReadAs('chiken biryani', found)).toBe('chicken biryani');
  });

  it('says nothing when the words were found as typed, or when nothing close was', () => {
    expect(searchReadAs('biryani', found)).toBeNull();
    expect(searchReadAs('chick', found)).toBeNull();
    expect(searchReadAs('dosa', found)).toBeNull();
    expect(searchReadAs('', found)).toBeNull();
    expect(searchReadAs('biriyani', [])).toBeNull();
  });
});
