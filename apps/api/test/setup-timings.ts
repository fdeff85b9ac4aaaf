/**
 * What the global set-ups wait on (a database server, template databases, the browser's data folder,
 * Chromium), timed where they run: in Vitest's main process, where the reporters run too, so the
 * summary reporter prints them under the slowest files (timing-table.ts).
 */
export interface SetupTiming {
  label: string;
  ms: number;
}

// Kept on globalThis: each global set-up and the reporter load their own copy of this module.
const KEY = Symbol.for('ninetonine.setup-timings');
const store = globalThis as Record<symbol, SetupTiming[]>;

/** The set-ups timed so far in this process. */
export function setupTimings(): SetupTiming[] {
  return (store[KEY] ??= []);
}

/** Awaits `work`, recording how long it took under `label` (failed or not). */
export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    setupTimings().push({ label, ms: performance.now() - started });
  }
}
