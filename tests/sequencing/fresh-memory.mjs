// Plain JavaScript so that scripts/test.mjs can probe before it starts anything (decision 0075).
const PROBE_BYTES = 64 * 1024 * 1024;

/** Times mapping and writing `PROBE_BYTES` of memory the process has not used before. */
export function freshMemoryMs() {
  const chunk = 16 * 1024 * 1024;
  const started = performance.now();
  for (let i = 0; i < PROBE_BYTES / chunk; i++) Buffer.allocUnsafeSlow(chunk).fill(i + 1);
  return performance.now() - started;
}
