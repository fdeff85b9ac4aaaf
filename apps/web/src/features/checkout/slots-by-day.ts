import type { RestaurantFormat } from '@ninetonine/contract';

/** The quote's slots by kitchen day, in order: [["Today", slots], ["Tomorrow", slots]]. */
export function slotsByDay<S extends { start: string; end: string }>(
  slots: S[],
  now: Date,
  format: RestaurantFormat,
): [string, S[]][] {
  const groups = new Map<string, S[]>();
  for (const slot of slots) {
    const label = format.dayLabel(slot.start, now);
    groups.set(label, [...(groups.get(label) ?? []), slot]);
  }
  return [...groups];
}
