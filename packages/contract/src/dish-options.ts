/**
 * A dish's option groups and the one rule for a customer's choice of options (decision 0049):
 * the server prices and refuses with it, the dish page explains with it before sending.
 */

import type { FoodOptionGroup } from './catalog';
import { toMinor } from './money';

/** Option groups a dish may ask for, options a group may offer (limits for staff and the API). */
export const OPTION_GROUPS_MAX = 6;
export const OPTIONS_PER_GROUP_MAX = 12;
export const OPTION_NAME_MAX = 60;
/** Option ids one cart line may carry: every option of every group, at most. */
export const LINE_OPTIONS_MAX = OPTION_GROUPS_MAX * OPTIONS_PER_GROUP_MAX;

export interface OptionRule {
  id: string;
  name: string;
  priceDeltaMinor: number;
  available: boolean;
}
export interface OptionGroupRule {
  id: string;
  name: string;
  minPicks: number;
  maxPicks: number;
  options: OptionRule[];
}

export interface ChosenOption {
  groupId: string;
  group: string;
  optionId: string;
  name: string;
  priceDeltaMinor: number;
}

export type OptionChoice =
  | { ok: true; chosen: ChosenOption[]; deltaMinor: number; key: string }
  | { ok: false; message: string };

/** "Choose a Spice level", "Choose 2 Extras", "Choose at most 3 Extras". */
export function missingPickMessage(group: OptionGroupRule, picked: number): string | null {
  if (picked < group.minPicks) {
    return group.minPicks === 1
      ? `Choose a ${group.name}`
      : `Choose at least ${group.minPicks} for ${group.name}`;
  }
  if (picked > group.maxPicks) {
    return group.maxPicks === 1
      ? `Choose only one ${group.name}`
      : `Choose at most ${group.maxPicks} for ${group.name}`;
  }
  return null;
}

/** The key a cart line is told apart by: the option ids, sorted ('' for none). */
export const optionsKey = (ids: readonly string[]) => [...new Set(ids)].sort().join(',');

/**
 * Checks the option ids chosen for a dish against its groups: each id must be one of this dish's
 * options, available, named once, and each group's picks within its min and max. The chosen
 * options come back in menu order with the price they add.
 */
export function checkOptionChoice(
  groups: readonly OptionGroupRule[],
  optionIds: readonly string[],
): OptionChoice {
  if (new Set(optionIds).size !== optionIds.length) {
    return { ok: false, message: 'An option is chosen twice' };
  }
  const wanted = new Set(optionIds);
  const known = new Set(groups.flatMap((g) => g.options.map((o) => o.id)));
  if (optionIds.some((id) => !known.has(id))) {
    return { ok: false, message: 'One of the options chosen is not offered for this dish' };
  }
  const chosen: ChosenOption[] = [];
  for (const group of groups) {
    const picks = group.options.filter((o) => wanted.has(o.id));
    const unavailable = picks.find((o) => !o.available);
    if (unavailable) {
      return { ok: false, message: `${unavailable.name} is not available right now` };
    }
    const missing = missingPickMessage(group, picks.length);
    if (missing) return { ok: false, message: missing };
    for (const o of picks) {
      chosen.push({
        groupId: group.id,
        group: group.name,
        optionId: o.id,
        name: o.name,
        priceDeltaMinor: o.priceDeltaMinor,
      });
    }
  }
  const deltaMinor = chosen.reduce((sum, o) => sum + o.priceDeltaMinor, 0);
  return { ok: true, chosen, deltaMinor, key: optionsKey(optionIds) };
}

/** A dish's groups as the storefront receives them (major units), as rules. */
export const optionRulesOf = (groups: readonly FoodOptionGroup[]): OptionGroupRule[] =>
  groups.map((g) => ({
    id: g._id,
    name: g.name,
    minPicks: g.minPicks,
    maxPicks: g.maxPicks,
    options: g.options.map((o) => ({
      id: o._id,
      name: o.name,
      priceDeltaMinor: toMinor(o.priceDelta),
      available: o.available,
    })),
  }));
