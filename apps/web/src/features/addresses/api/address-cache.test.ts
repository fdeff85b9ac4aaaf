import { describe, expect, it } from 'vitest';
import { address } from '#test/address-fixture';
import { deletedNotice, withSavedAddress } from './address-cache';

describe('withSavedAddress (the cached list after a save)', () => {
  it('replaces an edited address in its place and leaves the others alone', () => {
    const list = [address('a', true), address('b'), address('c')];
    const saved = { ...address('b'), city: 'Mumbai' };
    const next = withSavedAddress(list, saved);
    expect(next.map((a) => [a._id, a.city, a.isDefault])).toEqual([
      ['a', 'Pune', true],
      ['b', 'Mumbai', false],
      ['c', 'Pune', false],
    ]);
    expect(next[0]).toBe(list[0]);
    expect(list[1]?.city).toBe('Pune');
  });

  it('appends a new address', () => {
    const next = withSavedAddress([address('a', true)], address('b'));
    expect(next.map((a) => [a._id, a.isDefault])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('a saved default takes the flag from the old one, without touching the old object', () => {
    const list = [address('a', true), address('b')];
    const next = withSavedAddress(list, address('b', true));
    expect(next.map((a) => a.isDefault)).toEqual([false, true]);
    expect(list[0]?.isDefault).toBe(true);
    expect(withSavedAddress([], address('x', true)).map((a) => a._id)).toEqual(['x']);
  });
});

describe('deletedNotice', () => {
  it('names the new default when the default was deleted', () => {
    expect(deletedNotice(address('a', true, 'Home'), [address('b', true, 'Work')])).toBe(
      'Home was deleted. Work is now your default address.',
    );
  });

  it('only names the deleted address otherwise, or when none is left', () => {
    expect(deletedNotice(address('b', false, 'Work'), [address('a', true, 'Home')])).toBe(
      'Work was deleted.',
    );
    expect(deletedNotice(address('a', true, 'Home'), [])).toBe('Home was deleted.');
  });
});
