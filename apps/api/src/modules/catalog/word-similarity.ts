/**
 * pg_trgm's `word_similarity(term, text)` and ILIKE's lower-casing, computed in memory so a
 * search can score every dish without asking the database (decision 0025). It follows
 * contrib/pg_trgm/trgm_op.c step by step (generate_trgm_only, calc_word_similarity,
 * iterate_word_similarity) and gives the very same float4 values; search-index.test.ts compares
 * it with the database's on both engines. For characters beyond ASCII, which ones make words and
 * what they lower-case to depend on the database's locale: the database says (`TextRules`).
 */

/** Plain ASCII without NUL: the search terms scored in memory (others go to the database). */
export function isPlainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0 || c > 127) return false;
  }
  return true;
}

/** What the database's locale does with each character beyond ASCII found in the menu. */
export interface TextRules {
  /** lower() of the character. */
  lower: ReadonlyMap<string, string>;
  /** Characters pg_trgm counts as part of a word (letters and digits in that locale). */
  wordChars: ReadonlySet<string>;
}

const isAsciiWordChar = (c: number) =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** lower() as the database does it: ASCII letters folded, other characters as it says. */
export function lowerText(text: string, rules: TextRules): string {
  // Plain ASCII (most text): one flat string, not a rope of single characters.
  if (isPlainAscii(text)) return text.toLowerCase();
  const out: string[] = [];
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (c < 128) out.push(c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : ch);
    else out.push(rules.lower.get(ch) ?? ch);
  }
  return out.join('');
}

/** The words pg_trgm sees: runs of word characters, each lower-cased. */
function words(text: string, rules: TextRules): string[] {
  const out: string[] = [];
  let word = '';
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (c < 128 ? isAsciiWordChar(c) : rules.wordChars.has(ch)) {
      word += ch;
    } else if (word !== '') {
      out.push(lowerText(word, rules));
      word = '';
    }
  }
  if (word !== '') out.push(lowerText(word, rules));
  return out;
}

/**
 * Numbers trigrams: three ASCII characters pack into 24 bits; any other trigram gets the next
 * number above that from the index's own table (pg_trgm hashes those; equal strings, equal ids).
 */
export class TrigramIds {
  private readonly others = new Map<string, number>();

  id(chars: string[]): number {
    const [a, b, c] = chars as [string, string, string];
    if (a.length === 1 && b.length === 1 && c.length === 1) {
      const x = a.charCodeAt(0);
      const y = b.charCodeAt(0);
      const z = c.charCodeAt(0);
      if (x < 128 && y < 128 && z < 128) return (x << 16) | (y << 8) | z;
    }
    const key = chars.join('');
    let id = this.others.get(key);
    if (id === undefined) {
      id = 0x1000000 + this.others.size;
      this.others.set(key, id);
    }
    return id;
  }
}

/** The trigrams of a text in order, duplicates kept: each word padded "  word " as pg_trgm does. */
export function trigramIds(text: string, rules: TextRules, ids: TrigramIds): number[] {
  const out: number[] = [];
  for (const word of words(text, rules)) {
    const padded = [' ', ' ', ...word, ' '];
    for (let at = 0; at + 3 <= padded.length; at++) out.push(ids.id(padded.slice(at, at + 3)));
  }
  return out;
}

/**
 * Many texts ready to be scored: each one's trigram sequence as local numbers (indexes into its
 * own distinct trigrams), all packed in a few flat arrays so a big menu stays small in memory.
 */
export class ScoredTexts {
  private sequences: number[] = [];
  private uniques: number[] = [];
  /** Text k's sequence is sequence[seqStart[k] .. seqStart[k + 1]), likewise for unique. */
  private seqStarts: number[] = [0];
  private uniqueStarts: number[] = [0];
  sequence = new Int32Array(0);
  unique = new Int32Array(0);
  seqStart = new Int32Array(0);
  uniqueStart = new Int32Array(0);

  add(text: string, rules: TextRules, ids: TrigramIds): void {
    const local = new Map<number, number>();
    for (const id of trigramIds(text, rules, ids)) {
      let index = local.get(id);
      if (index === undefined) {
        index = local.size;
        local.set(id, index);
        this.uniques.push(id);
      }
      this.sequences.push(index);
    }
    this.seqStarts.push(this.sequences.length);
    this.uniqueStarts.push(this.uniques.length);
  }

  /** Done adding: packs the lists. */
  seal(): this {
    this.sequence = Int32Array.from(this.sequences);
    this.unique = Int32Array.from(this.uniques);
    this.seqStart = Int32Array.from(this.seqStarts);
    this.uniqueStart = Int32Array.from(this.uniqueStarts);
    this.sequences = [];
    this.uniques = [];
    this.seqStarts = [];
    this.uniqueStarts = [];
    return this;
  }
}

/** The term's distinct trigrams. */
export const termTrigrams = (term: string, rules: TextRules, ids: TrigramIds): Set<number> =>
  new Set(trigramIds(term, rules, ids));

/** pg_trgm's CALCSML: float4 arithmetic (one division of small integers, rounded once). */
const similarity = (count: number, len1: number, len2: number) =>
  Math.fround(count / (len1 + len2 - count));

/** Scratch space reused by every call (one thread; grown when a text needs more). */
let found = new Uint8Array(64);
let lastpos = new Int32Array(64);

/**
 * word_similarity(term, text k): the best similarity between the term's trigram set and any run
 * of consecutive trigrams of the text. iterate_word_similarity without its strict and
 * check-only flags; the variable names are pg_trgm's.
 */
export function wordSimilarity(term: Set<number>, texts: ScoredTexts, k: number): number {
  const ulen1 = term.size;
  const { sequence, unique } = texts;
  const u0 = texts.uniqueStart[k]!;
  const uniques = texts.uniqueStart[k + 1]! - u0;
  if (found.length < uniques) {
    found = new Uint8Array(uniques * 2);
    lastpos = new Int32Array(uniques * 2);
  }
  let any = false;
  for (let j = 0; j < uniques; j++) {
    const hit = term.has(unique[u0 + j]!);
    found[j] = hit ? 1 : 0;
    lastpos[j] = -1;
    any ||= hit;
  }
  if (!any) return 0;
  const s0 = texts.seqStart[k]!;
  const len2 = texts.seqStart[k + 1]! - s0;
  let ulen2 = 0;
  let count = 0;
  let lower = -1;
  let smlrMax = 0;
  for (let i = 0; i < len2; i++) {
    const trg = sequence[s0 + i]!;
    if (lower >= 0 || found[trg]) {
      if (lastpos[trg]! < 0) {
        ulen2++;
        if (found[trg]) count++;
      }
      lastpos[trg] = i;
    }
    if (!found[trg]) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let smlrCur = similarity(count, ulen1, ulen2);
    // Try moving the extent's start right for a better score.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower++) {
      const smlrTmp = similarity(tmpCount, ulen1, tmpUlen2);
      if (smlrTmp > smlrCur) {
        smlrCur = smlrTmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tmpTrg = sequence[s0 + tmpLower]!;
      if (lastpos[tmpTrg] === tmpLower) {
        tmpUlen2--;
        if (found[tmpTrg]) tmpCount--;
      }
    }
    smlrMax = Math.max(smlrMax, smlrCur);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const tmpTrg = sequence[s0 + tmpLower]!;
      if (lastpos[tmpTrg] === tmpLower) lastpos[tmpTrg] = -1;
    }
  }
  return smlrMax;
}
