import { freshMemoryMs } from './fresh-memory.mjs';

export { freshMemoryMs };

/**
 * How many browser files run at a time (decision 0044, fifth pass). Where processes are cheap,
 * three: each file waits on its app and on Chromium for much of its time, so fewer leave the
 * cores idle. Where mapping fresh memory is slow (a nested virtual machine: each page fault goes
 * through the hypervisor), Chromium's processes contend for it and files at once only slow each
 * other down: there, one at a time was as fast in all and kept each test within its timeout.
 */
export const BROWSER_WORKERS_DEFAULT = 3;
export const BROWSER_WORKERS_SLOW_MEMORY = 1;

/**
 * Milliseconds to map and touch 64 MB of fresh memory (`fresh-memory.mjs`), above which the
 * machine counts as slow. 64 MB took ~220 ms on the virtual machines where three files at a time
 * failed, and a few tens of ms on a usual one. Measured before the run's own load: lint and
 * typecheck beside it made a usual machine read 118-207 ms (decision 0075).
 */
export const SLOW_MEMORY_MS = 100;

/**
 * `BROWSER_TEST_WORKERS` (1-8) when set; otherwise the default for this machine, probed only
 * then. Returns the count and why, for the run's first line.
 */
export function browserWorkers(
  value: string | undefined,
  probe: () => number = freshMemoryMs,
): { workers: number; reason: string } {
  if (value !== undefined) {
    const workers = Number(value);
    if (!Number.isInteger(workers) || workers < 1 || workers > 8) {
      throw new Error(`BROWSER_TEST_WORKERS must be a whole number from 1 to 8, not "${value}"`);
    }
    return { workers, reason: 'BROWSER_TEST_WORKERS' };
  }
  const ms = probe();
  const measured = `64 MB of fresh memory in ${Math.round(ms)} ms`;
  return ms > SLOW_MEMORY_MS
    ? { workers: BROWSER_WORKERS_SLOW_MEMORY, reason: `slow memory here: ${measured}` }
    : { workers: BROWSER_WORKERS_DEFAULT, reason: measured };
}
