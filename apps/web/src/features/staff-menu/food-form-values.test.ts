import { describe, expect, it } from 'vitest';
import { food } from '#test/food-fixture';
import {
  checkFoodForm,
  emptyFoodForm,
  foodFormFrom,
  movePicture,
  newOptionGroupRow,
  newOptionRow,
  newSizeRow,
  toFoodUpdate,
  type FoodFormValues,
} from './food-form-values';

/** Picture ids are content hashes: 64 hex digits. */
const HASH = 'ab'.repeat(32);
const pic = (id: string) => ({ ...food('x').pictures[0]!, id });

const valid = (over: Partial<FoodFormValues> = {}): FoodFormValues => ({
  ...emptyFoodForm('cat-1'),
  name: 'Masala Dosa',
  sizes: [newSizeRow('Regular', '149.50', '129')],
  ...over,
});

describe('the food form checks what the API checks', () => {
  it('turns typed prices into numbers, an empty discount into none', () => {
    const checked = checkFoodForm(valid({ sizes: [newSizeRow('Regular', '99', ' ')] }));
    expect(checked).toEqual({
      ok: true,
      input: expect.objectContaining({
        name: 'Masala Dosa',
        categoryId: 'cat-1',
        variants: [{ size: 'Regular', price: 99, priceAfterDiscount: null }],
        imageIds: [],
      }),
    });
  });

  it.each([
    [{ name: '  ' }, 'name', 'Enter a name'],
    [{ categoryId: '' }, 'categoryId', 'Choose a category'],
    [{ sizes: [] }, 'variants', 'Add at least one size'],
    [{ sizes: [newSizeRow('R', '')] }, 'variants.0.price', 'Enter a price'],
    [{ sizes: [newSizeRow('R', 'abc')] }, 'variants.0.price', 'Enter a price'],
    [{ sizes: [newSizeRow('R', '-5')] }, 'variants.0.price', 'The price must be more than 0'],
    [{ sizes: [newSizeRow('R', '10.123')] }, 'variants.0.price', 'Use at most two decimals'],
    [
      { sizes: [newSizeRow('R', '100', '120')] },
      'variants.0.priceAfterDiscount',
      'The discounted price must be below the price',
    ],
    [
      { sizes: [newSizeRow('Large', '1'), newSizeRow('large', '2')] },
      'variants',
      'Each size needs its own name',
    ],
  ])('%o → %s: %s', (over, path, message) => {
    const checked = checkFoodForm(valid(over as Partial<FoodFormValues>));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors[path]).toBe(message);
  });

  it('fills the form from a food and sends it back with its version', () => {
    const values = foodFormFrom({ ...food('f1', { pictures: [pic(HASH)] }), version: 4 });
    expect(values.sizes.map((s) => [s.size, s.price, s.priceAfterDiscount])).toEqual([
      ['Regular', '200', ''],
    ]);
    const checked = checkFoodForm(values);
    expect(checked.ok).toBe(true);
    if (checked.ok) {
      expect(toFoodUpdate(checked.input, 4)).toMatchObject({ version: 4, imageIds: [HASH] });
    }
  });

  it('moves pictures one place, never off the ends', () => {
    const pictures = ['a', 'b', 'c'].map(pic);
    expect(movePicture(pictures, 0, 1).map((p) => p.id)).toEqual(['b', 'a', 'c']);
    expect(movePicture(pictures, 2, -1).map((p) => p.id)).toEqual(['a', 'c', 'b']);
    expect(movePicture(pictures, 0, -1)).toBe(pictures);
    expect(movePicture(pictures, 2, 1)).toBe(pictures);
  });
});

describe('option groups and dietary facts in the form (decision 0049)', () => {
  const spice = () => ({
    ...newOptionGroupRow(),
    name: 'Spice level',
    options: [newOptionRow('Mild', '0'), newOptionRow('Hot', '10.5', false)],
  });

  it('sends the facts as chosen and the groups with numbers', () => {
    const checked = checkFoodForm(
      valid({
        dietary: { meat: 'free', animalProducts: 'unstated', nuts: 'contains' },
        optionGroups: [spice()],
      }),
    );
    expect(checked).toEqual({
      ok: true,
      input: expect.objectContaining({
        dietary: { meat: 'free', animalProducts: 'unstated', nuts: 'contains' },
        optionGroups: [
          {
            name: 'Spice level',
            minPicks: 1,
            maxPicks: 1,
            options: [
              { name: 'Mild', priceDelta: 0, available: true },
              { name: 'Hot', priceDelta: 10.5, available: false },
            ],
          },
        ],
      }),
    });
  });

  it('says what is wrong with a group next to its field', () => {
    const checked = checkFoodForm(
      valid({ optionGroups: [{ ...spice(), minPicks: '2', maxPicks: '1' }] }),
    );
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors['optionGroups.0.minPicks']).toBe(
        'The least picks cannot be more than the most',
      );
    }
    const negative = checkFoodForm(
      valid({ optionGroups: [{ ...spice(), options: [newOptionRow('Mild', '-1')] }] }),
    );
    expect(negative.ok).toBe(false);
    if (!negative.ok) {
      expect(negative.errors['optionGroups.0.options.0.priceDelta']).toBe(
        'An option cannot take money off',
      );
    }
  });
});
