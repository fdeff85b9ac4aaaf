import { SUGGESTIONS_MAX, type Suggestion } from '@ninetonine/contract';
import { and, asc, desc, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogService } from '#test/catalog-service';
import { useTestApp, type TestApp } from '#test/test-app';
import { foods } from '../../db/schema/index';
import { toSuggestionJson } from './catalog.presenter';
import { SUGGESTION_CANDIDATES, WORD_SIMILARITY } from './food-search.repository';

/**
 * Prefixes, fragments inside words, one-letter slips, several words, case, a word after a
 * hyphen ("Street-Style": only a space makes `% term%`), LIKE wildcards and backslashes, no
 * match. "pazz" is "Paneer"'s word similarity of exactly 2/5: its distance equals the float4
 * threshold, which the SQL lets in.
 */
const TERMS = [
  'pa',
  'pan',
  'Paneer',
  'an',
  'ane',
  'neer',
  'panner',
  'burgr',
  'biryni',
  'smoky lamb',
  'ghee roast d',
  'tikka masala',
  'style',
  'PANEER',
  'sMoKy LaMb',
  'pazz',
  '50%',
  '%',
  '%%',
  '_a',
  'a_b',
  '\\',
  'a\\b',
  "o'",
  'zzqx',
];
/** Beyond ASCII: still the SQL suggestions. */
const UNUSUAL_TERMS = ['à la mode', 'crème'];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The app's suggestions and their SQL references, on one test app's database. */
function suggestionChecks(t: TestApp) {
  /** The SQL suggestions: the reference (no index). */
  const reference = () => catalogService(t.db);

  const viaApp = async (term: string): Promise<Suggestion[]> => {
    const res = await t.app.inject({
      url: `/api/v1/foods/suggestions?q=${encodeURIComponent(term)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ suggestions: Suggestion[] }>().suggestions;
  };
  const viaSql = async (term: string): Promise<Suggestion[]> =>
    (await reference().suggest(term)).map(toSuggestionJson);

  /** Whether a name is suggested for the term: food-search.repository.ts's rule, in SQL. */
  const matches = (term: string) =>
    sql`((${term} <<-> ${foods.name}) <= ${1 - WORD_SIMILARITY} or ${foods.name} ilike ${`%${escapeLike(term)}%`})`;

  /**
   * The SQL suggestions' rules over every live name, with no candidate limits: what the index
   * must answer. Same filter, same rank patterns, same order, same limit.
   */
  const exactRule = async (term: string): Promise<string[]> => {
    const escaped = escapeLike(term);
    const distance = sql`(${term} <<-> ${foods.name})`;
    const rank = sql`case when ${foods.name} ilike ${`${escaped}%`} then 0 when ${foods.name} ilike ${`% ${escaped}%`} then 1 when ${foods.name} ilike ${`%${escaped}%`} then 2 else 3 end`;
    const rows = await t.db
      .select({ id: foods.id })
      .from(foods)
      .where(and(isNull(foods.deletedAt), matches(term)))
      .orderBy(rank, distance, desc(foods.popularity), asc(foods.id))
      .limit(SUGGESTIONS_MAX);
    return rows.map((r) => r.id);
  };

  /**
   * Where the SQL's answer differs, it must be only because its candidates left a better name
   * out: every name it shows matches the rules, and every name the index shows instead was not
   * among its candidates (not one of the `limit` most popular names starting with or containing
   * the term, and not nearer than its SUGGESTION_CANDIDATES-th nearest name: ties at that
   * distance are taken in whatever order the GiST walk meets them).
   */
  const expectCutByCandidates = async (term: string, inMemory: string[], bySql: string[]) => {
    const shown = await t.db
      .select({ id: foods.id })
      .from(foods)
      .where(and(inArray(foods.id, bySql), isNull(foods.deletedAt), matches(term)));
    expect(shown, `${term}: the SQL's names match`).toHaveLength(bySql.length);
    const escaped = escapeLike(term);
    const mostPopular = async (pattern: string) =>
      (
        await t.db
          .select({ id: foods.id })
          .from(foods)
          .where(and(isNull(foods.deletedAt), sql`${foods.name} ilike ${pattern}`))
          .orderBy(desc(foods.popularity), asc(foods.id))
          .limit(SUGGESTIONS_MAX)
      ).map((r) => r.id);
    const candidates = new Set([
      ...(await mostPopular(`${escaped}%`)),
      ...(await mostPopular(`%${escaped}%`)),
    ]);
    const distance = sql<number>`(${term} <<-> ${foods.name})`;
    const [farthest] = await t.db
      .select({ d: distance })
      .from(foods)
      .where(isNull(foods.deletedAt))
      .orderBy(distance)
      .offset(SUGGESTION_CANDIDATES - 1)
      .limit(1);
    const left = inMemory.filter((id) => !bySql.includes(id));
    const leftOut = await t.db
      .select({ id: foods.id, name: foods.name, d: distance })
      .from(foods)
      .where(inArray(foods.id, left));
    expect(leftOut).toHaveLength(left.length);
    for (const food of leftOut) {
      expect(candidates.has(food.id), `${term}: ${food.name} was a candidate`).toBe(false);
      expect(Number(food.d), `${term}: ${food.name} was among the nearest`).toBeGreaterThanOrEqual(
        Number(farthest!.d),
      );
    }
  };

  return { viaApp, viaSql, exactRule, expectCutByCandidates };
}

// Hundreds of suggestions from one address: the per-IP search limit is not under test here.
const env = { SEARCH_RATE_LIMIT_PER_MINUTE: '1000000' };

describe('suggestions scored in memory (decision 0025)', () => {
  const { viaApp, viaSql, exactRule } = suggestionChecks(useTestApp({ env }));

  it('answers the demo menu exactly as the SQL suggestions do', async () => {
    for (const term of [...TERMS, ...UNUSUAL_TERMS]) {
      const answer = await viaApp(term);
      expect(answer, term).toEqual(await viaSql(term));
      expect(
        answer.map((s) => s._id),
        term,
      ).toEqual(await exactRule(term));
    }
    const boundary = (await viaApp('pazz')).map((s) => s.name);
    expect(boundary).toContain('Paneer Butter Masala');
    expect(await viaApp('zzqx')).toEqual([]);
  }, 60_000);
});

describe('suggestions scored in memory on the large menu (decision 0025)', () => {
  // The large menu is this run's template (test/database-templates.ts), made once per run.
  const { viaApp, viaSql, exactRule, expectCutByCandidates } = suggestionChecks(
    useTestApp({ env, seed: 'large' }),
  );

  it('follows the rules over every name at 10,000 dishes; the SQL differs only by its candidates', async () => {
    // Every generated dish repeats a demo name with a prefix and often a number, so hundreds
    // of names tie at the same word distance and rank: the SQL re-ranks the 40 of them its
    // nearest-first walk meets first (an arbitrary pick among ties) and the 8 most popular
    // names starting with or containing the term; the index weighs every name, so it shows
    // the most popular of all the tied ones. On this menu the SQL's answer is a valid but
    // different one for about a third of terms, and differs between PGlite and PostgreSQL.
    for (const term of TERMS) {
      const inMemory = (await viaApp(term)).map((s) => s._id);
      expect(inMemory, term).toEqual(await exactRule(term));
      const bySql = (await viaSql(term)).map((s) => s._id);
      if (inMemory.join() !== bySql.join()) await expectCutByCandidates(term, inMemory, bySql);
    }
    expect((await viaApp('an')).every((s) => /an/i.test(s.name))).toBe(true);
    expect((await viaApp('panner'))[0]!.name).toContain('Paneer');
  }, 180_000);
});
