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
 * Milliseconds to map and touch this much fresh memory, above which the machine counts as slow.
 * 64 MB took ~220 ms on the virtual machines where three files at a time failed, and a few tens
 * of ms on a usual one (even while lint and typecheck run beside it).
 */
export const PROBE_BYTES = 64 * 1024 * 1024;
export const SLOW_MEMORY_MS = 100;

/** Times mapping and writing `PROBE_BYTES` of memory the process has not used before. */
export function freshMemoryMs(): number {
  const chunk = 16 * 1024 * 1024;
  const started = performance.now();
  for (let i = 0; i < PROBE_BYTES / chunk; i++) Buffer.allocUnsafeSlow(chunk).fill(i + 1);
  return performance.now() - started;
}

/**
 * How many times the probe runs: the fastest counts. One reading taken while the run's own build,
 * lint and typecheck start beside it read 105-156 ms on a machine that reads ~55 ms when quiet,
 * and the browser files then ran one at a time (23 minutes instead of 12); a machine whose memory
 * is slow is slow every time.
 */
export const PROBE_SAMPLES = 5;

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
  const ms = Math.min(...Array.from({ length: PROBE_SAMPLES }, probe));
  const measured = `64 MB of fresh memory in ${Math.round(ms)} ms`;
  return ms > SLOW_MEMORY_MS
    ? { workers: BROWSER_WORKERS_SLOW_MEMORY, reason: `slow memory here: ${measured}` }
    : { workers: BROWSER_WORKERS_DEFAULT, reason: measured };
}
