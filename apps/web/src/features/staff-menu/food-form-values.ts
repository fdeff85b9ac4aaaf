import {
  foodInputSchema,
  type Dietary,
  type FoodInput,
  type FoodUpdate,
  type Picture,
  type StaffFood,
} from '@ninetonine/contract';

/** One size row as typed: prices stay text until the form is checked. */
export interface SizeRow {
  /** Stable across edits and removals, for React. */
  key: string;
  size: string;
  price: string;
  priceAfterDiscount: string;
}

export const FLAGS = [
  ['isSpicy', 'Spicy'],
  ['isSpecial', '9 to 9 special'],
] as const;
export type FlagName = (typeof FLAGS)[number][0];

/** The three-state facts (decision 0049), each asked as "contains / free of / not stated". */
export const DIETARY_FACTS = [
  ['meat', 'Meat, fish or egg', 'Vegetarian'],
  ['animalProducts', 'Animal products (dairy, honey…)', 'Vegan'],
  ['nuts', 'Nuts', 'Nut-free'],
] as const satisfies readonly (readonly [keyof Dietary, string, string])[];

/** One option as typed: its price stays text until the form is checked. */
export interface OptionRow {
  key: string;
  /** Set for an option already saved (carts holding it stay valid). */
  id?: string;
  name: string;
  priceDelta: string;
  available: boolean;
}
export interface OptionGroupRow {
  key: string;
  id?: string;
  name: string;
  minPicks: string;
  maxPicks: string;
  options: OptionRow[];
}

export interface FoodFormValues {
  name: string;
  description: string;
  categoryId: string;
  sizes: SizeRow[];
  flags: Record<FlagName, boolean>;
  dietary: Dietary;
  optionGroups: OptionGroupRow[];
  /** In the order the storefront shows them; the first is the cover. */
  pictures: Picture[];
}

/** Errors by field path as the contract names them: "name", "variants.0.price", "imageIds". */
export type FoodFormErrors = Record<string, string>;

let rowCount = 0;
export const newOptionRow = (
  name = '',
  priceDelta = '0',
  available = true,
  id?: string,
): OptionRow => ({
  key: `option-${++rowCount}`,
  ...(id ? { id } : {}),
  name,
  priceDelta,
  available,
});
export const newOptionGroupRow = (): OptionGroupRow => ({
  key: `group-${++rowCount}`,
  name: '',
  minPicks: '1',
  maxPicks: '1',
  options: [newOptionRow()],
});
export const newSizeRow = (size = '', price = '', priceAfterDiscount = ''): SizeRow => ({
  key: `size-${++rowCount}`,
  size,
  price,
  priceAfterDiscount,
});

export function emptyFoodForm(categoryId = ''): FoodFormValues {
  return {
    name: '',
    description: '',
    categoryId,
    sizes: [newSizeRow('Regular')],
    flags: { isSpicy: false, isSpecial: false },
    dietary: { meat: 'unstated', animalProducts: 'unstated', nuts: 'unstated' },
    optionGroups: [],
    pictures: [],
  };
}

export function foodFormFrom(food: StaffFood): FoodFormValues {
  return {
    name: food.name,
    description: food.description,
    categoryId: food.category._id,
    sizes: food.variants.map((v) =>
      newSizeRow(
        v.size,
        String(v.price),
        v.priceAfterDiscount === null ? '' : String(v.priceAfterDiscount),
      ),
    ),
    flags: { isSpicy: food.isSpicy, isSpecial: food.isSpecial },
    dietary: food.dietary,
    optionGroups: food.optionGroups.map((g) => ({
      key: `group-${++rowCount}`,
      id: g._id,
      name: g.name,
      minPicks: String(g.minPicks),
      maxPicks: String(g.maxPicks),
      options: g.options.map((o) => newOptionRow(o.name, String(o.priceDelta), o.available, o._id)),
    })),
    pictures: food.pictures,
  };
}

/** "" is no number at all (the schema says "Enter a price"), not 0. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The values as the API takes them, not yet checked. */
function toFoodInput(values: FoodFormValues): FoodInput {
  return {
    name: values.name,
    description: values.description,
    categoryId: values.categoryId,
    variants: values.sizes.map((row) => ({
      size: row.size,
      price: toNumber(row.price),
      priceAfterDiscount:
        row.priceAfterDiscount.trim() === '' ? null : toNumber(row.priceAfterDiscount),
    })),
    ...values.flags,
    dietary: values.dietary,
    optionGroups: values.optionGroups.map((g) => ({
      ...(g.id ? { id: g.id } : {}),
      name: g.name,
      minPicks: toNumber(g.minPicks),
      maxPicks: toNumber(g.maxPicks),
      options: g.options.map((o) => ({
        ...(o.id ? { id: o.id } : {}),
        name: o.name,
        priceDelta: toNumber(o.priceDelta),
        available: o.available,
      })),
    })),
    imageIds: values.pictures.map((p) => p.id),
  };
}

/**
 * The contract's own rules, checked before sending (the server checks them again): the food
 * to send, or the errors by field path.
 */
export function checkFoodForm(
  values: FoodFormValues,
): { ok: true; input: FoodInput } | { ok: false; errors: FoodFormErrors } {
  const parsed = foodInputSchema.safeParse(toFoodInput(values));
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FoodFormErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (path === 'categoryId') errors[path] ??= 'Choose a category';
    else errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** An edit sends every field (sizes and pictures are replaced whole) and the version it began from. */
export const toFoodUpdate = (input: FoodInput, version: number): FoodUpdate => ({
  ...input,
  version,
});

/** Moves the picture at `from` one place left (-1) or right (+1). */
export function movePicture(pictures: Picture[], from: number, by: -1 | 1): Picture[] {
  const to = from + by;
  if (to < 0 || to >= pictures.length) return pictures;
  const next = [...pictures];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
