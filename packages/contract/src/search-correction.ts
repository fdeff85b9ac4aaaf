/**
 * "Showing results for biryani" when the customer typed "biriyani" (issue 34, item 14): the
 * server finds dishes by similarity (decision 0025) but answers only the dishes; this names the
 * word of their names the typed word was closest to, so the page can say what it searched for.
 * Pure, and small: a few words against a page of dish names.
 */

/** Edit distance with adjacent swaps (optimal string alignment): "biryani" ~ "biriyani" = 1. */
function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array<number>(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        d[(i - 1) * cols + j]! + 1,
        d[i * cols + j - 1]! + 1,
        d[(i - 1) * cols + j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[(i - 2) * cols + j - 2]! + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return d[rows * cols - 1]!;
}

const wordsOf = (text: string) => text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * What the search was read as, when a typed word is in none of the names found but close to a
 * word of them ("biriyani" → "biryani"); null when every typed word was found as typed (or
 * nothing close is there to name).
 */
export function searchReadAs(typed: string, names: readonly string[]): string | null {
  const typedWords = wordsOf(typed);
  const nameWords = [...new Set(names.flatMap(wordsOf))];
  if (typedWords.length === 0 || nameWords.length === 0) return null;
  let changed = false;
  const readAs = typedWords.map((word) => {
    if (nameWords.some((w) => w.includes(word))) return word;
    let best: { word: string; distance: number } | null = null;
    for (const candidate of nameWords) {
      const distance = editDistance(word, candidate);
      if (!best || distance < best.distance) best = { word: candidate, distance };
    }
    // Close enough to be the same word misspelt: a third of its letters at most.
    if (!best || best.distance > Math.max(1, Math.floor(word.length / 3))) return word;
    changed = true;
    return best.word;
  });
  return changed ? readAs.join(' ') : null;
}
