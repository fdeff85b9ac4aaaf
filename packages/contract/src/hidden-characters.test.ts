import { describe, expect, it } from 'vitest';
import { addressInputSchema } from './addresses';
import { nameSchema } from './auth';
import { safeText, withoutHiddenCharacters } from './common';

const text = safeText(200);
const accepted = (s: string) => text.safeParse(s).success;

describe('bidi controls and zero-width characters (decision 0074)', () => {
  it.each([
    ['RLO', 'Ravi\u202Ecod.exe'],
    ['LRE', '\u202AName'],
    ['PDF', 'Name\u202C'],
    ['RLI', 'a\u2067b'],
    ['PDI', 'a\u2069b'],
    ['LRM', 'a\u200Eb'],
    ['RLM', 'a\u200Fb'],
    ['ALM', 'a\u061Cb'],
    ['zero-width space', 'Pa\u200Bneer'],
    ['word joiner', 'Pa\u2060neer'],
    ['BOM', '\uFEFFPaneer'],
    ['ZWJ first', '\u200DRavi'],
    ['ZWNJ after a space', 'Ravi \u200CKumar'],
    ['ZWJ after a digit', 'Flat 4\u200D'],
    ['two joiners', 'क्\u200D\u200Dष'],
  ])('refuses %s', (_name, s) => {
    const result = text.safeParse(s);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/invisible or text-direction characters/);
  });

  it.each([
    ['Hindi half form (virama + ZWJ)', 'क्\u200Dष'],
    ['Hindi with ZWNJ', 'क्\u200Cष'],
    ['Malayalam chillu, word-final ZWJ', 'അവന്\u200D'],
    ['Malayalam with ZWNJ', 'കാര്\u200Cത്തിക്'],
    ['Malayalam name', 'ശ്രീലക്ഷ്മി'],
    ['a family emoji', '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}'],
    ['a skin-toned profession emoji', '\u{1F469}\u{1F3FD}\u200D\u{1F692}'],
    ['a rainbow flag', '\u{1F3F3}\uFE0F\u200D\u{1F308}'],
    ['Arabic and Hebrew letters', 'مطعم שלום'],
    ['plain text', 'Less spicy, please'],
  ])('accepts %s', (_name, s) => {
    expect(accepted(s)).toBe(true);
  });

  it('names and address fields say which field, in words', () => {
    expect(nameSchema.safeParse('Ravi\u202E').error?.issues[0]?.message).toMatch(
      /invisible or text-direction/,
    );
    const address = addressInputSchema.safeParse({
      name: 'Asha',
      phone: '+91 98765 43210',
      line1: '12 MG Road\u202E',
      city: 'Kochi',
      postalCode: '682001',
    });
    expect(address.error?.issues[0]?.message).toBe(
      'The first line contains invisible or text-direction characters; type it again without them',
    );
  });

  it('a provider name loses the same characters and keeps the joiners a script needs', () => {
    expect(withoutHiddenCharacters('\u202ERavi\u200B \u200DKumar')).toBe('Ravi Kumar');
    expect(withoutHiddenCharacters('അവന്\u200D')).toBe('അവന്\u200D');
  });
});
