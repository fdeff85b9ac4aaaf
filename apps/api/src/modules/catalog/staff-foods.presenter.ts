import type { StaffFood } from '@ninetonine/contract';
import { toFoodJson } from './catalog.presenter';
import type { FoodRecord } from './catalog.repository';

/** A food as the menu editor sees it: the storefront's view plus the version to save against. */
export function toStaffFoodJson(food: FoodRecord): StaffFood {
  return { ...toFoodJson(food), version: food.version };
}
