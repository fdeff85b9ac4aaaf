/**
 * The first `count` items in order, without sorting them all: a search page or a few suggestions
 * out of a menu's worth of matches, where sorting every match would cost more than the scoring.
 */
export function best(
  items: Iterable<number>,
  count: number,
  before: (a: number, b: number) => number,
): number[] {
  const top: number[] = [];
  if (count <= 0) return top;
  for (const item of items) {
    if (top.length === count && before(item, top[count - 1]!) >= 0) continue;
    let at = top.length === count ? count - 1 : top.length;
    while (at > 0 && before(item, top[at - 1]!) < 0) {
      top[at] = top[at - 1]!;
      at--;
    }
    top[at] = item;
  }
  return top;
}
