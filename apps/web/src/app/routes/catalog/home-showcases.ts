/**
 * How many dishes the home page's showcases ask for: shared by the page and its plan
 * (app/page-plans.ts), so the answers in the rendered page are the ones it reads.
 * The hero collage takes its plates from the popular ones.
 */
export const HOME_POPULAR_COUNT = 8;
export const HOME_SPECIALS_COUNT = 4;
