import { describe, expect, it } from 'vitest';
import { shortDescription } from './food-presentation';

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
