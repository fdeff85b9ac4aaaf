/** Failures allowed before waiting starts. */
export const FREE_FAILURES = 5;
export const FIRST_WAIT_SECONDS = 30;
export const MAX_WAIT_SECONDS = 15 * 60;
/** A key with no failure for this long starts over. */
export const FORGET_AFTER_SECONDS = 24 * 60 * 60;

/** How long to wait after `failures` failures: none, then 30 s doubling up to 15 minutes. */
export function backoffSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES));
}
