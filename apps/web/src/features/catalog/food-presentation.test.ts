import type { Food } from '@ninetonine/contract';
import { describe, expect, it } from 'vitest';
import { food } from '#test/food-fixture';
import { dietaryTags, shortDescription } from './food-presentation';

describe('dietaryTags (decision 0049)', () => {
  const labels = (dietary: Food['dietary']) =>
    dietaryTags(food('d1', { dietary })).map((t) => t.label);

  it('claims nothing nobody stated: an unticked "contains nuts" is not "Nut-free"', () => {
    expect(labels({ meat: 'unstated', animalProducts: 'unstated', nuts: 'unstated' })).toEqual([]);
  });

  it('shows each stated fact: free of as a claim, contains as a warning', () => {
    expect(labels({ meat: 'free', animalProducts: 'free', nuts: 'free' })).toEqual([
      'Vegan',
      'Nut-free',
    ]);
    expect(labels({ meat: 'free', animalProducts: 'contains', nuts: 'contains' })).toEqual([
      'Veg',
      'Contains nuts',
    ]);
    expect(labels({ meat: 'contains', animalProducts: 'contains', nuts: 'unstated' })).toEqual([
      'Non-veg',
    ]);
  });
});

describe('shortDescription', () => {
  it('keeps a short text as it is', () => {
    expect(shortDescription('Crisp and golden.')).toBe('Crisp and golden.');
  });

  it('cuts a long text at a word, without doubling punctuation before the ellipsis', () => {
    const text =
      'Tandoori chicken simmered in a silky tomato, butter and cashew makhani, finished with cream. Served with butter naan.';
    const short = shortDescription(text);
    expect(short.length).toBeLessThanOrEqual(97);
    expect(short).toBe(
      'Tandoori chicken simmered in a silky tomato, butter and cashew makhani, finished with cream…',
    );
    expect(shortDescription('a'.repeat(50) + ' word, ' + 'b'.repeat(60))).toBe(
      `${'a'.repeat(50)} word…`,
    );
  });
});
