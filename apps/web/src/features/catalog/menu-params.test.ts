import { describe, expect, it } from 'vitest';
import { parseMenuParams, toFoodQuery, updateMenuParams } from './menu-params';
import { pageWindow } from './components/pagination-nav';

describe('menu URL state', () => {
  it('reads every filter from the URL', () => {
    const f = parseMenuParams(
      new URLSearchParams(
        'page=3&category=curries&sort=price-asc&veg=true&spicy=true&minPrice=100&maxPrice=300',
      ),
    );
    expect(f).toEqual({
      page: 3,
      category: 'curries',
      sort: 'price-asc',
      dietary: { veg: true, vegan: false, spicy: true, nutFree: false },
      minPrice: 100,
      maxPrice: 300,
    });
    expect(toFoodQuery(f)).toEqual({
      page: 3,
      limit: 12,
      sort: 'price-asc',
      category: 'curries',
      veg: 'true',
      spicy: 'true',
      minPrice: 100,
      maxPrice: 300,
    });
  });

  it('falls back to defaults for malformed values and swaps a reversed price range', () => {
    const f = parseMenuParams(
      new URLSearchParams('page=-2&sort=cheapest&veg=yes&minPrice=500&maxPrice=abc'),
    );
    expect(f.page).toBe(1);
    expect(f.sort).toBe('popular');
    expect(f.dietary.veg).toBe(false);
    expect(f.minPrice).toBe(500);
    expect(f.maxPrice).toBeNull();
    const swapped = parseMenuParams(new URLSearchParams('minPrice=500&maxPrice=100'));
    expect([swapped.minPrice, swapped.maxPrice]).toEqual([100, 500]);
  });

  it('a filter change goes back to page 1; a page change keeps the filters', () => {
    const params = new URLSearchParams('page=4&veg=true');
    expect(updateMenuParams(params, { spicy: 'true' }).toString()).toBe('veg=true&spicy=true');
    expect(updateMenuParams(params, { veg: null }).toString()).toBe('');
    expect(updateMenuParams(params, { page: '5' }).toString()).toBe('page=5&veg=true');
  });

  it('shows pages around the current one with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
});
