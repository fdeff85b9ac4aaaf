import {
  toMinor,
  type DietaryFact,
  type FoodInput,
  type FoodOptionGroupInput,
  type FoodSizeInput,
} from '@ninetonine/contract';
import type { VariantRow } from './catalog.repository';
import type { FoodFieldsRow, OptionGroupWrite } from './staff-foods.repository';

/** A dish's sizes and option groups as sent by staff, in minor units as they are stored. */
export const toVariantRows = (sizes: FoodSizeInput[]): VariantRow[] =>
  sizes.map((s) => ({
    size: s.size,
    priceMinor: toMinor(s.price),
    discountedPriceMinor: s.priceAfterDiscount == null ? null : toMinor(s.priceAfterDiscount),
  }));

export const toOptionGroupWrites = (groups: FoodOptionGroupInput[]): OptionGroupWrite[] =>
  groups.map((g) => ({
    id: g.id,
    name: g.name,
    minPicks: g.minPicks,
    maxPicks: g.maxPicks,
    options: g.options.map((o) => ({
      id: o.id,
      name: o.name,
      priceDeltaMinor: toMinor(o.priceDelta),
      isAvailable: o.available ?? true,
    })),
  }));

type Facts = Pick<FoodFieldsRow, 'meat' | 'animalProducts' | 'nuts'>;

/**
 * The three-state facts an input states (decision 0049): `dietary` as sent; the legacy flags
 * state only a ticked box (false says nothing, as an unticked box does). Vegan food is free of
 * meat too, so the storefront's veg filter finds it.
 */
export function statedFacts(
  input: Pick<FoodInput, 'isVeg' | 'isVegan' | 'containsNuts' | 'dietary'>,
  before: Facts,
): Facts {
  const flag = (on: boolean | undefined, fact: DietaryFact, was: DietaryFact) =>
    on === true ? fact : on === false && was === fact ? 'unstated' : was;
  const facts: Facts = {
    meat: input.dietary?.meat ?? flag(input.isVeg, 'free', before.meat),
    animalProducts:
      input.dietary?.animalProducts ?? flag(input.isVegan, 'free', before.animalProducts),
    nuts: input.dietary?.nuts ?? flag(input.containsNuts, 'contains', before.nuts),
  };
  if (facts.animalProducts === 'free') facts.meat = 'free';
  if (facts.meat === 'contains' && facts.animalProducts !== 'contains') {
    facts.animalProducts = 'contains';
  }
  return facts;
}

export const unstated: Facts = { meat: 'unstated', animalProducts: 'unstated', nuts: 'unstated' };
